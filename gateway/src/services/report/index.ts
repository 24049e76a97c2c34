import type { Service } from '../../core/service'
import { appPerfRoutes } from './app-perf'
import { reportRoutes } from './routes'
import { trackingRoutes } from './tracking/routes'

/** Reports (report): the headcount summary behind the BI app, the apps' web vitals, and behaviour tracking. */
export const report: Service = { segment: 'report', routes: [reportRoutes, appPerfRoutes, trackingRoutes] }
