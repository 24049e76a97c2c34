import type { Service } from '../../core/service'
import { appPerfRoutes } from './app-perf'
import { reportRoutes } from './routes'
import { trackingRoutes } from './tracking/routes'

// The report service's public interface: other services and the gateway's startup, seed and tests import only these.
export { headcountSummary } from './headcount'
export { eventHash } from './tracking/signature'

/** Reports (report): the headcount summary behind the BI app, the apps' web vitals, and behaviour tracking. */
export const report: Service = { segment: 'report', routes: [reportRoutes, appPerfRoutes, trackingRoutes] }

// The report service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { AppPerfTable, TrackingEventTable, TrackingSecretTable, TrackingPreferenceTable } from './tables'
export { migrations } from './migrations'
