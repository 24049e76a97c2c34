// Row types of the ops service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; flags are 0/1 integers (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    platform_operator: PlatformOperatorTable
    brand: BrandTable
    operations_notice: OperationsNoticeTable
    operations_notice_read: OperationsNoticeReadTable
    csp_report: CspReportTable
  }
}

/** One kind of content-security-policy violation browsers reported (migration 037), counted. */
export interface CspReportTable {
  /** sha256 of directive, blocked and document. */
  id: string
  directive: string
  /** The blocked URL's origin, or a browser's keyword for it ('inline', 'eval', 'data' …). */
  blocked: string
  /** The document's origin and path. */
  document: string
  /** 'enforce' or 'report'. */
  disposition: string
  count: number
  first_seen: number
  last_seen: number
}

/** A brand by system code (§1, §3 system info); the default brand's values are empty. */
export interface BrandTable {
  sys_code: string
  id: number
  tenant_id: number | null
  sys_name: string
  logo_url: string
  link_url: string
  theme_id: string
  segments: string
  system_type: number
  hidden_apps: string
}

/** A version notice of the operations platform (§7 operations version notice and click). */
export interface OperationsNoticeTable {
  id: string
  version: string
  title: string
  content: string
  publish_at: number
  /** The brand's system code, or null for every brand. */
  sys_code: string | null
  created_by: number
  created_at: number
}

/** An account that clicked "Got it" on a version notice. */
export interface OperationsNoticeReadTable {
  notice_id: string
  user_id: number
  read_at: number
}

/** A platform operator: may sign in to any tenant by super login (an e-mail code). */
export interface PlatformOperatorTable {
  user_id: number
  created_at: number
}
