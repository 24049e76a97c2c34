import Decimal from 'decimal.js'

/** Exact decimal arithmetic for money (decimal.js): 40 significant digits, half-up rounding; never binary floats. */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP })
export type Money = InstanceType<typeof Money>

export const ZERO = new Money(0)

/** Rounds to the fen (2 places, half up). */
export const fen2 = (value: Money): Money => value.toDecimalPlaces(2, Money.ROUND_HALF_UP)

/** A decimal string with two places, '1234.50'. */
export const text2 = (value: Money): string => fen2(value).toFixed(2)

/** A decimal string from JSON or a caller ('1234.5', '0'); throws on anything else (a programmer's mistake). */
export function money(value: string): Money {
  if (!/^-?\d{1,13}(\.\d{1,2})?$/.test(value)) throw new Error(`not an amount: ${value}`)
  return new Money(value)
}

/** Integer fen of a stored column as money. */
export const fromFen = (fen: number | string): Money => new Money(fen).dividedBy(100)

/** Money as integer fen for a bigint column. */
export const toFen = (value: Money): number => fen2(value).times(100).toNumber()

export const maxOf = (a: Money, b: Money): Money => (a.greaterThan(b) ? a : b)
