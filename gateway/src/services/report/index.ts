import type { Service } from '../../core/service'
import { reportRoutes } from './routes'

/** Reports (report): the headcount summary behind the BI app. */
export const report: Service = { segment: 'report', routes: [reportRoutes] }
