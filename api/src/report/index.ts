import { appPerf, headcount } from './bi'
import { centre } from './centre'
import { remind } from './remind'
import { subscriptions } from './subscriptions'
import { track } from './tracking'

/**
 * Reports (gateway services/report): the BI app's headcount and web vitals, behaviour tracking, the report centre with
 * its subscriptions, and the §7 report remind calls (under /message/web/reportRemind) of their runs.
 */
export const report = { headcount, appPerf, track, centre, subscriptions, remind }

export { headcountSummary, perfRow, PERF_METRICS } from './bi'
export {
  pageViewReport,
  trackingEvent,
  TRACKING_BATCH,
  TRACKING_VERSION,
  TRACKING_APP_CODES,
  EVENT_TYPES,
} from './tracking'
export { catalogueReport, department, reportParam } from './centre'
export { schedule, subscription } from './subscriptions'
export { run, runTable } from './remind'
export { reportTable, FREQUENCIES, RUN_STATES } from './shared'
export { REPORT, TRACKING } from './codes'
