import { Money } from '../../core/money'

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/
const RATE = /^\d(\.\d{1,6})?$/

/** Integer fen of an amount in yuan ('5975.5' → 597550), or null when it is not a plain non-negative amount. */
export function fenOf(amount: string): number | null {
  const text = amount.trim()
  if (!AMOUNT.test(text)) return null
  const [yuan, fraction = ''] = text.split('.')
  return Number(yuan) * 100 + Number(fraction.padEnd(2, '0'))
}

/** A rate normalised ('0.080' → '0.08'), or null unless it is a decimal from 0 to 1 with at most six places. */
export function rateOf(rate: string): string | null {
  const text = rate.trim()
  if (!RATE.test(text)) return null
  const value = new Money(text)
  return value.gt(1) ? null : value.toString()
}
