import type { Service } from '../../core/service'
import { attendanceSummaryReport } from './report'
import './recompute'
import { clockInRoutes } from './clock-in-routes'
import { importRoutes } from './import-routes'
import { resultRoutes } from './result-routes'
import { summaryRoutes } from './summary-routes'

// The attendance service's public interface: other services and the gateway's startup, seed and tests import only these.
export { KAOQIN_FUNCTIONS } from './functions'
export { kaoqinCodes } from './errors'
export { readResults, recompute } from './results'
export { judgeDay } from './judge/judge'
export { instantOf, minutesOf, wallOf } from './judge/zone'
export type { DayInput, DayJudgement, DayStatus } from './judge/types'
// The frozen monthly summaries of a locked month (payroll reads them).
export { lockedSummariesOf } from './month-summaries'
export type { MonthSummary } from './summary'

/** Attendance: clock-in with location, punch import, daily results (judged and stored), the monthly summary with its lock and export. */
export const kaoqin: Service = { segment: 'kaoqin', routes: [clockInRoutes, importRoutes, resultRoutes, summaryRoutes], reports: [attendanceSummaryReport] }

// The attendance service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { PunchTable, DayResultTable, MonthSummaryTable } from './tables'
export { migrations } from './migrations'
