import type { Service } from '../../core/service'
import { calibrationRoutes } from './calibration-routes'
import { cycleRoutes } from './cycle-routes'
import { myRoutes } from './my-routes'
import { reviewerRoutes } from './reviewer-routes'
import { salaryChangeRoutes } from './salary-change-routes'
import { teamRoutes } from './team-routes'

// The performance service's public interface: the gateway's startup, seed and tests import only these.
export { PERF_FUNCTIONS } from './functions'
export { perfCodes } from './errors'

/**
 * Performance reviews: cycles with participants by department, goals and check-ins, the self review, the manager's
 * review, calibration against a target distribution, released results the employee acknowledges, and the salary
 * changes results propose to payroll.
 */
export const performance: Service = { segment: 'performance', routes: [cycleRoutes, reviewerRoutes, myRoutes, teamRoutes, calibrationRoutes, salaryChangeRoutes] }

// The performance service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { PerfCycleTable, PerfParticipantTable, PerfGoalTable, PerfCheckinTable, PerfRatingChangeTable, PerfSalaryChangeTable } from './tables'
export { migrations } from './migrations'
