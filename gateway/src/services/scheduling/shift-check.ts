import type { Lang } from '../../core/lang'
import { minutesOf } from './days'
import { paibanError, paibanWord, type PaibanWord } from './errors'

export interface ShiftInput {
  start: string
  end: string
  breaks: { start: string; end: string }[]
  minHours: number
}

/** A span of minutes from the shift's start day's midnight; a time before the start falls on the next day. */
const onShiftDay = (time: string, start: number): number => {
  const m = minutesOf(time)
  return m < start ? m + 1440 : m
}

/** Why a shift's times do not fit together, or null: breaks inside the shift and apart, the minimum hours within its working hours. */
export function shiftProblem(shift: ShiftInput): PaibanWord | null {
  const start = minutesOf(shift.start)
  if (shift.end === shift.start) return 'endBeforeStart'
  const end = onShiftDay(shift.end, start + 1)
  const breaks = shift.breaks
    .map((b) => [onShiftDay(b.start, start), onShiftDay(b.end, start + 1)] as const)
    .sort((a, b) => a[0] - b[0])
  for (const [from, to] of breaks) if (from < start || to > end || to <= from) return 'breakOutside'
  for (let i = 1; i < breaks.length; i++) if (breaks[i][0] < breaks[i - 1][1]) return 'breaksOverlap'
  const working = end - start - breaks.reduce((sum, [from, to]) => sum + to - from, 0)
  if (shift.minHours * 60 > working) return 'minHoursTooMany'
  return null
}

export function checkShift(shift: ShiftInput, lang: Lang): void {
  const problem = shiftProblem(shift)
  if (problem) throw paibanError(lang, 'badShift', { reason: paibanWord(lang, problem) })
}
