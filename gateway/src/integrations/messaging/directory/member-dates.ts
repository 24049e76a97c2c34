/**
 * The dates of a member the platforms give in their own forms: DingTalk's hired_date (epoch milliseconds), Feishu's
 * join_time (epoch seconds), and the custom attributes an administrator names (WeCom extattr, DingTalk extension,
 * Feishu custom_attrs), typed by people as 2010-03-01, 2010/3/1, 2010.03.01 or 2010年3月1日. Anything that is not a
 * real calendar day between 1900 and 2100 reads as no date: a platform's odd value never stops a sync.
 */

/** The custom attributes holding the entry date (WeCom has no field of its own) and the date work began. */
export interface DateAttributes {
  entryDate: string
  workStartDate: string
}

export const DEFAULT_DATE_ATTRIBUTES: DateAttributes = { entryDate: '入职日期', workStartDate: '参加工作时间' }

/** The platforms are in China: an instant is the day it is in Beijing (UTC+8, no daylight saving). */
const CHINA_OFFSET_MS = 8 * 3_600_000

const isoDay = (year: number, month: number, day: number): string | null => {
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return null
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return date.toISOString().slice(0, 10)
}

/** The Beijing day of an instant in epoch milliseconds; 0 and negatives are "not set". */
export function dayOfEpochMs(ms: number): string | null {
  if (!Number.isFinite(ms) || ms <= 0) return null
  const date = new Date(ms + CHINA_OFFSET_MS)
  return isoDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
}

const TYPED = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:[ T].*)?$/
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/

/**
 * A day as 'YYYY-MM-DD' from a value a platform or a person gave, or null: a typed date, eight digits (20100301),
 * or an epoch number (13 digits: milliseconds, 9–10: seconds; `epoch` says which a bare number is when known).
 */
export function dayFrom(value: unknown, epoch: 'ms' | 's' | 'guess' = 'guess'): string | null {
  if (typeof value === 'number') return epochDay(value, epoch)
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (!text) return null
  const typed = TYPED.exec(text) ?? COMPACT.exec(text)
  if (typed) return isoDay(Number(typed[1]), Number(typed[2]), Number(typed[3]))
  if (/^\d{9,13}$/.test(text)) return epochDay(Number(text), epoch)
  return null
}

function epochDay(value: number, epoch: 'ms' | 's' | 'guess'): string | null {
  if (!Number.isFinite(value) || !Number.isInteger(value)) return null
  const seconds = epoch === 's' || (epoch === 'guess' && Math.abs(value) < 1e11)
  return dayOfEpochMs(seconds ? value * 1000 : value)
}

/** Attribute names compare trimmed and without regard to case. */
export const sameAttribute = (a: unknown, b: string): boolean =>
  typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase() && b.trim() !== ''
