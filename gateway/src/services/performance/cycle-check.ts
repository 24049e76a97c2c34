import type { Lang } from '../../core/lang'
import { perfError } from './errors'

export interface CycleInput {
  id?: number
  name: string
  kind: 'annual' | 'quarterly'
  period: string
  startDate: string
  goalsDue: string
  selfDue: string
  managerDue: string
  calibrationDue: string
  endDate: string
  targetTop: number
  targetMiddle: number
  targetBottom: number
}

/** Refuses a cycle whose period does not fit its kind, whose phase dates are out of order or whose target is not 100 in all. */
export function checkCycle(input: CycleInput, lang: Lang): void {
  if ((input.kind === 'annual') !== /^\d{4}$/.test(input.period)) throw perfError(lang, 'badPeriod')
  const dates = [input.startDate, input.goalsDue, input.selfDue, input.managerDue, input.calibrationDue, input.endDate]
  if (dates.some((date, index) => index > 0 && date < dates[index - 1])) throw perfError(lang, 'badDates')
  if (input.targetTop + input.targetMiddle + input.targetBottom !== 100) throw perfError(lang, 'badTarget')
}
