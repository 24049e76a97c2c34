import type { Lang } from '../../core/lang'
import type { DayPlan } from '../scheduling'
import { kaoqinError } from './errors'
import { addDays, wallOf } from './judge/zone'
import type { DayResult } from './results'
import type { PunchTable } from './tables'

/** The first and last day of a month 'YYYY-MM'; throws badMonth. */
export function monthRange(month: string, lang: Lang): { from: string; to: string } {
  const match = /^(\d{4})-(\d{2})$/.exec(month)
  const year = Number(match?.[1])
  const index = Number(match?.[2])
  if (!match || year < 2000 || year > 2100 || index < 1 || index > 12) throw kaoqinError(lang, 'badMonth')
  const from = `${month}-01`
  return {
    from,
    to: addDays(index === 12 ? `${year + 1}-01-01` : `${year}-${String(index + 1).padStart(2, '0')}-01`, -1),
  }
}

const hhmm = (at: number | null, timeZone: string) => (at === null ? null : wallOf(at, timeZone).time)

/** A day's result for the pages: times as 'HH:MM' in the person's time zone, with the day's plan. */
export function dayView(result: DayResult, plan: DayPlan | undefined, flagged: boolean) {
  const timeZone = plan?.timeZone ?? 'UTC'
  return {
    day: result.day,
    status: result.status,
    open: result.open,
    lateMinutes: result.lateMinutes,
    earlyMinutes: result.earlyMinutes,
    missing: result.missing,
    leaveType: result.leaveType,
    leavePart: result.leavePart,
    leaveMinutes: result.leaveMinutes,
    workedMinutes: result.workedMinutes,
    overtimeMinutes: result.overtimeMinutes,
    firstIn: hhmm(result.firstIn, timeZone),
    lastOut: hhmm(result.lastOut, timeZone),
    flagged,
    kind: plan?.kind ?? null,
    holidayName: plan?.holidayName ?? null,
    makeUpName: plan?.makeUpName ?? null,
    shift: plan?.shift
      ? { nameZh: plan.shift.nameZh, nameEn: plan.shift.nameEn, start: plan.shift.start, end: plan.shift.end }
      : null,
  }
}

/** A day's mark in a table of people × days. */
export const markView = (result: DayResult, flagged: boolean) => ({
  status: result.status,
  lateMinutes: result.lateMinutes,
  earlyMinutes: result.earlyMinutes,
  missing: result.missing,
  leaveType: result.leaveType,
  leavePart: result.leavePart,
  flagged,
})

/** A punch for the pages. */
export const punchView = (row: PunchTable, placeName: string | null) => ({
  id: row.id,
  at: Number(row.at),
  day: row.day,
  time: row.time,
  source: row.source,
  device: row.device,
  inRange: row.in_range === 1,
  placeName,
  distanceM: row.distance_m === null ? null : Number(row.distance_m),
  reason: row.reason,
})
