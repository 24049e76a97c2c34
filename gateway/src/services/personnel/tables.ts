import type { Generated } from 'kysely'

export type { EmployeeProfileTable } from '../people'

// Row types of the ums service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; flags are 0/1 integers (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    zhilei: ZhileiTable
    zhiwei: ZhiweiTable
    gangwei: GangweiTable
    zhiwei_organ: ZhiweiOrganTable
    org_audit: OrgAuditTable
    platform_account: PlatformAccountTable
  }
}

export interface ZhileiTable {
  id: number
  tenant_id: number
  name: string
}

export interface ZhiweiTable {
  id: number
  tenant_id: number
  zhilei_id: number
  name: string
}

export interface GangweiTable {
  id: number
  tenant_id: number
  organ_id: number
  zhiwei_id: number
  name: string
  headcount: Generated<number>
}

/** The organisation units a post is bound to (none = any unit; migration 029). */
export interface ZhiweiOrganTable {
  tenant_id: number
  zhiwei_id: number
  organ_id: number
}

/** One organisation write (unit, category, post, position): who, when, what (migration 029). */
export interface OrgAuditTable {
  tenant_id: number
  id: string
  user_id: number
  action: string
  ref_id: number
  detail: string
  at: number
}

/** The messaging-platform user a portal account is, per platform (migration 069, platform-accounts.ts). */
export interface PlatformAccountTable {
  tenant_id: number
  platform: string
  platform_user_id: string
  user_id: number
  linked_at: number
}
