import type Decimal from 'decimal.js'
import type { Db } from '../../../core/db/types'
import { Money, ZERO, moneyOf, moneyOfFen } from '../../../core/money'
import type { BonusMethod } from '../../tax'
import type { SalaryLineTable } from '../tables'
import type { LineDetail } from '../types'
import type { MonthTax } from './providers'

const CHUNK = 900

/** What a person was paid so far for a corrected run: its line plus those of its earlier corrections. */
export interface PaidSoFar {
  employeeId: number
  organId: number
  costCentre: string
  /** The inputs the figures were last calculated from. */
  inputs: Record<string, string>
  gross: Decimal
  deductions: Decimal
  social: Decimal
  employer: Decimal
  /** Each item's amount summed, in the order first seen. */
  items: LineDetail['items']
  /** The original line's social insurance (what a reversal negates). */
  insurance: LineDetail['insurance']
  tax: {
    income: Decimal
    social: Decimal
    bonus: Decimal
    bonusMethod: BonusMethod | null
    wage: Decimal
    bonusTax: Decimal
  }
  /** A labour payee's remuneration paid and withheld so far (labour-pay.ts); null for wages. */
  labour: { income: Decimal; tax: Decimal } | null
}

/** Each person's pay so far in `runIds` (the corrected run first, then its corrections in order), for the people given. */
export async function paidSoFar(
  db: Db,
  tenantId: number,
  runIds: number[],
  ids: number[],
): Promise<Map<number, PaidSoFar>> {
  const rows: SalaryLineTable[] = []
  for (let i = 0; i < ids.length; i += CHUNK)
    rows.push(
      ...(await db
        .selectFrom('salary_line')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('run_id', 'in', runIds)
        .where('employee_id', 'in', ids.slice(i, i + CHUNK))
        .execute()),
    )
  rows.sort((a, b) => runIds.indexOf(a.run_id) - runIds.indexOf(b.run_id))
  const paid = new Map<number, PaidSoFar>()
  for (const row of rows) {
    const detail = JSON.parse(row.detail) as Partial<LineDetail>
    const tax = row.tax_record ? (JSON.parse(row.tax_record) as MonthTax) : null
    let sofar = paid.get(row.employee_id)
    if (!sofar) {
      sofar = {
        employeeId: row.employee_id,
        organId: row.organ_id,
        costCentre: row.cost_centre,
        inputs: {},
        gross: ZERO,
        deductions: ZERO,
        social: ZERO,
        employer: ZERO,
        items: [],
        insurance: detail.insurance ?? [],
        tax: { income: ZERO, social: ZERO, bonus: ZERO, bonusMethod: null, wage: ZERO, bonusTax: ZERO },
        labour: null,
      }
      paid.set(row.employee_id, sofar)
    }
    sofar.inputs = JSON.parse(row.inputs) as Record<string, string>
    sofar.gross = sofar.gross.plus(moneyOfFen(row.gross_fen))
    sofar.deductions = sofar.deductions.plus(moneyOfFen(row.deduction_fen))
    sofar.social = sofar.social.plus(moneyOfFen(row.social_fen))
    sofar.employer = sofar.employer.plus(moneyOfFen(row.employer_fen))
    for (const item of detail.items ?? []) {
      const held = sofar.items.find((one) => one.code === item.code)
      if (held) held.amount = new Money(held.amount).plus(item.amount).toFixed(2)
      else sofar.items.push({ ...item })
    }
    const t = sofar.tax
    t.income = t.income.plus(detail.tax?.income ?? 0)
    t.social = t.social.plus(moneyOfFen(row.social_fen))
    if (tax?.bonus) {
      t.bonus = t.bonus.plus(moneyOf(tax.bonus.amount))
      t.bonusMethod = tax.bonus.method
      t.bonusTax = t.bonusTax.plus(moneyOf(tax.bonus.tax))
    }
    t.wage = t.wage.plus(tax ? moneyOf(tax.tax) : ZERO)
    const labour = detail.tax?.labour
    if (labour)
      sofar.labour = {
        income: (sofar.labour?.income ?? ZERO).plus(labour.income),
        tax: (sofar.labour?.tax ?? ZERO).plus(labour.tax),
      }
  }
  return paid
}
