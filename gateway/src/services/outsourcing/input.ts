import { outsourcingContract } from '@hr-portal/api'
import type { Lang } from '../../core/lang'
import { fenOf, parseAmount } from '../../core/money'
import type { RateUnit } from './tables'
import { outsourcingError } from './texts'

export const RATE_UNITS: readonly RateUnit[] = outsourcingContract.RATE_UNITS
export const isRateUnit = (value: unknown): value is RateUnit => RATE_UNITS.includes(value as RateUnit)

/** A name trimmed, 1 to `max` characters; throws badName. */
export function checkedName(lang: Lang, raw: string, max: number): string {
  const name = raw.trim()
  if (name.length === 0 || name.length > max) throw outsourcingError(lang, 'badName', { max })
  return name
}

/** A mainland mobile number; throws badPhone. */
export function checkedMobile(lang: Lang, raw: string): string {
  const mobile = raw.trim()
  if (!/^1\d{10}$/.test(mobile)) throw outsourcingError(lang, 'badPhone')
  return mobile
}

/** A resident ID number (15 digits, or 17 and a digit or X), upper case; throws badIdNumber. */
export function checkedIdNumber(lang: Lang, raw: string): string {
  const idNumber = raw.trim().toUpperCase()
  if (!/^(\d{15}|\d{17}[\dX])$/.test(idNumber)) throw outsourcingError(lang, 'badIdNumber')
  return idNumber
}

const isDay = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text

/** A period of days 'YYYY-MM-DD' (to may be open when `openEnd`); throws badPeriod. */
export function checkedPeriod(lang: Lang, from: string, to: string | null): { from: string; to: string | null } {
  if (!isDay(from) || (to !== null && (!isDay(to) || to < from))) throw outsourcingError(lang, 'badPeriod')
  return { from, to }
}

/** A rate as typed ('35.5'), above zero, as integer fen; throws badRate. */
export function checkedRate(lang: Lang, raw: string): number {
  const rate = parseAmount(raw)
  if (!rate || rate.lte(0)) throw outsourcingError(lang, 'badRate')
  return fenOf(rate)
}

/** A month 'YYYY-MM'; throws badMonth. */
export function checkedMonth(lang: Lang, raw: string): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(raw)) throw outsourcingError(lang, 'badMonth')
  return raw
}

/** Skills as a trimmed, comma-separated list of distinct entries (Chinese commas too), at most 500 characters. */
export function checkedSkills(raw: string): string {
  const skills = [
    ...new Set(
      raw
        .split(/[,，;；]/)
        .map((skill) => skill.trim())
        .filter(Boolean),
    ),
  ]
  return skills.join(', ').slice(0, 500)
}
