// The row type of blackout periods (migration 131), added to the gateway's Database by declaration merging.

declare module '../../../core/db/types' {
  interface Database {
    leave_blackout: LeaveBlackoutTable
  }
}

/** Days (inclusive) during which HR closes leave types for departments; JSON lists, null: every type / company-wide. */
export interface LeaveBlackoutTable {
  tenant_id: number
  id: string
  start_date: string
  end_date: string
  reason: string
  type_codes: string | null
  organ_ids: string | null
  updated_by: number
  updated_at: number
}
