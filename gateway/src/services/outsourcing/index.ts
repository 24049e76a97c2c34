import type { Service } from '../../core/service'
import './people'
import { assignmentRoutes } from './assignment-routes'
import { providerRoutes } from './provider-routes'
import { statementRoutes } from './statement-routes'
import { workerRoutes } from './worker-routes'

// The outsourcing service's public interface: the gateway's startup, seed and tests import only these.
export { OUTSOURCING_FUNCTIONS } from './functions'
export { outsourcingCodes } from './texts'
export { attendanceIdOf } from './people'
// Accounts of outsourced workers (the demo seed gives one).
export { createAccount as createWorkerAccount } from './account'

/**
 * Outsourcing (segment joyhr): providers with their billing rules, their workers (not employees; an account to clock in
 * through the attendance service when needed), assignments to departments, and monthly cost statements per provider from
 * the workers' daily results, confirmed (frozen) and exported by HR.
 */
export const outsourcing: Service = { segment: 'joyhr', routes: [providerRoutes, workerRoutes, assignmentRoutes, statementRoutes] }

// The outsourcing service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { OutsourcingProviderTable, OutsourcingWorkerTable, OutsourcingAssignmentTable, OutsourcingStatementTable, OutsourcingStatementLineTable, OutsourcingRoleTable } from './tables'
export { migrations } from './migrations'
