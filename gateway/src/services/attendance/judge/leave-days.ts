import type { DayLeave } from './types'

/** A leave span (vacation's: from the morning or afternoon of its first day to the morning or afternoon of its last). */
export interface LeaveSpan {
  typeCode: string
  startDate: string
  startHalf: 'am' | 'pm'
  endDate: string
  endHalf: 'am' | 'pm'
  fromTime?: string
  toTime?: string
}

/**
 * The part of a day a leave span covers: the whole day, its morning or its afternoon, hours from–to when the span
 * names times on one day; null when the day is outside the span.
 */
export function leaveOnDay(span: LeaveSpan, day: string): DayLeave | null {
  if (day < span.startDate || day > span.endDate) return null
  if (span.fromTime && span.toTime && span.startDate === span.endDate)
    return { typeCode: span.typeCode, part: 'hours', from: span.fromTime, to: span.toTime }
  const morning = day > span.startDate || span.startHalf === 'am'
  const afternoon = day < span.endDate || span.endHalf === 'pm'
  if (morning && afternoon) return { typeCode: span.typeCode, part: 'day' }
  if (morning) return { typeCode: span.typeCode, part: 'am' }
  if (afternoon) return { typeCode: span.typeCode, part: 'pm' }
  return null
}
