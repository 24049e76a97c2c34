import Decimal from 'decimal.js'
import type { Amount } from '../types'

/** Integer fen (a bigint column: a number on SQLite, a string on PostgreSQL) as a decimal string with two places. */
export const amountOfFen = (fen: number | string | bigint | null): Amount => new Decimal(String(fen ?? 0)).div(100).toFixed(2)

/** An amount written for people: thousands separated, two places ('12,345.60'). */
export function groupedAmount(amount: Amount): string {
  const [whole, part] = new Decimal(amount).toFixed(2).split('.')
  const sign = whole.startsWith('-') ? '-' : ''
  return `${sign}${whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${part}`
}
