/**
 * What a date field holds, in the value forms of the browser's own inputs: `date` 2026-03-08,
 * `month` 2026-03, `time` 09:30, `datetime` 2026-03-08T09:30 (as `datetime-local`).
 */
export type DateKind = 'date' | 'month' | 'time' | 'datetime'

const pad = (n: number) => String(n).padStart(2, '0')

function isDay(year: number, month: number, day: number): boolean {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

// A date as people type it: 2026-03-08, 2026/3/8, 2026.3.8, 2026年3月8日 or 20260308.
const DAY = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$|^(\d{4})(\d{2})(\d{2})$/
const MONTH = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*月?$|^(\d{4})(\d{2})$/
// A time: 09:30, 9:30, 9.30, 0930 or 9点30(分).
const TIME = /^(\d{1,2})\s*[:：.点]\s*(\d{2})\s*分?$|^(\d{2})(\d{2})$/

function day(text: string): string | null {
  const m = DAY.exec(text)
  if (!m) return null
  const [year, month, date] = (m[1] ? [m[1], m[2], m[3]] : [m[4], m[5], m[6]]).map(Number) as [number, number, number]
  return isDay(year, month, date) ? `${year}-${pad(month)}-${pad(date)}` : null
}

function month(text: string): string | null {
  const m = MONTH.exec(text)
  if (!m) return null
  const [year, mon] = (m[1] ? [m[1], m[2]] : [m[3], m[4]]).map(Number) as [number, number]
  return isDay(year, mon, 1) ? `${year}-${pad(mon)}` : null
}

function time(text: string): string | null {
  const m = TIME.exec(text)
  if (!m) return null
  const [hour, minute] = (m[1] ? [m[1], m[2]] : [m[3], m[4]]).map(Number) as [number, number]
  return hour <= 23 && minute <= 59 ? `${pad(hour)}:${pad(minute)}` : null
}

/**
 * The value of what a person typed: '' for nothing, null for text that is no valid value of the
 * kind (a day that does not exist, 25:00, half a date).
 */
export function parseDateText(kind: DateKind, text: string): string | null {
  const typed = text.trim()
  if (!typed) return ''
  if (kind === 'date') return day(typed)
  if (kind === 'month') return month(typed)
  if (kind === 'time') return time(typed)
  // A date and a time, apart by a space or a T (the form `datetime-local` gives).
  const split = /^(.+?)(?:\s*T\s*|\s+)(\S+)$/i.exec(typed)
  if (!split) return null
  const d = day(split[1]!)
  const t = time(split[2]!)
  return d && t ? `${d}T${t}` : null
}

/** The text a field shows for a value: the value itself, a datetime's T as a space; '' for a value of another form. */
export function showDateValue(kind: DateKind, value: string): string {
  const canonical = parseDateText(kind, value)
  if (!canonical) return ''
  return kind === 'datetime' ? canonical.replace('T', ' ') : canonical
}
