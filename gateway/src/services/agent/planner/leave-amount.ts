import type { Lang } from '../errors'

/**
 * An amount of leave in its type's unit, in the reader's language: days ('3 days', '3 天') or, for a type kept in hours
 * such as time off in lieu, hours ('4.5 hours', '4.5 小时').
 */
export function leaveAmount(value: number, unit: string, lang: Lang): string {
  if (unit === 'hour') return lang === 'en' ? `${value} ${value === 1 ? 'hour' : 'hours'}` : `${value} 小时`
  return lang === 'en' ? `${value} ${value === 1 ? 'day' : 'days'}` : `${value} 天`
}
