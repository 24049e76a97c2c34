// Row types of the dirsync service's tables (migrations 070, 119, 123, 142), added to the gateway's Database by declaration merging.

declare module '../../core/db/types' {
  interface Database {
    dirsync_connector: DirsyncConnectorTable
    dirsync_unit_link: DirsyncUnitLinkTable
    dirsync_member_link: DirsyncMemberLinkTable
    dirsync_run: DirsyncRunTable
    dirsync_record: DirsyncRecordTable
    dirsync_replay: DirsyncReplayTable
    dirsync_audit: DirsyncAuditTable
    dirsync_suite_ticket: DirsyncSuiteTicketTable
    dirsync_wecom_auth: DirsyncWecomAuthTable
    dirsync_removal_limit: DirsyncRemovalLimitTable
  }
}

export interface DirsyncConnectorTable {
  tenant_id: number
  platform: string
  corp_id: string
  app_key: string
  app_secret: string
  agent_id: string
  callback_token: string
  callback_key: string
  api_url: string
  field_rules: string
  catchup_minutes: number
  updated_by: number
  lang: string
  updated_at: number
  last_catchup_at: number
  lease_holder: string
  lease_until: number
  /** 'secret': gettoken with the app secret; 'suite': get_corp_token with the permanent code (migration 119). */
  auth_mode: string
  /** The custom attributes the entry date and the date work began are read from (migration 142). */
  entry_date_attr: string
  work_start_attr: string
}

export interface DirsyncUnitLinkTable {
  tenant_id: number
  platform: string
  department_id: string
  organ_id: number
}
export interface DirsyncMemberLinkTable {
  tenant_id: number
  platform: string
  member_id: string
  employee_id: number
}

export interface DirsyncRunTable {
  tenant_id: number
  id: string
  platform: string
  trigger: string
  dry_run: number
  user_id: number | null
  started_at: number
  finished_at: number | null
  /** 'running' | 'done' | 'failed' | 'confirm' (waiting for an administrator) | 'cancelled' */
  status: string
  counts: string
  error: string
  /** JSON DirectoryChange[] of a callback or retry run (read again when it is confirmed); '' for a full sync. */
  changes: string
  /** The connector lease a full sync holds ('' for the others). */
  lease_holder: string
  /** When the process running it last showed it is alive (a running run silent for long was interrupted). */
  alive_at: number
}

export interface DirsyncRecordTable {
  tenant_id: number
  run_id: string
  seq: number
  kind: string
  platform_id: string
  name: string
  action: string
  result: string
  changes: string
  reason: string
  retried: number
}

export interface DirsyncReplayTable {
  tenant_id: number
  replay_key: string
  expires_at: number
}

/** `count`: how many events the row stands for (refused callbacks are counted per tenant, platform and minute). */
export interface DirsyncAuditTable {
  tenant_id: number
  id: string
  user_id: number | null
  action: string
  platform: string
  detail: string
  at: number
  count: number
}

export interface DirsyncRemovalLimitTable {
  tenant_id: number
  min_people: number
  min_percent: number
  updated_by: number
  updated_at: number
}

export interface DirsyncSuiteTicketTable {
  suite_id: string
  ticket: string
  received_at: number
}

export interface DirsyncWecomAuthTable {
  tenant_id: number
  suite_id: string
  status: string
  nonce: string
  expires_at: number
  corp_id: string
  corp_name: string
  agent_id: string
  agent_name: string
  auth_user_id: string
  auth_user_name: string
  permanent_code: string
  error: string
  started_by: number | null
  updated_at: number
  /** The hash of the key in the binding cookie of the browser that asked for the pending link (migration 123). */
  browser_hash: string
}
