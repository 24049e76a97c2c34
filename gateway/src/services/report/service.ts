import type { Service } from '../../core/service'
import { appPerfRoutes } from './app-perf'
import { reportRoutes } from './routes'
import { trackingRoutes } from './tracking/routes'
import { headcountReport, pageViewsReport } from './centre/bi-reports'
import { centreRoutes } from './centre/routes'
import { remindRoutes } from './subscriptions/remind-routes'
import { subscriptionRoutes } from './subscriptions/routes'
import { schedulerRoutes } from './subscriptions/scheduler'
import { migrations } from './migrations'
import { leaverSubscriptions } from './subscriptions/leavers'

/**
 * Reports (report): the headcount summary behind the BI app, the apps' web vitals, behaviour tracking, and the report
 * centre (every service's reports, run and exported) with its subscriptions and their scheduler.
 */
export const report: Service = {
  name: 'report',
  migrations,
  handlers: [leaverSubscriptions],
  routes: [reportRoutes, appPerfRoutes, trackingRoutes, centreRoutes, subscriptionRoutes, schedulerRoutes],
  reports: [headcountReport, pageViewsReport],
}

/** §7 report remind calls under /message/web/reportRemind: the runs of the caller's report subscriptions. */
export const reportRemind: Service = { name: 'message', migrations: {}, routes: [remindRoutes] }
