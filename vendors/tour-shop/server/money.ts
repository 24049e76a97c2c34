import Decimal from 'decimal.js'

/** Yuan amounts as text: digits, at most two decimals, below 10 million. */
export const MONEY_PATTERN = '^(0|[1-9]\\d{0,6})(\\.\\d{1,2})?$'
const money = new RegExp(MONEY_PATTERN)

export const isMoney = (text: string): boolean => money.test(text)

/** The canonical text of an amount: two decimals (`1599` → `1599.00`). */
export const formatMoney = (value: Decimal.Value): string => new Decimal(value).toFixed(2)

/** price × travellers, exactly. */
export const timesCount = (price: string, count: number): string => formatMoney(new Decimal(price).times(count))

/** The sum of amounts, exactly. */
export const sumMoney = (amounts: string[]): string =>
  formatMoney(amounts.reduce((sum, a) => sum.plus(a), new Decimal(0)))

/** a − b, exactly. */
export const minusMoney = (a: string, b: string): string => formatMoney(new Decimal(a).minus(b))

/** Whether `amount` is more than `available`. */
export const exceeds = (amount: string, available: string): boolean => new Decimal(amount).greaterThan(available)
