import type { GatewayContext } from '../../../core/context'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { Money } from '../../../core/money'
import { recordSettledPayout } from '../../leave'
import { type Actor, payFinalSettlement } from '../../payroll'
import { leavingError } from './errors'
import { paidAmounts, paysAnything, type Settlement, settlementOf } from './settlement'
import type { LeavingCaseTable } from './tables'

/**
 * Pays a case's final settlement once: a draft off-cycle run of the person's salary group for the month of the last
 * day with the leave pay, the compensation and the compensation's own tax as its inputs (HR calculates, approves and
 * publishes it in payroll); the untaken days it pays recorded as paid out in the leave service, so the month's
 * regular run does not pay them again; the settlement kept as paid. All in one transaction; a second payment, even a
 * concurrent one, is refused (411998). Refused without a group paying the person that month (411996), and where
 * compensation is owed without a city's average wage to cap and tax it (411997).
 */
export async function paySettlement(ctx: GatewayContext, row: LeavingCaseTable, actor: Actor, lang: Lang) {
  if (row.paid_at !== null) throw leavingError(lang, 'paid')
  const settlement = await settlementOf(ctx.db, row)
  if (settlement.compensation.owed && new Money(settlement.compensation.amount).greaterThan(0) && !settlement.city)
    throw leavingError(lang, 'noCityWage')
  if (paysAnything(settlement) && !settlement.salary)
    throw leavingError(lang, 'noSalaryGroup', { month: settlement.month })
  const now = ctx.now()
  const paid = await ctx.db.transaction().execute(async (trx) => {
    const runId =
      paysAnything(settlement) && settlement.salary
        ? await payFinalSettlement(
            trx,
            row.tenant_id,
            {
              employeeId: row.employee_id,
              groupId: settlement.salary.groupId,
              month: settlement.month,
              name: `离职结算 Final settlement · ${row.last_day}`,
              amounts: paidAmounts(settlement),
              exemptLimit: settlement.tax.exemptLimit,
            },
            actor,
            now,
          )
        : null
    await recordLeavePaid(trx, row, settlement, actor.id, now)
    const kept: Settlement = { ...settlement, paid: true, runId }
    const updated = await trx
      .updateTable('leaving_case')
      .set({ paid_settlement: JSON.stringify(kept), run_id: runId, paid_at: now })
      .where('tenant_id', '=', row.tenant_id)
      .where('id', '=', row.id)
      .where('paid_at', 'is', null)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) throw leavingError(lang, 'paid')
    return kept
  })
  return { runId: paid.runId, settlement: paid }
}

/** The untaken days the settlement pays, written to the leaver's account's leave ledger as paid out. */
async function recordLeavePaid(trx: Db, row: LeavingCaseTable, settlement: Settlement, byUser: number, now: number) {
  const days = Math.round(settlement.leave.untaken * 100)
  if (days <= 0) return
  const account = await trx
    .selectFrom('app_user')
    .select('id')
    .where('tenant_id', '=', row.tenant_id)
    .where('employee_id', '=', row.employee_id)
    .orderBy('id')
    .executeTakeFirst()
  if (!account) return
  const year = Number(row.last_day.slice(0, 4))
  await recordSettledPayout(
    trx,
    { tenantId: row.tenant_id, userId: account.id, year, month: settlement.month, days, byUser },
    now,
  )
}
