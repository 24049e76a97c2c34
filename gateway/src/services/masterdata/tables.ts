// Row types of the master data service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; flags are 0/1 integers (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    dict_category: DictCategoryTable
    dict_item: DictItemTable
    dict_audit: DictAuditTable
    quick_query_field: QuickQueryFieldTable
  }
}

/** A dictionary of a tenant (migration 089): a system one the record uses (nationality, education …) or one an administrator added. */
export interface DictCategoryTable {
  tenant_id: number
  code: string
  name_zh: string
  name_en: string
  /** 1: shipped with the product and read by the record, its form or the import; its code never changes. */
  system: number
  sort: number
  created_at: number
}

/** One value of a dictionary: records store its code; a disabled value stays on records but is not offered for new input. */
export interface DictItemTable {
  tenant_id: number
  category: string
  code: string
  name_zh: string
  name_en: string
  sort: number
  enabled: number
  updated_by: number | null
  updated_at: number
}

/** One change of a tenant's dictionaries: who, when, what. */
export interface DictAuditTable {
  tenant_id: number
  id: string
  user_id: number
  action: string
  detail: string
  at: number
}

/**
 * One quick filter a tenant offers above a list (migration 116): the list (its biz type: 7 the staff list, 8 the
 * recruitment candidates), the field's key and its place. A list without rows offers none.
 */
export interface QuickQueryFieldTable {
  tenant_id: number
  biz_type_id: number
  field_key: string
  sort: number
  updated_by: number
  updated_at: number
}
