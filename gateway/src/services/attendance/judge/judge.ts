import type { DayInput, DayJudgement, DayLeave, JudgePlan, JudgeShift } from './types'
import { punchWindow, shiftTimes, timeOnShiftDay, type ShiftTimes } from './window'
import { minutesOf } from './zone'

const MINUTE = 60_000

/**
 * Judges one person's day from its plan, punches, approved leave, patch cards and overtime (pure; no clock but
 * `input.now`). Rest days and holidays give overtime only when it was approved and worked.
 */
export function judgeDay(input: DayInput): DayJudgement {
  const { plan } = input
  const window = punchWindow(plan)
  const times = plan.kind === 'work' && plan.shift ? shiftTimes(plan, plan.shift) : null
  const points = [
    ...input.punches.filter((at) => at >= window.from && at < window.to),
    ...input.patches.map((patch) => timeOnShiftDay(plan, times, patch.time)),
  ].sort((a, b) => a - b)
  const leave = mainLeave(input.leaves)
  const result: DayJudgement = {
    day: plan.day,
    status: 'normal',
    lateMinutes: 0,
    earlyMinutes: 0,
    missing: null,
    leaveType: leave?.typeCode ?? null,
    leavePart: leave?.part ?? null,
    leaveMinutes: hourlyMinutes(input.leaves),
    workedMinutes: 0,
    overtimeMinutes: 0,
    firstIn: points[0] ?? null,
    lastOut: points.length > 1 ? points[points.length - 1] : null,
    open: input.now !== undefined && input.now < window.to,
  }
  if (points.length > 1) result.workedMinutes = worked(points[0], points[points.length - 1], times?.breaks ?? [])

  if (plan.kind !== 'work') {
    result.status = plan.kind
    if (input.overtimeMinutes > 0 && points.length > 1)
      result.overtimeMinutes = Math.min(input.overtimeMinutes, result.workedMinutes)
    return result
  }
  if (leave?.part === 'day' || coversWholeDay(input.leaves)) return { ...result, status: 'leave', leavePart: 'day' }
  if (!plan.shift || !times) {
    // A work day with no shift to keep: present when punched at all.
    if (points.length === 0)
      return result.open ? { ...result, status: 'open' } : { ...result, status: 'absent', missing: 'both' }
    return { ...result, status: leave ? 'leave' : 'normal' }
  }
  return judgeShift(input, plan.shift, times, points, result)
}

function judgeShift(
  input: DayInput,
  shift: JudgeShift,
  times: ShiftTimes,
  points: number[],
  result: DayJudgement,
): DayJudgement {
  const expected = expectedSpan(input.plan, times, input.leaves)
  // The minimum hours, in the share of the shift's working time left to work after leave.
  const share =
    (worked(expected.start, expected.end, times.breaks) - expected.leaveMinutes) /
    Math.max(1, worked(times.start, times.end, times.breaks))
  const required = shift.minHours * 60 * Math.max(0, share)
  const flex = shift.flexMinutes * MINUTE
  const inProgress = input.now !== undefined && input.now < expected.end + flex

  if (points.length === 0)
    return inProgress ? { ...result, status: 'open' } : { ...result, status: 'absent', missing: 'both' }

  const first = points[0]
  const flexUsed = Math.min(Math.max(first - expected.start, 0), flex)
  const late = minutesPast(first, expected.start + flex, shift.lateGraceMinutes)
  if (inProgress) {
    // The shift is not over: only the arrival is judged (a later punch may still be the clock-out).
    const absent = shift.absentAfterMinutes > 0 && late > shift.absentAfterMinutes
    return { ...result, status: absent ? 'absent' : late > 0 ? 'late' : 'open', lateMinutes: late }
  }
  if (points.length === 1) {
    const missing = loneKind(input, points[0], expected) === 'in' ? 'out' : 'in'
    return {
      ...result,
      status: 'missing_punch',
      missing,
      firstIn: missing === 'in' ? null : first,
      lastOut: missing === 'in' ? first : null,
    }
  }

  const last = points[points.length - 1]
  const end = expected.end + flexUsed
  const early = minutesPast(end, last, shift.earlyGraceMinutes)
  const extra = (Math.max(0, expected.start - first) + Math.max(0, last - end)) / MINUTE
  const overtimeMinutes = Math.min(input.overtimeMinutes, Math.floor(extra))
  const tooLate = shift.absentAfterMinutes > 0 && (late > shift.absentAfterMinutes || early > shift.absentAfterMinutes)
  const tooShort = required > 0 && result.workedMinutes < required
  const status =
    tooLate || tooShort
      ? 'absent'
      : late > 0 && early > 0
        ? 'late_early'
        : late > 0
          ? 'late'
          : early > 0
            ? 'early'
            : result.leaveType
              ? 'leave'
              : 'normal'
  return { ...result, status, lateMinutes: late, earlyMinutes: early, overtimeMinutes }
}

