// Row types of the attendance service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; flags are 0/1 integers (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    punch: PunchTable
    day_result: DayResultTable
    month_summary: MonthSummaryTable
    overtime_offer: OvertimeOfferTable
  }
}

/** One clock-in or imported punch of an employee (migration 054); its day and time are read in the person's calendar time zone. */
export interface PunchTable {
  tenant_id: number
  id: string
  employee_id: number
  at: number
  day: string
  time: string
  /** 'web' (the clock-in page) or 'import' (a door-access or device export). */
  source: string
  device: string | null
  lat: number | null
  lng: number | null
  accuracy_m: number | null
  /** The nearest clock-in place and the distance to it, metres; null when the person has no place or gave no location. */
  place_id: number | null
  distance_m: number | null
  /** 1: inside a place's radius or no place to check; 0: out of range or no location (then a reason is given, flagged for the manager). */
  in_range: number
  reason: string | null
  created_at: number
}

/** The judged result of one employee's day (migration 055); recomputed when something of the day changes. */
export interface DayResultTable {
  tenant_id: number
  employee_id: number
  day: string
  status: string
  late_minutes: number
  early_minutes: number
  missing: string | null
  leave_type: string | null
  leave_part: string | null
  leave_minutes: number
  worked_minutes: number
  overtime_minutes: number
  first_in: number | null
  last_out: number | null
  computed_at: number
}

/** The frozen monthly summary of a locked month, per employee (migration 055); payroll reads these. */
export interface MonthSummaryTable {
  tenant_id: number
  month: string
  employee_id: number
  days_due: number
  days_worked: number
  late_count: number
  late_minutes: number
  early_count: number
  early_minutes: number
  absent_days: number
  missing_punches: number
  /** JSON: leave days by leave type code, e.g. {"annual":1.5}. */
  leave_days: string
  overtime_hours: number
  locked_at: number
}

/** Overtime offered from punches (migration 130): one per person, day and kind. */
export interface OvertimeOfferTable {
  tenant_id: number
  employee_id: number
  day: string
  /** 'rest', 'holiday' or 'afterShift'. */
  kind: string
  start_time: string
  end_time: string
  minutes: number
  /** 'open' or 'dismissed'. */
  status: string
  created_at: number
}
