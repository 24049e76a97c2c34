/** Times of interviews and history as the tenant's time zone reads them (the zone of the mails and notices too). */

/** `at` as a date and time in `timeZone`, with the zone's name when `named` (e.g. '2026/11/26 10:00（中国标准时间）'). */
export function timeInZone(at: number, timeZone: string, language: string, named = false): string {
  const wall = new Intl.DateTimeFormat(language, {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at)
  return named
    ? `${wall}${language === 'en' ? ` (${zoneName(timeZone, language, at)})` : `（${zoneName(timeZone, language, at)}）`}`
    : wall
}

/** The zone's name in the reader's language (e.g. 'China Standard Time'). */
export function zoneName(timeZone: string, language: string, at = Date.now()): string {
  return (
    new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'long' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  )
}

/** The zone's offset from UTC (ms) at an instant. */
function offsetAt(at: number, timeZone: string): number {
  const parts: Record<string, number> = {}
  const whole = Math.floor(at / 60_000) * 60_000
  for (const part of new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(whole)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) - whole
}

/** The instant of a wall-clock time 'YYYY-MM-DDTHH:MM' (a datetime-local input's value) in `timeZone`; NaN when not one. */
export function instantInZone(wall: string, timeZone: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(wall)
  if (!m) return Number.NaN
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]))
  return utc - offsetAt(utc - offsetAt(utc, timeZone), timeZone)
}
