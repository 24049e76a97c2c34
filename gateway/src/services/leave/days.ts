import type { Span } from '../scheduling'

export type { Span }

const DAY = 86_400_000

/** Dates held before the memo starts again empty (a few years of days). */
const MEMO_SIZE = 4096
// YYYY-MM-DD text → its UTC midnight (null: not a real date): a month's patch window asks for the same days at every read.
const parsed = new Map<string, number | null>()

/** The date of YYYY-MM-DD as UTC midnight, or null when it is not a real date. */
export function parseDate(text: string): number | null {
  const held = parsed.get(text)
  if (held !== undefined) return held
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  if (parsed.size >= MEMO_SIZE) parsed.clear()
  const value = new Date(time).toISOString().slice(0, 10) === text ? time : null
  parsed.set(text, value)
  return value
}

// A day number (days since 1970-01-01) → its YYYY-MM-DD text.
const formatted = new Map<number, string>()

export function formatDate(time: number): string {
  const day = time / DAY
  if (!Number.isInteger(day)) return new Date(time).toISOString().slice(0, 10)
  const held = formatted.get(day)
  if (held !== undefined) return held
  if (formatted.size >= MEMO_SIZE) formatted.clear()
  const text = new Date(time).toISOString().slice(0, 10)
  formatted.set(day, text)
  return text
}

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
