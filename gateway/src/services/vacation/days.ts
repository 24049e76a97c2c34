/** A leave's span: from the morning or afternoon (`half`) of its first day to the morning or afternoon of its last. */
export interface Span { startDate: string; startHalf: 'am' | 'pm'; endDate: string; endHalf: 'am' | 'pm' }

const DAY = 86_400_000

/** The date of YYYY-MM-DD as UTC midnight, or null when it is not a real date. */
export function parseDate(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return new Date(time).toISOString().slice(0, 10) === text ? time : null
}

export const formatDate = (time: number): string => new Date(time).toISOString().slice(0, 10)

/** Working days (Monday to Friday) the span covers, in half days; null when it ends before it starts. */
export function workingDays(span: Span): number | null {
  const start = parseDate(span.startDate)
  const end = parseDate(span.endDate)
  if (start === null || end === null || end < start) return null
  if (start === end && span.startHalf === 'pm' && span.endHalf === 'am') return null
  let days = 0
  for (let day = start; day <= end; day += DAY) {
    const weekday = new Date(day).getUTCDay()
    if (weekday === 0 || weekday === 6) continue
    let part = 1
    if (day === start && span.startHalf === 'pm') part -= 0.5
    if (day === end && span.endHalf === 'am') part -= 0.5
    days += part
  }
  return days
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
