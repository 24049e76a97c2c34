import type { Service } from '../../core/service'
import './handler'
import { contractChangeRoutes } from './change-routes'
import { contractReadRoutes } from './read-routes'
import { contractWriteRoutes } from './routes'
import { contractSchedulerRoutes } from './scheduler'

// The contract service's public interface: the gateway's startup, seed and tests import only these.
export { CONTRACT_FUNCTIONS, RENEWAL_BIZ_TYPE, TERMINATION_BIZ_TYPE } from './functions'
export { contractCodes } from './texts'
export { runContractDay, REMINDER_DAYS } from './reminders'
export { startDailyScheduler, nextRunAt, type SchedulerClock } from './scheduler'

/**
 * §7 contract (addContractSelf, updateContractSelf): employees' employment contracts with their type (master data),
 * term, probation, signing date, documents (file centre) and status; renewal and termination through the workflow;
 * reminders 60 and 30 days before the end through the notification outbox, by a daily scheduler.
 */
export const contract: Service = { segment: 'contract', routes: [contractWriteRoutes, contractReadRoutes, contractChangeRoutes, contractSchedulerRoutes] }

// The contract service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { EmploymentContractTable, EmploymentContractChangeTable } from './tables'
export { migrations } from './migrations'
