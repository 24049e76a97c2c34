import type { personnelContract, Static } from '@hr-portal/api'
import type { Db } from '../../../core/db/types'
import { amountOf, Money, moneyOf } from '../../../core/money'
import { leaverAnnualLeave, statutoryAnnualDays, yearsOfWork } from '../../leave'
import { finalMonthOf, leavePayoutPctOf, wagesBefore } from '../../payroll'
import { isoDay, loadRecord } from '../records/record-row'
import { BASES, type LeavingBasis, owesNoticePay } from './bases'
import { cityOf } from './cities'
import { economicCompensation } from './compensation'
import { leavePay, leaverDays } from './leave-days'
import { severanceTax } from './severance-tax'
import type { LeavingCaseTable } from './tables'

export type Settlement = Static<typeof personnelContract.leavingSettlement>

/** HR's adjustments of a settlement as stored ({} when none). */
export const adjustmentsOf = (row: Pick<LeavingCaseTable, 'adjustments'>) => {
  const saved = JSON.parse(row.adjustments || '{}') as { leavePay?: string | null; compensation?: string | null }
  return { leavePay: saved.leavePay ?? null, compensation: saved.compensation ?? null }
}

/** The sign-in account of a staff member (the leave ledger's holder), the first by id; null without one. */
async function accountOf(db: Db, tenantId: number, employeeId: number): Promise<number | null> {
  const row = await db
    .selectFrom('app_user')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('employee_id', '=', employeeId)
    .orderBy('id')
    .executeTakeFirst()
  return row?.id ?? null
}

/**
 * The final settlement of a case (劳动合同法 art. 50, hr-rules-cn.md "Leaving"): the last month's salary to the last
 * day as the group's regular run prorates and pays it (shown); the untaken statutory annual leave (leave-days.ts) less
 * the days a regular run already pays, at the tenant's payout rate; the economic compensation N, or N + 1, where the
 * basis owes it, capped by the city's average monthly wage; the tax of the compensation on its own above 3 × the
 * city's average annual wage; HR's adjustments replace the leave pay or the compensation. A paid case answers what
 * was paid.
 */
export async function settlementOf(db: Db, row: LeavingCaseTable): Promise<Settlement> {
  if (row.paid_settlement) return JSON.parse(row.paid_settlement) as Settlement
  const tenantId = row.tenant_id
  const record = await loadRecord(db, tenantId, row.employee_id)
  if (!record) throw new Error(`leaving case ${row.id}: no record`)
  const entryDate = isoDay(record.employee.entry_date)!
  const workStart = isoDay(record.profile.work_start_date ?? null) ?? entryDate
  const month = row.last_day.slice(0, 7)
  const year = Number(row.last_day.slice(0, 4))
  const [final, wages, held, ratePct, city] = await Promise.all([
    finalMonthOf(db, tenantId, row.employee_id, month),
    wagesBefore(db, tenantId, row.employee_id, month),
    accountOf(db, tenantId, row.employee_id).then((userId) => leaverAnnualLeave(db, tenantId, userId, year)),
    leavePayoutPctOf(db, tenantId),
    cityOf(db, tenantId, row.city),
  ])
  const adjustments = adjustmentsOf(row)

  const yearDays = statutoryAnnualDays(yearsOfWork(workStart, row.last_day))
  const days = leaverDays({ entryDate, lastDay: row.last_day, yearDays, taken: held.taken, paidOut: held.paidOut })
  const pay = leavePay(final?.base ?? '0.00', days.untakenHundredths, ratePct)

  const basis = BASES[row.basis as LeavingBasis]
  const monthly = wages.length ? wages.map((wage) => wage.gross) : [final?.fixedPay ?? '0.00']
  const worked = economicCompensation({
    entryDate,
    lastDay: row.last_day,
    wages: monthly,
    localAverageWage: city?.monthlyWage ?? null,
    noticePay: owesNoticePay(row.basis as LeavingBasis, row.notice_given === 1),
  })
  const compensation = basis.compensation ? worked.total : '0.00'
  const paidCompensation = adjustments.compensation ?? compensation
  const paidLeave = adjustments.leavePay ?? pay.amount
  const tax = severanceTax(paidCompensation, city?.annualWage ?? '0.00')
  return {
    caseId: row.id,
    month,
    salary: final
      ? {
          groupId: final.groupId,
          groupName: final.groupName,
          fixedPay: final.fixedPay,
          employed: final.share?.employed ?? null,
          total: final.share?.total ?? null,
          salaryToLastDay: final.salaryToLastDay,
        }
      : null,
    leave: {
      daysWorked: days.daysWorked,
      yearDays,
      entitled: days.entitled,
      taken: held.taken / 100,
      paidByRun: held.paidByRun / 100,
      untaken: days.untakenHundredths / 100,
      dailyWage: pay.dailyWage,
      ratePct,
      amount: pay.amount,
    },
    compensation: {
      owed: basis.compensation,
      serviceYears: worked.service.years,
      serviceMonths: worked.service.months,
      months: worked.months,
      monthlyWage: worked.monthlyWage,
      capped: worked.capped,
      wageBasis: worked.wageBasis,
      noticePay: basis.compensation ? worked.noticePay : '0.00',
      amount: compensation,
    },
    city,
    tax: { exemptLimit: tax.exemptLimit, exempt: tax.exempt, taxable: tax.taxable, tax: tax.tax },
    adjustments,
    note: row.note,
    offCycleTotal: amountOf(moneyOf(paidLeave).plus(moneyOf(paidCompensation)).minus(moneyOf(tax.tax))),
    paid: false,
    runId: null,
  }
}

/** The amounts the off-cycle run pays (its input items), HR's adjustments applied. */
export const paidAmounts = (settlement: Settlement) => ({
  settlementLeavePay: settlement.adjustments.leavePay ?? settlement.leave.amount,
  severancePay: settlement.adjustments.compensation ?? settlement.compensation.amount,
  severanceTax: settlement.tax.tax,
})

/** Whether the settlement pays anything through an off-cycle run. */
export const paysAnything = (settlement: Settlement): boolean =>
  Object.values(paidAmounts(settlement)).some((amount) => new Money(amount).greaterThan(0))
