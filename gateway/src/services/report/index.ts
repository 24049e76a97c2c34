import type { Service } from '../../core/service'
import { appPerfRoutes } from './app-perf'
import { reportRoutes } from './routes'

/** Reports (report): the headcount summary behind the BI app, and the apps' web vitals. */
export const report: Service = { segment: 'report', routes: [reportRoutes, appPerfRoutes] }
