import type { ColumnType } from 'kysely'

// Row types of the vacation service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; flags are 0/1 integers (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    leave_type: LeaveTypeTable
    leave_balance: LeaveBalanceTable
    leave_request: LeaveRequestTable
    patch_card: PatchCardTable
    leave_supplement: LeaveSupplementTable
    overtime_request: OvertimeRequestTable
    leave_credit: LeaveCreditTable
    leave_setting: LeaveSettingTable
    leave_ledger: LeaveLedgerTable
    leave_rollover: LeaveRolloverTable
    leave_rollover_run: LeaveRolloverRunTable
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
  /** 'day' (half days) or 'hour' (one day, from a time to a time; migration 056). */
  unit: string
  /** How many days before today a request may start at most; null: no limit (migration 093, 30 for a new type). */
  backdate_days: ColumnType<number | null, number | null | undefined, number | null>
  /** Who may take it (migration 095): the employee's gender code (1 men, 2 women; null everyone), and months of service at least. */
  gender: ColumnType<number | null, number | null | undefined, number | null>
  min_service_months: ColumnType<number, number | undefined, number>
  /** Who last saved it in the Leave types page and when (migration 117; null: as seeded or migrated). */
  updated_by: ColumnType<number | null, number | null | undefined, number | null>
  updated_at: ColumnType<number | null, number | null | undefined, number | null>
  /** Its policy (migration 128, entitlement/policy.ts): how many days a year, accrual, proration, carry-over, counting. */
  entitlement: ColumnType<string, string | undefined, string>
  entitlement_days: ColumnType<number, number | undefined, number>
  entitlement_table: ColumnType<string | null, string | null | undefined, string | null>
  accrual: ColumnType<string, string | undefined, string>
  prorate: ColumnType<number, number | undefined, number>
  carry_days: ColumnType<number, number | undefined, number>
  carry_expiry: ColumnType<string | null, string | null | undefined, string | null>
  count_days: ColumnType<string, string | undefined, string>
  allow_negative: ColumnType<number, number | undefined, number>
  /** Days neither taken nor carried at a year's end: 'expire' or 'pay' (migration 134). */
  year_end: ColumnType<string, string | undefined, string>
  contract_types: ColumnType<string | null, string | null | undefined, string | null>
}

/** One change of a balance (migration 128): its amount in hundredths of the type's unit, unique by its key in the year. */
export interface LeaveLedgerTable {
  tenant_id: number
  id: string
  user_id: number
  type_code: string
  year: number
  kind: string
  amount: number
  entry_key: string
  reason: string
  by_user: number | null
  created_at: number
}

/** The day the yearly rollover last finished for a tenant (migration 128). */
export interface LeaveRolloverTable {
  tenant_id: number
  day: string
  finished_at: number
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
  /** An hourly type's HH:MM times on its one day, its hours, and the time off in lieu credits it used (migration 056). */
  start_time: string | null
  end_time: string | null
  hours: number
  credits: string | null
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

/** Overtime asked before or after working it; approved through the workflow (bizType 'overtime', migration 057). */
export interface OvertimeRequestTable {
  tenant_id: number
  id: string
  user_id: number
  day: string
  start_time: string
  end_time: string
  hours: number
  timing: string
  reason: string
  status: string
  day_kind: string | null
  credited_hours: number
  instance_id: string | null
  created_at: number
  /** The class of the day worked, fixed when approved: 'workday', 'restDay' or 'statutory' (migration 129). */
  pay_class: string | null
  /** The class of the next day, for the part of an overtime after midnight (null: it ends on its own day). */
  next_pay_class: string | null
  /** 'timeOff': time off in lieu instead of pay (the request's choice, or the policy's when approved); 'pay'; null: not said. */
  compensation: string | null
}

/** Hours of time off in lieu an approved overtime on a rest day or holiday earned, until they expire (migration 057). */
export interface LeaveCreditTable {
  tenant_id: number
  id: string
  user_id: number
  overtime_id: string
  earned_hours: number
  earned_on: string
  expires_on: string
  used_hours: number
  created_at: number
}

/** A tenant's leave settings: months a time off in lieu credit lasts (migration 057; none: 6). */
export interface LeaveSettingTable {
  tenant_id: number
  toil_months: number
  /** Rest-day overtime: 'employee' (time off where the request asks for it, else pay), 'timeOff' or 'pay' (migration 129). */
  rest_overtime: string
  updated_by: number
  updated_at: number
}

/** A day's rollover of a tenant that changed balances (migration 161): its time and its ledger entries by kind. */
export interface LeaveRolloverRunTable {
  tenant_id: number
  day: string
  started_at: number
  finished_at: number
  entries: number
  granted: number
  carried: number
  expired: number
  paid_out: number
}
