// The attendance service's narrow interface: what other services use (this file loads no routes).
export { KAOQIN_FUNCTIONS } from './functions'
export { kaoqinCodes } from './errors'
export { readResults, recompute } from './results'
export { judgeDay } from './judge/judge'
export { instantOf, minutesOf, wallOf } from './judge/zone'
export type { DayInput, DayJudgement, DayStatus } from './judge/types'
// The frozen monthly summaries of a locked month (payroll reads them).
export { lockedSummariesOf } from './month-summaries'
export type { MonthSummary } from './summary'
// The attendance service's tables: their row types (merged into core's Database).
export type { PunchTable, DayResultTable, MonthSummaryTable, OvertimeOfferTable } from './tables'
