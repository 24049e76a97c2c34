// The outsourcing service's narrow interface: what other services use (this file loads no routes).
export { OUTSOURCING_FUNCTIONS } from './functions'
export { outsourcingCodes } from './texts'
export { attendanceIdOf } from './people'
// Accounts of outsourced workers (the demo seed gives one).
export { createAccount as createWorkerAccount } from './account'
// The outsourcing service's tables: their row types (merged into core's Database).
export type {
  OutsourcingProviderTable,
  OutsourcingWorkerTable,
  OutsourcingAssignmentTable,
  OutsourcingStatementTable,
  OutsourcingStatementLineTable,
  OutsourcingRoleTable,
} from './tables'
