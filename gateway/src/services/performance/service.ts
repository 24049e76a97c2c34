import type { Service } from '../../core/service'
import { calibrationRoutes } from './calibration-routes'
import { cycleRoutes } from './cycle-routes'
import { myRoutes } from './my-routes'
import { reviewerRoutes } from './reviewer-routes'
import { salaryChangeRoutes } from './salary-change-routes'
import { teamRoutes } from './team-routes'
import { migrations } from './migrations'

/**
 * Performance reviews: cycles with participants by department, goals and check-ins, the self review, the manager's
 * review, calibration against a target distribution, released results the employee acknowledges, and the salary
 * changes results propose to payroll.
 */
export const performance: Service = {
  name: 'performance',
  migrations,
  routes: [cycleRoutes, reviewerRoutes, myRoutes, teamRoutes, calibrationRoutes, salaryChangeRoutes],
}
