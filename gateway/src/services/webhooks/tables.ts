// Row types of the webhooks service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    app_webhook: AppWebhookTable
    app_webhook_delivery: AppWebhookDeliveryTable
    app_data_deletion: AppDataDeletionTable
    app_id_round: AppIdRoundTable
  }
}

/** An installation's webhook: where it is sent, what it hears, and the secret deliveries are signed with. */
export interface AppWebhookTable {
  tenant_id: number
  app_code: string
  /** The installation (app_install.id) it belongs to; a reinstall makes a new secret. */
  install_id: number
  /** The manifest's webhook address, or null when the installed version declares none. */
  url: string | null
  /** JSON array of the HR topics the manifest asks for. */
  topics: string
  /** JSON array of the data scopes consented for the version in use. */
  scopes: string
  /** `whsec_` and 32 random bytes: the HMAC key (kept after uninstall to check the deletion confirmation). */
  secret: string
  /** 1 once the tenant administrator was shown the secret (it is shown once; rotation makes a new one). */
  secret_shown: number
  created_at: number
  rotated_at: number | null
  /** 0 after uninstall: nothing more is sent but the deletion confirmation. */
  installed: number
}

/** One event for a vendor's backend, queued until its address answered 2xx or a day of retries passed. */
export interface AppWebhookDeliveryTable {
  /** The event id (`evt_…`), the same on every try: a receiver drops one it already handled. */
  id: string
  tenant_id: number
  app_code: string
  topic: string
  url: string
  /** The JSON body, as sent on every try. */
  body: string
  status: 'pending' | 'delivered' | 'failed'
  attempts: number
  next_at: number
  /** A worker holds the row until then (several gateway processes share the queue). */
  lease_until: number
  /** The HTTP status of the last try, or null (no answer). */
  last_status: number | null
  last_error: string | null
  created_at: number
  /** When the last try ended. */
  tried_at: number | null
}

/** The deletion of a tenant's data asked of a vendor at uninstall, and its confirmation. */
export interface AppDataDeletionTable {
  /** `del_…`: named in app.uninstalled and in the vendor's confirmation. */
  id: string
  tenant_id: number
  app_code: string
  install_id: number
  requested_at: number
  /** By when the vendor is asked to have deleted the data. */
  deadline_at: number
  confirmed_at: number | null
  /** 1: the administrator keeps the app's pseudonymous ids if it is installed again. */
  keep_ids: number
}

/** Which round of pseudonymous ids an app has in a tenant: a reinstall starts a new round unless the ids are kept. */
export interface AppIdRoundTable {
  tenant_id: number
  app_code: string
  round: number
}
