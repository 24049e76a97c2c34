/** Documents count as expiring when they end within this many days. */
export const EXPIRING_DAYS = 30

/** Today's calendar date (YYYY-MM-DD) in `timeZone` at `now`. */
export function today(now: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** `date` (YYYY-MM-DD) moved by `days`. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`)
  moved.setUTCDate(moved.getUTCDate() + days)
  return moved.toISOString().slice(0, 10)
}

/** Whether `text` is a real calendar date written YYYY-MM-DD. */
export function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const parsed = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text
}

/** A document's state on `day`: expired before it, expiring within EXPIRING_DAYS, else valid. */
export function expiryState(expiresOn: string, day: string): 'expired' | 'expiring' | 'valid' {
  if (expiresOn < day) return 'expired'
  return expiresOn <= addDays(day, EXPIRING_DAYS) ? 'expiring' : 'valid'
}
