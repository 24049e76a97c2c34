// The performance service's narrow interface: what other services use (this file loads no routes).
export { PERF_FUNCTIONS } from './functions'
export { perfCodes } from './errors'
// The performance service's tables: their row types (merged into core's Database).
export type {
  PerfCycleTable,
  PerfParticipantTable,
  PerfGoalTable,
  PerfCheckinTable,
  PerfRatingChangeTable,
  PerfSalaryChangeTable,
} from './tables'
