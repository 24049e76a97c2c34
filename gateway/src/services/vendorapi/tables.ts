// Row types of the vendor backend API's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    vendor_api_token: VendorApiTokenTable
    vendor_api_approval: VendorApiApprovalTable
    vendor_app_credential: VendorAppCredentialTable
  }
}

/** An API token a vendor backend got for a user's app token: stored hashed, 10 minutes, the scopes consented then. */
export interface VendorApiTokenTable {
  tenant_id: number
  /** SHA-256 of the token, hex. */
  token_hash: string
  app_code: string
  user_id: number
  /** The user's pseudonym for this app and tenant (what the app knows; written to the audit). */
  pseudonym: string
  /** JSON array of the data scopes consented at the exchange. */
  scopes: string
  expires_at: number
  created_at: number
}

/** A portal approval an app started, by the app's own reference (a second start answers the same approval). */
export interface VendorApiApprovalTable {
  tenant_id: number
  app_code: string
  reference: string
  /** The workflow instance (wf_instance.id). */
  approval_id: string
  user_id: number
  created_at: number
  /** The workflow instance's business record id (the approval centre opens `appRequest.view` by it). */
  biz_id: string | null
  /** As the app sent them (null: started before migration 046). */
  title: string | null
  /** A decimal string as the app sent it, never rounded; null without an amount. */
  amount: string | null
  /** The app's names when it started the approval (null: started before migration 046). */
  app_title_zh: string | null
  app_title_en: string | null
}

/** An installation's background credential: its client id, and its secret stored only as a hash. */
export interface VendorAppCredentialTable {
  /** `cid_` and 16 random bytes: names the tenant and app (unique across tenants). */
  client_id: string
  tenant_id: number
  app_code: string
  /** The installation it was issued for (app_install.id): a reinstall of the app never takes an old credential. */
  install_id: number
  /** SHA-256 of the secret, hex (the secret is 32 random bytes: no guess is worth a slow hash). */
  secret_hash: string
  created_by: number
  created_at: number
  rotated_at: number | null
}
