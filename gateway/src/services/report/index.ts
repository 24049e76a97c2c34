// The report service's narrow interface: what other services use (this file loads no routes).
export { headcountSummary } from './headcount'
export { eventHash } from './tracking/signature'
export { drainReportRuns } from './subscriptions/scheduler'
// The report service's tables: their row types (merged into core's Database).
export type {
  AppPerfTable,
  TrackingEventTable,
  TrackingSecretTable,
  TrackingPreferenceTable,
  ReportSubscriptionTable,
  ReportRunTable,
} from './tables'
