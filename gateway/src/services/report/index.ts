import type { Service } from '../../core/service'
import { appPerfRoutes } from './app-perf'
import { reportRoutes } from './routes'
import { trackingRoutes } from './tracking/routes'
import { headcountReport, pageViewsReport } from './centre/bi-reports'
import { centreRoutes } from './centre/routes'
import { remindRoutes } from './subscriptions/remind-routes'
import { subscriptionRoutes } from './subscriptions/routes'
import { schedulerRoutes } from './subscriptions/scheduler'
import './subscriptions/leavers'

// The report service's public interface: other services and the gateway's startup, seed and tests import only these.
export { headcountSummary } from './headcount'
export { eventHash } from './tracking/signature'
export { drainReportRuns } from './subscriptions/scheduler'

/**
 * Reports (report): the headcount summary behind the BI app, the apps' web vitals, behaviour tracking, and the report
 * centre (every service's reports, run and exported) with its subscriptions and their scheduler.
 */
export const report: Service = {
  segment: 'report',
  routes: [reportRoutes, appPerfRoutes, trackingRoutes, centreRoutes, subscriptionRoutes, schedulerRoutes],
  reports: [headcountReport, pageViewsReport],
}

/** §7 report remind calls under /message/web/reportRemind: the runs of the caller's report subscriptions. */
export const reportRemind: Service = { segment: 'message', routes: [remindRoutes] }

// The report service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { AppPerfTable, TrackingEventTable, TrackingSecretTable, TrackingPreferenceTable, ReportSubscriptionTable, ReportRunTable } from './tables'
export { migrations } from './migrations'
