import type { Span } from '../scheduling'

export type { Span }

const DAY = 86_400_000

/** The date of YYYY-MM-DD as UTC midnight, or null when it is not a real date. */
export function parseDate(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return new Date(time).toISOString().slice(0, 10) === text ? time : null
}

export const formatDate = (time: number): string => new Date(time).toISOString().slice(0, 10)

/** Half-day positions (2 per day) for overlap checks: [first, last] inclusive. */
export function halfRange(span: Span): [number, number] {
  const first = (parseDate(span.startDate)! / DAY) * 2 + (span.startHalf === 'pm' ? 1 : 0)
  const last = (parseDate(span.endDate)! / DAY) * 2 + (span.endHalf === 'am' ? 0 : 1)
  return [first, last]
}

export const overlaps = (a: Span, b: Span): boolean => {
  const [a1, a2] = halfRange(a)
  const [b1, b2] = halfRange(b)
  return a1 <= b2 && b1 <= a2
}