/** Whole minutes `at` is past `limit`, or 0 when within the grace minutes. */
function minutesPast(at: number, limit: number, graceMinutes: number): number {
  const minutes = Math.floor((at - limit) / MINUTE)
  return minutes > graceMinutes ? minutes : 0
}

/** Minutes between the first and last punch, unpaid breaks taken out. */
function worked(from: number, to: number, breaks: [number, number][]): number {
  let ms = to - from
  for (const [start, end] of breaks) ms -= Math.max(0, Math.min(end, to) - Math.max(start, from))
  return Math.floor(ms / MINUTE)
}

/** The leave named on the day's result: a whole day first, then a half day, then hours. */
function mainLeave(leaves: DayLeave[]): DayLeave | undefined {
  const rank = { day: 0, am: 1, pm: 1, hours: 2 }
  return [...leaves].sort((a, b) => rank[a.part] - rank[b.part])[0]
}

/** Minutes of the hourly leave of the day, from–to read on the same wall-clock day. */
function hourlyMinutes(leaves: DayLeave[]): number {
  let minutes = 0
  for (const leave of leaves) {
    if (leave.part !== 'hours' || !leave.from || !leave.to) continue
    let length = minutesOf(leave.to) - minutesOf(leave.from)
    if (length < 0) length += 1440
    minutes += length
  }
  return minutes
}

const coversWholeDay = (leaves: DayLeave[]) =>
  leaves.some((l) => l.part === 'am') && leaves.some((l) => l.part === 'pm')

/**
 * The span the person is expected at work: the shift, its start moved to the end of the (first) break by a morning
 * leave, its end moved to the break's start by an afternoon leave (the middle of the shift when it has no break);
 * hourly leave at either edge moves that edge; hourly leave inside the span is counted (leaveMinutes).
 */
function expectedSpan(plan: JudgePlan, times: ShiftTimes, leaves: DayLeave[]) {
  const middle = times.start + Math.round((times.end - times.start) / 2 / MINUTE) * MINUTE
  const [breakStart, breakEnd] = times.breaks[0] ?? [middle, middle]
  let start = times.start
  let end = times.end
  let leaveMinutes = 0
  for (const leave of leaves) {
    if (leave.part === 'am') start = breakEnd
    if (leave.part === 'pm') end = breakStart
    if (leave.part !== 'hours' || !leave.from || !leave.to) continue
    const from = timeOnShiftDay(plan, times, leave.from)
    const to = timeOnShiftDay(plan, times, leave.to)
    if (from <= start && to > start) start = to
    else if (to >= end && from < end) end = from
    else leaveMinutes += Math.max(0, to - from) / MINUTE
  }
  return { start, end, leaveMinutes }
}

/** Whether a lone punch (or patch card) is the arrival: a patch card says so; a punch does by its side of the shift's middle. */
function loneKind(input: DayInput, at: number, expected: { start: number; end: number }): 'in' | 'out' {
  if (input.patches.length === 1 && input.punches.every((p) => p !== at)) return input.patches[0].kind
  return at < (expected.start + expected.end) / 2 ? 'in' : 'out'
}
