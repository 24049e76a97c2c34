import type Decimal from 'decimal.js'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { lockedSummariesOf } from '../../attendance'
import { paidOvertimeOf, unpaidLeaveTypes } from '../../leave'
import { formulaError, salaryError, salaryWord } from '../errors'
import { isProblem } from '../formula/plan'
import type { SalaryRunTable } from '../tables'
import { attendanceOf, evaluatePerson, ITEM_LIMIT_TEXT, ItemFailed, itemSetOf, type ItemSet } from './line-math'
import { leavePayoutOf } from './leave-payout'
import { inputItemSet, inputValues } from './off-cycle'
import { overtimeRatesOf } from './overtime-pay'
import { payablePeople } from './payable'

/** A person's item values for a set of inputs, in the corrected run's month as it was calculated. */
export type Evaluate = (employeeId: number, inputs: Record<string, string>) => Map<string, Decimal>

/**
 * How the people of a corrected run are evaluated again: an off-cycle run pays its input items only; a regular run
 * every item of the group with the person's profile, share of the month, locked attendance, overtime and leave payout
 * of its month (run/calculate.ts), so a correction changes only what its inputs change.
 */
export async function evaluatorOf(
  db: Db,
  tenantId: number,
  original: SalaryRunTable,
  ids: number[],
  lang: Lang,
): Promise<{ set: ItemSet; evaluate: Evaluate }> {
  if (original.kind === 'offCycle') {
    const set = await inputItemSet(db, tenantId, original.group_id, lang)
    return { set, evaluate: (_id, inputs) => inputValues(set, inputs) }
  }
  const [items, groupItems, payable, summaries, unpaid, overtime, rates, payout] = await Promise.all([
    db.selectFrom('salary_item').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').execute(),
    db
      .selectFrom('salary_group_item')
      .select('item_id')
      .where('tenant_id', '=', tenantId)
      .where('group_id', '=', original.group_id)
      .execute(),
    payablePeople(db, tenantId, original, lang),
    lockedSummariesOf(db, tenantId, original.month, ids),
    unpaidLeaveTypes(db, tenantId),
    paidOvertimeOf(db, tenantId, ids, `${original.month}-01`, `${original.month}-31`),
    overtimeRatesOf(db, tenantId),
    leavePayoutOf(db, tenantId, ids, original.month),
  ])
  if (!summaries) throw salaryError(lang, 'attendanceNotLocked', { month: original.month })
  const set = itemSetOf(
    items,
    groupItems.map((row) => row.item_id),
  )
  if (isProblem(set)) throw formulaError(lang, set)
  const people = new Map(payable.people.map((person) => [person.id, person]))
  const evaluate: Evaluate = (employeeId, inputs) => {
    const person = people.get(employeeId)
    if (!person) throw salaryError(lang, 'notInRun')
    const summary = summaries.get(employeeId)
    try {
      return evaluatePerson(
        set,
        person.profile,
        inputs,
        summary ? attendanceOf(summary, unpaid) : null,
        { minutes: overtime.get(employeeId), rates },
        { days: payout.days.get(employeeId), pct: payout.pct },
        person.share,
      )
    } catch (error) {
      if (!(error instanceof ItemFailed)) throw error
      if (error.reason === 'divideByZero')
        throw salaryError(lang, 'formulaFailed', {
          code: error.code,
          name: person.name,
          reason: salaryWord(lang, error.reason),
        })
      const item = set.order.find((one) => one.code === error.code)!
      throw salaryError(lang, 'itemOutOfRange', {
        item: lang === 'en' ? item.name_en : item.name_zh,
        name: person.name,
        amount: error.value,
        limit: ITEM_LIMIT_TEXT,
      })
    }
  }
  return { set, evaluate }
}
