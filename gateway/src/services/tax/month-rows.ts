import { amountOf, moneyOf, moneyOfFen } from '../../core/money'
import type { PersonRecord } from './scoped-records'
import type { SocialParts } from './types'

const PARTS = ['pension', 'medical', 'unemployment', 'housingFund'] as const

/** The parts of records' social insurance added up; '' when one with insurance has no parts (its total goes in 其他). */
function socialDetailOf(records: PersonRecord[]): string {
  if (records.some(({ row }) => !row.social_detail && Number(row.social_fen) !== 0)) return ''
  const withParts = records.filter(({ row }) => row.social_detail)
  if (withParts.length === 0) return ''
  const sum = Object.fromEntries(
    PARTS.map((part) => [
      part,
      amountOf(
        withParts.reduce(
          (total, { row }) => total.plus(moneyOf((JSON.parse(row.social_detail) as SocialParts)[part])),
          moneyOfFen(0),
        ),
      ),
    ]),
  )
  return JSON.stringify(sum)
}

/**
 * One filing line per person and month: the runs of a month (the monthly run, off-cycle runs, corrections) are one
 * month for the tax, so their records are added up. Wage income takes in the bonuses added to the wages; a bonus taxed
 * on its own stays one (summed over the runs); the cumulative figures are those of the month's last run. Records come
 * ordered by person, month and run (scopedRecords); each person's month becomes one record.
 */
export function oneRecordPerMonth(records: PersonRecord[]): PersonRecord[] {
  const out: PersonRecord[] = []
  for (let i = 0; i < records.length; ) {
    const { person, row } = records[i]
    let j = i + 1
    while (j < records.length && records[j].row.employee_id === row.employee_id && records[j].row.month === row.month)
      j++
    const month = records.slice(i, j)
    i = j
    if (month.length === 1) {
      out.push(month[0])
      continue
    }
    const sum = (pick: (r: PersonRecord['row']) => number) =>
      month.reduce((total, { row: r }) => total + Number(pick(r)), 0)
    const separate = month.filter(({ row: r }) => r.bonus_method === 'separate')
    const last = month[month.length - 1].row
    out.push({
      person,
      row: {
        ...last,
        income_fen: sum((r) => Number(r.income_fen) + (r.bonus_method === 'combined' ? Number(r.bonus_fen) : 0)),
        social_fen: sum((r) => r.social_fen),
        special_fen: sum((r) => r.special_fen),
        bonus_fen: separate.reduce((total, { row: r }) => total + Number(r.bonus_fen), 0),
        bonus_method: separate.length ? 'separate' : null,
        bonus_tax_fen: separate.reduce((total, { row: r }) => total + Number(r.bonus_tax_fen), 0),
        tax_fen: sum((r) => r.tax_fen),
        social_detail: socialDetailOf(month),
      },
    })
  }
  return out
}
