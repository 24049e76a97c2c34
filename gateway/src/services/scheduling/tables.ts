// Row types of the scheduling service's tables, added to the gateway's Database by declaration merging.
// Days are 'YYYY-MM-DD' text, times 'HH:MM'; instants are epoch milliseconds in bigint columns.

declare module '../../core/db/types' {
  interface Database {
    shift: ShiftTable
    shift_roster: ShiftRosterTable
    shift_override: ShiftOverrideTable
    shift_roster_published: ShiftRosterPublishedTable
    work_calendar: WorkCalendarTable
    calendar_day: CalendarDayTable
    att_group: AttGroupTable
    att_group_member: AttGroupMemberTable
    att_group_place: AttGroupPlaceTable
    shift_swap: ShiftSwapTable
    attendance_lock: AttendanceLockTable
  }
}

/** A shift type of a tenant (migration 031 of vacation, rule columns from 052). end <= start: it ends the next day. */
export interface ShiftTable {
  tenant_id: number
  id: number
  name_zh: string
  name_en: string
  start_time: string
  end_time: string
  sort: number
  /** JSON array of unpaid breaks `[{ "start": "12:00", "end": "13:00" }]`. */
  breaks: string
  flex_minutes: number
  late_grace_minutes: number
  early_grace_minutes: number
  absent_after_minutes: number
  min_hours: number
}

/** An employee's shift of a day; shift_id null: a rest day. Read for groups in roster mode. */
export interface ShiftRosterTable {
  tenant_id: number
  employee_id: number
  day: string
  shift_id: number | null
}

/** A fixed-pattern group member's day that an approved swap changed (migration 077); shift_id null: rest. */
export interface ShiftOverrideTable {
  tenant_id: number
  employee_id: number
  day: string
  shift_id: number | null
  swap_id: string
}

/** A person's month roster published to them (migration 159): later changes of their shifts that month tell them. */
export interface ShiftRosterPublishedTable {
  tenant_id: number
  employee_id: number
  month: string
  published_at: number
  published_by: number
}

/** A work calendar (a site, a country): its time zone and whether it is the tenant's default. */
export interface WorkCalendarTable {
  tenant_id: number
  id: number
  name_zh: string
  name_en: string
  time_zone: string
  is_default: number
}

/** A day of a calendar that differs from the week: a public holiday, or a make-up working day ('workday'). */
export interface CalendarDayTable {
  tenant_id: number
  calendar_id: number
  day: string
  kind: string
  name_zh: string
  name_en: string
  /**
   * On a holiday: 1 a statutory holiday (法定节假日), 0 a bridged rest day of the holiday period; null (not said):
   * statutory when it is one of its year's statutory days (statutoryOfRow; migration 129).
   */
  statutory: number | null
}

/** An attendance group: its calendar and how its days are planned ('fixed': the week pattern; 'roster'). */
export interface AttGroupTable {
  tenant_id: number
  id: number
  name: string
  calendar_id: number
  mode: string
  /** JSON array of 7 shift ids, Monday first; 0: rest. */
  week: string
  /** Offering overtime from punches (migration 130): 1 on; rest days and holidays, beyond the shift by more than N minutes, the minimum. */
  offer_overtime?: number
  offer_rest_days?: number
  offer_after_shift?: number
  offer_after_minutes?: number
  offer_min_minutes?: number
}

/** A member of a group: a department (with its sub-departments) or one person; exactly one of the two is set. */
export interface AttGroupMemberTable {
  tenant_id: number
  group_id: number
  organ_id: number | null
  employee_id: number | null
}

/** A place where members of a group may clock in: within radius_m metres of (lat, lng). */
export interface AttGroupPlaceTable {
  tenant_id: number
  group_id: number
  id: number
  name: string
  lat: number
  lng: number
  radius_m: number
}

/** A swap of two roster days between two people, approved through the workflow (bizType 'shiftSwap'). */
export interface ShiftSwapTable {
  tenant_id: number
  id: string
  /** The account that asks, and their staff record and day. */
  user_id: number
  employee_id: number
  day: string
  /** The colleague (account and staff record) and their day. */
  other_user_id: number
  other_employee_id: number
  other_day: string
  reason: string
  status: 'pending' | 'approved' | 'rejected' | 'cancelled'
  instance_id: string | null
  created_at: number
}

/** A locked month ('YYYY-MM'): its results are frozen and its roster, leave and patch cards are closed. */
export interface AttendanceLockTable {
  tenant_id: number
  month: string
  locked_by: number
  locked_at: number
}
