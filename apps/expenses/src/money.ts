import Decimal from 'decimal.js'

/** Why an amount typed in yuan is refused: empty, not a number, zero or less, more than two decimals, too large. */
export type AmountProblem = 'required' | 'notNumber' | 'notPositive' | 'decimals' | 'tooLarge'

const NUMBER = /^\d+(\.\d+)?$/

/** The problem of an amount as typed (a plain decimal, no sign or grouping), or null when it is a valid amount. */
export function amountProblem(text: string): AmountProblem | null {
  const value = text.trim()
  if (!value) return 'required'
  if (!NUMBER.test(value)) return 'notNumber'
  const amount = new Decimal(value)
  if (amount.lte(0)) return 'notPositive'
  if (amount.decimalPlaces() > 2) return 'decimals'
  if (amount.gte('1000000000000')) return 'tooLarge'
  return null
}

/** The exact sum of amounts in yuan, two decimals; amounts that are not numbers count as nothing. */
export function sumOf(amounts: string[]): string {
  return amounts
    .map((a) => a.trim())
    .filter((a) => NUMBER.test(a))
    .reduce((total, a) => total.plus(a), new Decimal(0))
    .toFixed(2)
}

/** An amount for reading: yuan with the sign, two decimals and thousands grouped (¥1,234.50). */
export function yuan(amount: string): string {
  const fixed = new Decimal(amount || 0).toFixed(2)
  const [whole, cents] = fixed.split('.')
  return `¥${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`
}

/** Whether an amount is more than zero. */
export const positive = (amount: string): boolean => new Decimal(amount || 0).gt(0)
