import Decimal from 'decimal.js'

/**
 * Exact money arithmetic for every service: decimal.js with 64 significant digits (nothing rounds on the way), half-up
 * rounding to the fen where a figure is final. Never a binary float. Tables keep integer fen (bigint columns: a number
 * on SQLite, a string on PostgreSQL); JSON carries decimal strings with two places ('1234.50').
 */
export const Money = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_UP })
export type Money = Decimal

export const ZERO = new Money(0)

/** A value rounded to the fen (2 places, half up). */
export const roundFen = (value: Decimal): Decimal => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP)

/** Integer fen of a value (rounded to the fen first), for the bigint columns. */
export const fenOf = (value: Decimal): number => roundFen(value).times(100).toNumber()

/** Money of integer fen: 123456 → 1234.56. */
export const moneyOfFen = (fen: number | string | bigint | null): Decimal => new Money(String(fen ?? 0)).dividedBy(100)

/** A decimal string of integer fen: 123456 → '1234.56'. */
export const amountOfFen = (fen: number | string | bigint | null): string => moneyOfFen(fen).toFixed(2)

/** A decimal string with two places ('1234.50'), rounded to the fen. */
export const amountOf = (value: Decimal): string => roundFen(value).toFixed(2)

/** A money amount as users type it: digits, an optional minus, at most two decimals. */
export const AMOUNT_PATTERN = '^-?\\d{1,12}(\\.\\d{1,2})?$'
const amountRe = new RegExp(AMOUNT_PATTERN)

/** The amount of a text as typed (thousands commas allowed), or null when it is not one. */
export function parseAmount(text: string): Decimal | null {
  const trimmed = text.trim().replace(/,/g, '')
  return amountRe.test(trimmed) ? new Money(trimmed) : null
}

/** An amount a program passed on (JSON of another service, a constant); throws on anything else, a programmer's mistake. */
export function moneyOf(amount: string): Decimal {
  if (!/^-?\d{1,13}(\.\d{1,2})?$/.test(amount)) throw new Error(`not an amount: ${amount}`)
  return new Money(amount)
}

/** An amount written for people: thousands separated, two places ('12,345.60'). */
export function groupedAmount(amount: string): string {
  const [whole, part] = new Money(amount).toFixed(2).split('.')
  const sign = whole.startsWith('-') ? '-' : ''
  return `${sign}${whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${part}`
}
