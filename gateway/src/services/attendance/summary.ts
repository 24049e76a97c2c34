import type { DayResult } from './results'

/** One person's month, summed from the day results. Leave by type: days (whole and half days) and hours (hourly leave). */
export interface MonthSummary {
  employeeId: number
  daysDue: number
  daysWorked: number
  lateCount: number
  lateMinutes: number
  earlyCount: number
  earlyMinutes: number
  absentDays: number
  missingPunches: number
  leave: Record<string, { days: number; hours: number }>
  overtimeHours: number
}

const WORKED = new Set(['normal', 'late', 'early', 'late_early', 'leave'])
const round = (value: number, step: number) => Math.round(value / step) * step

/**
 * Sums a month: days due are the planned work days while employed (days before the entry date or after the leave
 * date count nothing); a half-day leave counts half a day of leave and half a day due
 * to work, so a day fully on leave counts no day worked; open days (not over yet) count as due only.
 */
export function summarize(employeeId: number, days: DayResult[]): MonthSummary {
  const summary: MonthSummary = {
    employeeId,
    daysDue: 0,
    daysWorked: 0,
    lateCount: 0,
    lateMinutes: 0,
    earlyCount: 0,
    earlyMinutes: 0,
    absentDays: 0,
    missingPunches: 0,
    leave: {},
    overtimeHours: 0,
  }
  let overtimeMinutes = 0
  for (const day of days) {
    if (day.status === 'not_employed') continue
    overtimeMinutes += day.overtimeMinutes
    if (day.status === 'rest' || day.status === 'holiday') continue
    summary.daysDue += 1
    const leaveShare = day.leavePart === 'day' ? 1 : day.leavePart === 'am' || day.leavePart === 'pm' ? 0.5 : 0
    if (day.leaveType && day.leavePart) {
      const leave = (summary.leave[day.leaveType] ??= { days: 0, hours: 0 })
      leave.days += leaveShare
      leave.hours = round(leave.hours + day.leaveMinutes / 60, 0.01)
    }
    if (WORKED.has(day.status)) summary.daysWorked += 1 - leaveShare
    if (day.status === 'absent') summary.absentDays += 1 - leaveShare
    if (day.status === 'missing_punch') summary.missingPunches += 1
    if (day.lateMinutes > 0) {
      summary.lateCount += 1
      summary.lateMinutes += day.lateMinutes
    }
    if (day.earlyMinutes > 0) {
      summary.earlyCount += 1
      summary.earlyMinutes += day.earlyMinutes
    }
  }
  summary.overtimeHours = round(overtimeMinutes / 60, 0.1)
  return summary
}
