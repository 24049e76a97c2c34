import type { OfferRules } from '../scheduling'
import type { JudgedDay } from './compute'
import { shiftTimes } from './judge/window'
import { wallOf } from './judge/zone'

const MINUTE = 60_000

/** What a day's punches offer as overtime: its kind, wall-clock times in the day's time zone and length in minutes. */
export interface Offer {
  kind: 'rest' | 'holiday' | 'afterShift'
  startTime: string
  endTime: string
  minutes: number
}

/** An instant cut down to its minute. */
const minuteOf = (at: number) => Math.floor(at / MINUTE) * MINUTE

/**
 * The overtime a judged day offers under its group's rules, or null: on a rest day or holiday the time from the first
 * to the last punch; on a work day the time from the shift's end to the last punch when it is more than the group's
 * minutes. Either must last the group's minimum. A day not over yet offers nothing.
 */
export function offerOf(day: JudgedDay, rules: OfferRules): Offer | null {
  if (!rules.enabled || day.open || day.firstIn === null || day.lastOut === null) return null
  const { plan } = day
  const at = (instant: number) => wallOf(instant, plan.timeZone).time
  if (plan.kind === 'rest' || plan.kind === 'holiday') {
    if (!rules.restDays) return null
    const minutes = (minuteOf(day.lastOut) - minuteOf(day.firstIn)) / MINUTE
    if (minutes < rules.minMinutes) return null
    return { kind: plan.kind, startTime: at(day.firstIn), endTime: at(day.lastOut), minutes }
  }
  if (!rules.afterShift || !plan.shift) return null
  const end = shiftTimes(plan, plan.shift).end
  const minutes = (minuteOf(day.lastOut) - end) / MINUTE
  if (minutes <= rules.afterMinutes || minutes < rules.minMinutes) return null
  return { kind: 'afterShift', startTime: at(end), endTime: at(day.lastOut), minutes }
}
