// Wall-clock time in a calendar's IANA time zone, never the server's. Offsets are cached per quarter hour, so judging
// a month of 10,000 people asks Intl only a few thousand times.

const MINUTE = 60_000
const QUARTER = 15 * MINUTE
const formats = new Map<string, Intl.DateTimeFormat>()
const offsets = new Map<string, Map<number, number>>()

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
    formats.set(timeZone, format)
  }
  return format
}

/** The zone's offset from UTC (ms) at an instant. */
export function offsetAt(epoch: number, timeZone: string): number {
  let cache = offsets.get(timeZone)
  if (!cache) offsets.set(timeZone, (cache = new Map()))
  const bucket = Math.floor(epoch / QUARTER)
  const cached = cache.get(bucket)
  if (cached !== undefined) return cached
  const parts: Record<string, number> = {}
  for (const part of formatOf(timeZone).formatToParts(bucket * QUARTER))
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute)
  const offset = wall - bucket * QUARTER
  cache.set(bucket, offset)
  return offset
}

/** The instant of a wall-clock time: a day 'YYYY-MM-DD' and minutes after its midnight (may pass 1440: the next day). */
export function instantOf(day: string, minutes: number, timeZone: string): number {
  const wall = dayNumberOf(day) * 86_400_000 + minutes * MINUTE
  const guess = wall - offsetAt(wall, timeZone)
  return wall - offsetAt(guess, timeZone)
}

/** 'HH:MM' of each minute of a day. */
const CLOCK = Array.from(
  { length: 1440 },
  (_, minute) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
)
/** The instants whose ISO text has a four-digit year (0000–9999; others are written '+YYYYYY-…'). */
const FOUR_DIGIT_YEARS = { from: -62_167_219_200_000, to: 253_402_300_800_000 }
const plainIso = (at: number) => Number.isInteger(at) && at >= FOUR_DIGIT_YEARS.from && at < FOUR_DIGIT_YEARS.to

/** The wall-clock day 'YYYY-MM-DD' and time 'HH:MM' of an instant. */
export function wallOf(epoch: number, timeZone: string): { day: string; time: string } {
  const wall = epoch + offsetAt(epoch, timeZone)
  // A whole millisecond within Date's range: the day's held text and the minute's, as toISOString would write them.
  if (plainIso(wall)) {
    const number = Math.floor(wall / 86_400_000)
    return { day: dayTextOf(number), time: CLOCK[Math.floor((wall - number * 86_400_000) / MINUTE)]! }
  }
  const iso = new Date(wall).toISOString()
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) }
}

/** 'YYYY-MM-DD' of the UTC day of an instant (ms since 1970), as `new Date(at).toISOString()` begins. */
export function utcDayOf(at: number): string {
  if (plainIso(at)) return dayTextOf(Math.floor(at / 86_400_000))
  return new Date(at).toISOString().slice(0, 10)
}

/** Minutes after midnight of 'HH:MM'. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** Days held in each memo of addDays before it starts again empty. */
const MEMO_SIZE = 4096
// 'YYYY-MM-DD' → its day number (days since 1970-01-01), and back: a month's judgement steps over the same days often.
const dayNumbers = new Map<string, number>()
const dayTexts = new Map<number, string>()

/** Days since 1970-01-01 of 'YYYY-MM-DD' (a day that is not real, '2030-02-30', rolls on as Date.UTC rolls it). */
function dayNumberOf(day: string): number {
  const held = dayNumbers.get(day)
  if (held !== undefined) return held
  const number = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000
  // Only a day that reads back as itself is held (not '2030-02-30', not a text that is no day).
  if (Number.isInteger(number) && new Date(number * 86_400_000).toISOString().slice(0, 10) === day) {
    if (dayNumbers.size >= MEMO_SIZE) dayNumbers.clear()
    dayNumbers.set(day, number)
  }
  return number
}

/** The day after 'YYYY-MM-DD' (or before, with a negative step). */
export function addDays(day: string, step: number): string {
  return dayTextOf(dayNumberOf(day) + step)
}

/** 'YYYY-MM-DD' of a day number (days since 1970-01-01). */
function dayTextOf(number: number): string {
  const held = dayTexts.get(number)
  if (held !== undefined) return held
  const text = new Date(number * 86_400_000).toISOString().slice(0, 10)
  if (Number.isInteger(number)) {
    if (dayTexts.size >= MEMO_SIZE) dayTexts.clear()
    dayTexts.set(number, text)
  }
  return text
}
