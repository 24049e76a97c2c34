import type { Generated } from 'kysely'

// Row types of the ums service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; flags are 0/1 integers (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    zhilei: ZhileiTable
    zhiwei: ZhiweiTable
    gangwei: GangweiTable
    zhiwei_organ: ZhiweiOrganTable
    org_audit: OrgAuditTable
    employee_profile: EmployeeProfileTable
    platform_account: PlatformAccountTable
  }
}

export interface ZhileiTable { id: number; tenant_id: number; name: string }

export interface ZhiweiTable { id: number; tenant_id: number; zhilei_id: number; name: string }

export interface GangweiTable { id: number; tenant_id: number; organ_id: number; zhiwei_id: number; name: string; headcount: Generated<number> }

/** The organisation units a post is bound to (none = any unit; migration 029). */
export interface ZhiweiOrganTable { tenant_id: number; zhiwei_id: number; organ_id: number }

/** One organisation write (unit, category, post, position): who, when, what (migration 029). */
export interface OrgAuditTable { tenant_id: number; id: string; user_id: number; action: string; ref_id: number; detail: string; at: number }

/** The employee record beyond the directory columns (migration 028, services/ums/records). Dates: epoch ms, UTC midnight. */
export interface EmployeeProfileTable {
  tenant_id: number
  employee_id: number
  id_number: string
  birth_date: number | null
  address: string
  salary_grade: string
  contract_start: number | null
  contract_end: number | null
  emergency_name: string
  emergency_relation: string
  emergency_phone: string
  leave_reason: string
  /** Codes of the tenant's dictionary values (services/masterdata; migration 091), '' when not given. */
  nationality: string
  education: string
  marital_status: string
  political_status: string
  contract_type: string
  updated_by: number | null
  updated_at: number
}

/** The messaging-platform user a portal account is, per platform (migration 069, platform-accounts.ts). */
export interface PlatformAccountTable { tenant_id: number; platform: string; platform_user_id: string; user_id: number; linked_at: number }
