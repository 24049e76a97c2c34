import type { Db } from '../../core/db/types'
import { MONTHLY_KINDS, specialByKind, totalOf } from './deductions'
import { ZERO, moneyOf, amountOf, fenOf } from '../../core/money'
import { employmentOf, systemFirstMonth } from './employment'
import { chunks, declarationsOf, recordsOf } from './store'
import type { EtaxWithholdingTable } from './tables'
import type { MonthTax } from './types'
import { openingsOf } from './opening'
import { monthAfter, monthParts } from './withhold'
import { yearSoFar } from './year-so-far'

const INSERT_ROWS = 400

/**
 * Records a locked run's withholding (replacing every record of the same run); later runs of the month and later months
 * build on it. This run's own income and social insurance are what the year-to-date figures add to the earlier records
 * (the year's months before and the month's other runs); the special deductions
 * are stored by kind as declared now (the filing lists them by kind).
 */
export async function recordMonth(
  db: Db,
  tenantId: number,
  runId: number,
  taxes: MonthTax[],
  now = Date.now(),
): Promise<void> {
  const rows: EtaxWithholdingTable[] = []
  const byMonth = new Map<string, MonthTax[]>()
  for (const tax of taxes) byMonth.set(tax.month, [...(byMonth.get(tax.month) ?? []), tax])
  for (const [month, list] of byMonth) {
    const { year, month: m } = monthParts(month)
    const ids = list.map((t) => t.employeeId)
    const [records, declarations, employment, systemFirst, openings] = await Promise.all([
      recordsOf(db, tenantId, `${year}-01`, monthAfter(month), ids, runId),
      declarationsOf(db, tenantId, year, ids),
      employmentOf(db, tenantId, year, ids),
      systemFirstMonth(db, tenantId, year, month, runId),
      openingsOf(db, tenantId, year, m, ids),
    ])
    for (const tax of list) {
      const mine = declarations.get(tax.employeeId) ?? []
      const earlier = records.get(tax.employeeId) ?? []
      const opening = openings.get(tax.employeeId)
      const soFar = yearSoFar(earlier, mine, m, employment.get(tax.employeeId)!, systemFirst, opening)
      // The month's special deductions are filed once, with its first recorded run.
      const monthRecorded = earlier.some((record) => record.month === month)
      const bonus = tax.bonus ? moneyOf(tax.bonus.amount) : ZERO
      const combined = tax.bonus?.method === 'combined'
      const income = moneyOf(tax.ytdIncome)
        .minus(soFar.earlierIncome)
        .minus(combined ? bonus : ZERO)
      const social = moneyOf(tax.ytdSocial).minus(soFar.earlierSocial)
      const detail = Object.fromEntries(MONTHLY_KINDS.map((kind) => [kind, amountOf(soFar.special[kind])]))
      rows.push({
        tenant_id: tenantId,
        run_id: runId,
        employee_id: tax.employeeId,
        month,
        income_fen: fenOf(income),
        social_fen: fenOf(social),
        special_fen: monthRecorded ? 0 : fenOf(totalOf(specialByKind(mine, m, m))),
        bonus_fen: fenOf(bonus),
        bonus_method: tax.bonus?.method ?? null,
        bonus_tax_fen: tax.bonus ? fenOf(moneyOf(tax.bonus.tax)) : 0,
        ytd_income_fen: fenOf(moneyOf(tax.ytdIncome)),
        ytd_basic_fen: fenOf(moneyOf(tax.ytdBasic)),
        ytd_social_fen: fenOf(moneyOf(tax.ytdSocial)),
        ytd_special_fen: fenOf(moneyOf(tax.ytdSpecial)),
        ytd_taxable_fen: fenOf(moneyOf(tax.ytdTaxable)),
        rate: tax.rate,
        quick_deduction_fen: fenOf(moneyOf(tax.quickDeduction)),
        ytd_tax_fen: fenOf(moneyOf(tax.ytdTax)),
        withheld_before_fen: fenOf(moneyOf(tax.withheldBefore)),
        tax_fen: fenOf(moneyOf(tax.tax)),
        special_detail: JSON.stringify(detail),
        social_detail: tax.socialParts ? JSON.stringify(tax.socialParts) : '',
        bonus_separate_in: tax.bonus?.separateIn ?? '',
        recorded_at: now,
      })
    }
  }
  const write = async (trx: Db) => {
    await trx.deleteFrom('etax_withholding').where('tenant_id', '=', tenantId).where('run_id', '=', runId).execute()
    for (const part of chunks(rows, INSERT_ROWS)) await trx.insertInto('etax_withholding').values(part).execute()
  }
  // Inside the caller's transaction when it locks the run in one; else in one of its own.
  if (db.isTransaction) await write(db)
  else await db.transaction().execute(write)
}
