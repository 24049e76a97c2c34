// Row types of the report service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; flags are 0/1 integers (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    app_perf: AppPerfTable
    tracking_event: TrackingEventTable
    tracking_secret: TrackingSecretTable
    tracking_preference: TrackingPreferenceTable
    report_subscription: ReportSubscriptionTable
    report_run: ReportRunTable
  }
}

/** One web-vital value an app reported (bridge `perf.report`), forwarded by the shell. */
export interface AppPerfTable {
  id: string
  tenant_id: number
  user_id: number
  /** The app's name (its manifest name). */
  app: string
  /** 'load' | 'fcp' | 'lcp' | 'inp' | 'cls'. */
  name: string
  /** Milliseconds; for cls a unitless score. */
  value: number
  /** When the app measured it (the app's clock), epoch ms. */
  at: number
  received_at: number
}

/** One behaviour-tracking event, verified and stored (migration 020, services/report/tracking). */
export interface TrackingEventTable {
  tenant_id: number
  id: string
  user_id: number
  /** APP12 (the portal shell) or APP13 (a sub-app over the bridge). */
  app_code: string
  /** 'shell' or the sub-app's manifest name. */
  app: string
  /** 'pageView' | 'menuClick' | 'custom'. */
  type: string
  page: string
  name: string
  /** JSON object, at most 1 KB. */
  props: string
  version: string
  nonce: string
  /** The signed date of the event (browser clock), epoch ms. */
  at: number
  received_at: number
}

/** The server secret tracking keys derive from (one row, id 1; created on first use). */
export interface TrackingSecretTable {
  id: number
  secret: string
  created_at: number
}

/** A user's 'Do not track me' choice in a tenant (1 on, 0 off); no row: the browser's setting decides. */
export interface TrackingPreferenceTable {
  tenant_id: number
  user_id: number
  do_not_track: number
  updated_at: number
}

/** A user's subscription to a report (migration 095): its parameters and schedule in the tenant's time zone. */
export interface ReportSubscriptionTable {
  tenant_id: number
  id: string
  user_id: number
  report_code: string
  /** The checked parameters as JSON; a month may be 'current' or 'previous'. */
  params: string
  /** 'daily', 'weekly' or 'monthly'. */
  frequency: string
  /** Weekly: 1 (Monday) to 7 (Sunday); else 0. */
  weekday: number
  /** Monthly: 1 to 28; else 0. */
  month_day: number
  hour: number
  paused: number
  /** When it runs next; a scheduler that takes the run moves it to the one after. */
  next_run_at: number
  created_at: number
}

/** One scheduled run of a subscription: sent (its mail queued in the outbox) or failed, and whether its user read it. */
export interface ReportRunTable {
  tenant_id: number
  id: string
  subscription_id: string
  user_id: number
  report_code: string
  title_zh: string
  title_en: string
  params: string
  scheduled_for: number
  /** 'running', 'sent' or 'failed'. */
  state: string
  /** Why it failed, as `key|detail`. */
  reason: string
  file_name: string
  /** The table sent, as JSON ('' when it failed). */
  result: string
  created_at: number
  finished_at: number | null
  read_at: number | null
}
