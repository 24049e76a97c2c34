import type { Lang } from '../../core/lang'
import { insuranceError } from './errors'

/** Whether `text` is a month 'YYYY-MM' from 2000 to 2100. */
export const isMonth = (text: string): boolean => /^(20\d{2}|2100)-(0[1-9]|1[0-2])$/.test(text)

/** The month, or throws badMonth. */
export function checkMonth(lang: Lang, month: string): string {
  if (!isMonth(month)) throw insuranceError(lang, 'badMonth')
  return month
}

/** The month (YYYY-MM, UTC) of an epoch-millisecond instant. */
export const monthOf = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 7)
