import type { JudgePlan, JudgeShift } from './types'
import { instantOf, minutesOf } from './zone'

/** A shift's punch window opens this many minutes before its start and closes this many after its end. */
export const WINDOW_BEFORE = 4 * 60
export const WINDOW_AFTER = 6 * 60

/** A day's shift as instants (epoch ms); a shift whose end is not after its start ends the next day. */
export interface ShiftTimes {
  start: number
  end: number
  breaks: [number, number][]
  /** Wall-clock minutes of the start, after which a time of the shift's day is read on the next day when the shift crosses midnight. */
  startMinutes: number
  crossesMidnight: boolean
}

// Each plan's shift instants and punch window, made once per plan: plans are shared by the reads of a month (the
// scheduling service holds them until a calendar, group or shift changes) and neither they nor these are ever changed.
const heldTimes = new WeakMap<JudgePlan, ShiftTimes>()
const heldWindows = new WeakMap<JudgePlan, { from: number; to: number }>()

export function shiftTimes(plan: JudgePlan, shift: JudgeShift): ShiftTimes {
  if (shift !== plan.shift) return timesOf(plan, shift)
  let times = heldTimes.get(plan)
  if (!times) heldTimes.set(plan, (times = timesOf(plan, shift)))
  return times
}

function timesOf(plan: JudgePlan, shift: JudgeShift): ShiftTimes {
  const start = minutesOf(shift.start)
  let end = minutesOf(shift.end)
  const crossesMidnight = end <= start
  if (crossesMidnight) end += 1440
  const at = (minutes: number) => instantOf(plan.day, minutes, plan.timeZone)
  const breaks = shift.breaks.map((b): [number, number] => {
    let from = minutesOf(b.start)
    if (from < start) from += 1440
    let to = minutesOf(b.end)
    if (to < from) to += 1440
    return [at(from), at(to)]
  })
  return { start: at(start), end: at(end), breaks, startMinutes: start, crossesMidnight }
}

/**
 * The instant of a wall-clock time written against a day (a patch card, an hourly leave): on a shift across midnight,
 * a time more than the window's lead before the start is the next morning's.
 */
export function timeOnShiftDay(plan: JudgePlan, times: ShiftTimes | null, time: string): number {
  let minutes = minutesOf(time)
  if (times?.crossesMidnight && minutes < times.startMinutes - WINDOW_BEFORE) minutes += 1440
  return instantOf(plan.day, minutes, plan.timeZone)
}

/**
 * The punches that belong to a day lie in [from, to): around its shift on a work day (a shift across midnight
 * belongs to the day it starts), the calendar day otherwise.
 */
export function punchWindow(plan: JudgePlan): { from: number; to: number } {
  let window = heldWindows.get(plan)
  if (!window) heldWindows.set(plan, (window = windowOf(plan)))
  return window
}

function windowOf(plan: JudgePlan): { from: number; to: number } {
  if (plan.kind === 'work' && plan.shift) {
    const times = shiftTimes(plan, plan.shift)
    return { from: times.start - WINDOW_BEFORE * 60_000, to: times.end + WINDOW_AFTER * 60_000 }
  }
  return { from: instantOf(plan.day, 0, plan.timeZone), to: instantOf(plan.day, 1440, plan.timeZone) }
}
