import type { Generated } from 'kysely'

// Row types of the joyhr service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; flags are 0/1 integers (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    bridge_audit: BridgeAuditTable
    bridge_audit_channel: BridgeAuditChannelTable
    query_condition_item: QueryConditionItemTable
    tour_completion: TourCompletionTable
    company_setting: CompanySettingTable
    role_field_permission: RoleFieldPermissionTable
    role_data_range: RoleDataRangeTable
    self_scheme: SelfSchemeTable
    batch_modify_log: BatchModifyLogTable
    staff_role: StaffRoleTable
  }
}

/** The tenant's staff role, given to a staff account when no role is chosen (149-staff-role). */
export interface StaffRoleTable {
  tenant_id: number
  role_id: number
}

/** One shell page's signed audit channel (039-audit-channels): its HMAC key and the last batch number accepted. */
export interface BridgeAuditChannelTable {
  tenant_id: number
  id: string
  session_hash: string
  user_id: number
  key: string
  last_seq: number
  bound_by: 'cookie' | 'first'
  created_at: number
}

export interface BridgeAuditTable {
  id: string
  user_id: number
  tenant_id: number
  app: string
  origin: string
  method: string
  capability: string
  decision: string
  reason: string
  arg_bytes: number
  latency_ms: number
  at: number
  received_at: number
  /** Calls the row stands for: 1, or more for a flood or a summary. */
  count: Generated<number>
}

export interface QueryConditionItemTable {
  biz_type_id: number
  tenant_id: number
  channel: number
  item_key: string
  value: string
}

/** A tour one user finished (or closed) in one tenant (migration 019). */
export interface TourCompletionTable {
  tenant_id: number
  user_id: number
  tour_id: string
  outcome: string
  completed_at: number
}

/** One tenant's company settings (migration 019); watermark 1 = on. */
export interface CompanySettingTable {
  tenant_id: number
  watermark: number
  updated_by: number
  updated_at: number
}

/** What a role may do with one field of a business type: 'hidden', 'read' or 'edit' (services/access/field-permissions.ts). */
export interface RoleFieldPermissionTable {
  tenant_id: number
  role_id: number
  biz_type_id: number
  field_key: string
  access: string
}

/** Which staff a role sees: 'all', 'department', 'team' or 'self' (services/access/data-range.ts). */
export interface RoleDataRangeTable {
  tenant_id: number
  role_id: number
  data_range: string
}

/** A saved staff list query scheme of one user (migration 030). */
export interface SelfSchemeTable {
  tenant_id: number
  id: string
  user_id: number
  name: string
  conditions: string
  is_default: number
  created_at: number
  /** The list it belongs to (§3 functionId; the column's default is 7, the staff list; migration 113). */
  function_id: Generated<number>
}

/** One staff list batch modification (migration 030). */
export interface BatchModifyLogTable {
  tenant_id: number
  id: string
  user_id: number
  field: string
  value: string
  changed_ids: string
  skipped: number
  created_at: number
}
