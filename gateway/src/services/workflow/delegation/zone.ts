import type { Db } from '../../../core/db/types'
import { hookOf, wiringOf } from '../../../core/service'

/** The zone an absence's dates are read in when no service says the tenant's (the product's default calendar). */
export const FALLBACK_TIME_ZONE = 'Asia/Shanghai'

/**
 * How the tenant's time zone is read, handed by scheduling in its `handlers` (its default work calendar's zone): the
 * workflow sits below scheduling and does not import it.
 */
export const TENANT_TIME_ZONE = hookOf<(db: Db, tenantId: number) => Promise<string | null>>('workflow.tenantTimeZone')

export async function tenantTimeZone(db: Db, tenantId: number): Promise<string> {
  return (await wiringOf(db).one(TENANT_TIME_ZONE)?.(db, tenantId)) ?? FALLBACK_TIME_ZONE
}

const formats = new Map<string, Intl.DateTimeFormat>()

/** The zone's offset from UTC (ms) at an instant. */
function offsetAt(epoch: number, timeZone: string): number {
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
  const whole = Math.floor(epoch / 60_000) * 60_000
  const parts: Record<string, number> = {}
  for (const part of format.formatToParts(whole)) if (part.type !== 'literal') parts[part.type] = Number(part.value)
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) - whole
}

/** The instant of a wall-clock time 'YYYY-MM-DDTHH:MM' in the zone. */
export function instantOfWall(wall: string, timeZone: string): number {
  const utc = Date.UTC(
    Number(wall.slice(0, 4)),
    Number(wall.slice(5, 7)) - 1,
    Number(wall.slice(8, 10)),
    Number(wall.slice(11, 13)),
    Number(wall.slice(14, 16)),
  )
  const guess = utc - offsetAt(utc, timeZone)
  return utc - offsetAt(guess, timeZone)
}

/** The wall-clock time 'YYYY-MM-DDTHH:MM' of an instant in the zone. */
export function wallOfInstant(epoch: number, timeZone: string): string {
  return new Date(epoch + offsetAt(epoch, timeZone)).toISOString().slice(0, 16)
}

/** A date 'YYYY-MM-DD' or date-time 'YYYY-MM-DDTHH:MM' as given; a date alone starts at midnight, or ends at the next one. */
export function boundOf(value: string, end: boolean, timeZone: string): number {
  if (value.length > 10) return instantOfWall(value, timeZone)
  const start = instantOfWall(`${value}T00:00`, timeZone)
  if (!end) return start
  const next = new Date(
    Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)) + 1),
  )
    .toISOString()
    .slice(0, 10)
  return instantOfWall(`${next}T00:00`, timeZone)
}
