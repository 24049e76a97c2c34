// Row types of the vacation service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; flags are 0/1 integers (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    leave_type: LeaveTypeTable
    leave_balance: LeaveBalanceTable
    leave_request: LeaveRequestTable
    patch_card: PatchCardTable
    leave_supplement: LeaveSupplementTable
  }
}

/** A kind of leave of a tenant (migration 023). */
export interface LeaveTypeTable {
  tenant_id: number
  code: string
  name_zh: string
  name_en: string
  tracked: number
  paid: number
  sort: number
}

/** Days of a leave type an account has in a year, and how many are used. */
export interface LeaveBalanceTable {
  tenant_id: number
  user_id: number
  year: number
  type_code: string
  total: number
  used: number
}

/** A leave request; its approval runs in the workflow (bizType 'leave', biz_id = id). */
export interface LeaveRequestTable {
  tenant_id: number
  id: string
  user_id: number
  type_code: string
  start_date: string
  start_half: string
  end_date: string
  end_half: string
  days: number
  reason: string
  status: string
  instance_id: string | null
  created_at: number
}

/** A missed clock-in or clock-out to correct; approved through the workflow (bizType 'patchCard'). */
export interface PatchCardTable {
  tenant_id: number
  id: string
  user_id: number
  day: string
  time: string
  kind: string
  reason: string
  status: string
  instance_id: string | null
  created_at: number
}

/** Extra days asked for an approved maternity leave, through the workflow (bizType 'maternityExtra', migration 031). */
export interface LeaveSupplementTable {
  tenant_id: number
  id: string
  request_id: string
  user_id: number
  days: number
  reason: string
  status: string
  instance_id: string | null
  created_at: number
}
