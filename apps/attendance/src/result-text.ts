import type { DayResult, Mark } from './kaoqin-api'

type T = (key: string, vars?: Record<string, unknown>) => string

/** A day's result in words: the status, then its minutes, the missing punch or the leave. */
export function resultText(
  t: T,
  day: Pick<DayResult, 'status' | 'lateMinutes' | 'earlyMinutes' | 'missing' | 'leavePart'> | Mark,
  leaveName?: string,
): string {
  const parts = [t(`att.status.${day.status}`)]
  if (day.lateMinutes > 0) parts.push(t('att.lateBy', { minutes: day.lateMinutes }))
  if (day.earlyMinutes > 0) parts.push(t('att.earlyBy', { minutes: day.earlyMinutes }))
  if (day.status === 'missing_punch' && day.missing) parts.push(t(`att.missing.${day.missing}`))
  if (day.leavePart && leaveName) parts.push(`${leaveName} ${t(`att.part.${day.leavePart}`)}`)
  return parts.join(' · ')
}
