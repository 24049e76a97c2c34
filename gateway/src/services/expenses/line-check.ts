import Decimal from 'decimal.js'
import type { Lang } from '../../core/lang'
import { fenOf } from '../../core/money'
import type { ExpenseCategoryTable } from './tables'
import { chinaDay } from './policy-run'
import { expenseError } from './texts'

/** A line as sent: amount as typed, date YYYY-MM-DD. */
export interface LineInput {
  id?: string
  date: string
  categoryCode: string
  amount: string
  description?: string
  project?: string
}

const NO_SUCH_DAY = { zh: '日期不存在', en: 'the date does not exist' }
const MONEY = /^\d{1,12}(\.\d+)?$/

/** An amount in fen: above 0 with at most two decimals, else refused (badAmount). */
export function amountFen(lang: Lang, amount: string): number {
  if (!MONEY.test(amount)) throw expenseError(lang, 'badAmount')
  const value = new Decimal(amount)
  if (value.lte(0) || value.decimalPlaces() > 2) throw expenseError(lang, 'badAmount')
  return fenOf(value)
}

/** True when the day exists on the calendar (2026-02-30 does not). */
const isDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day)

/**
 * Checks each line before the policy does: an enabled category of the tenant (unknownCategory), an amount above 0
 * with at most two decimals (badAmount), a real date not after today in China (futureDate). Answers the amounts in fen.
 */
export function checkLines(
  lang: Lang,
  lines: readonly LineInput[],
  categories: readonly ExpenseCategoryTable[],
  now: number,
): number[] {
  const today = chinaDay(now)
  return lines.map((line, index) => {
    const category = categories.find((c) => c.code === line.categoryCode)
    if (category?.enabled !== 1) throw expenseError(lang, 'unknownCategory', { code: line.categoryCode })
    const fen = amountFen(lang, line.amount)
    if (!isDay(line.date)) throw expenseError(lang, 'policyRefused', { line: index + 1, reason: NO_SUCH_DAY[lang] })
    if (line.date > today) throw expenseError(lang, 'futureDate', { line: index + 1, date: line.date })
    return fen
  })
}
