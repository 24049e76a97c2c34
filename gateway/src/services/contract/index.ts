// The contract service's narrow interface: what other services use (this file loads no routes).
export { CONTRACT_FUNCTIONS, RENEWAL_BIZ_TYPE, TERMINATION_BIZ_TYPE } from './functions'
export { contractCodes } from './texts'
export { contractsFromRecords } from './from-records'
export { runContractDay, REMINDER_DAYS } from './reminders'
export { startDailyScheduler, nextRunAt, type SchedulerClock } from './scheduler'
// The contract service's tables: their row types (merged into core's Database).
export type { EmploymentContractTable, EmploymentContractChangeTable } from './tables'
