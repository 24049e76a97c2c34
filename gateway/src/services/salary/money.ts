import Decimal from 'decimal.js'

/**
 * Exact money arithmetic: decimal.js with 64 significant digits (formulas never round on the way), rounded to the fen
 * (2 places, half up) once per salary item. Never a binary float.
 */
export const Money = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_UP })
export type Money = Decimal

export const ZERO = new Money(0)

/** A value rounded to the fen. */
export const toFen = (value: Decimal): Decimal => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP)

/** Integer fen of a value (rounded to the fen first), for the bigint columns. */
export const fenOf = (value: Decimal): number => toFen(value).times(100).toNumber()

/** A decimal string of integer fen: 123456 → '1234.56'. */
export const amountOfFen = (fen: number | string | bigint): string => new Money(String(fen)).dividedBy(100).toFixed(2)

/** A decimal string with two places ('1234.50'). */
export const amountOf = (value: Decimal): string => toFen(value).toFixed(2)

/** A money amount as users type it: digits, an optional minus, at most two decimals. */
export const AMOUNT_PATTERN = '^-?\\d{1,12}(\\.\\d{1,2})?$'
const amountRe = new RegExp(AMOUNT_PATTERN)

/** The amount of a text as typed, or null when it is not one (more than two decimals, letters, empty). */
export function parseAmount(text: string): Decimal | null {
  const trimmed = text.trim().replace(/,/g, '')
  return amountRe.test(trimmed) ? new Money(trimmed) : null
}
