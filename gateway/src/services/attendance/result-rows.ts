import type { JudgedDay } from './compute'
import type { DayJudgement, DayStatus } from './judge/types'
import type { DayResultTable } from './tables'

/** A day's result as the pages read it (times epoch ms). */
export type DayResult = Omit<DayJudgement, 'day'> & { day: string }

/** A judged day as its stored row. */
export const toRow = (tenantId: number, employeeId: number, day: DayJudgement, now: number): DayResultTable => ({
  tenant_id: tenantId,
  employee_id: employeeId,
  day: day.day,
  status: day.status,
  late_minutes: day.lateMinutes,
  early_minutes: day.earlyMinutes,
  missing: day.missing,
  leave_type: day.leaveType,
  leave_part: day.leavePart,
  leave_minutes: day.leaveMinutes,
  worked_minutes: day.workedMinutes,
  overtime_minutes: day.overtimeMinutes,
  first_in: day.firstIn,
  last_out: day.lastOut,
  computed_at: now,
})

/** A judged day's result, without its plan. */
export const resultOf = (day: JudgedDay): DayResult => ({
  day: day.day,
  status: day.status,
  lateMinutes: day.lateMinutes,
  earlyMinutes: day.earlyMinutes,
  missing: day.missing,
  leaveType: day.leaveType,
  leavePart: day.leavePart,
  leaveMinutes: day.leaveMinutes,
  workedMinutes: day.workedMinutes,
  overtimeMinutes: day.overtimeMinutes,
  firstIn: day.firstIn,
  lastOut: day.lastOut,
  open: day.open,
})

/** A stored row as the day's result (a stored day is closed). */
export const fromRow = (row: DayResultTable): DayResult => ({
  day: row.day,
  status: row.status as DayStatus,
  lateMinutes: Number(row.late_minutes),
  earlyMinutes: Number(row.early_minutes),
  missing: row.missing as DayResult['missing'],
  leaveType: row.leave_type,
  leavePart: row.leave_part as DayResult['leavePart'],
  leaveMinutes: Number(row.leave_minutes),
  workedMinutes: Number(row.worked_minutes),
  overtimeMinutes: Number(row.overtime_minutes),
  firstIn: row.first_in === null ? null : Number(row.first_in),
  lastOut: row.last_out === null ? null : Number(row.last_out),
  open: false,
})
