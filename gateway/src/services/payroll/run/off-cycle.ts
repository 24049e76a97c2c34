import type { Db } from '../../../core/db/types'
import { Money, amountOf, roundFen } from '../../../core/money'
import { formulaError, salaryError } from '../errors'
import { isProblem } from '../formula/plan'
import { labourPaidInMonth } from '../../tax'
import { profilesInForce } from '../profiles/profile-store'
import type { SalaryRunTable } from '../tables'
import { tookMs, type CalcOptions, type CalcWarning } from './calculate'
import { itemSetOf, ownValue, sumsOf, type ItemSet } from './line-math'
import { labourPaymentOf, isLabourPayee } from './labour-pay'
import { itemsOf, lineRow, writeRunLines } from './line-record'
import { requireMonthSettled } from './month-runs'
import { providers as realProviders } from './providers'
import { requireStatus } from './run-store'
import { isExpenseItem } from './expense-inputs'

/** The group's items of a run that pays entered amounts only: its input items (not the two expenses fills). */
export async function inputItemSet(db: Db, tenantId: number, groupId: number, lang: CalcOptions['lang']) {
  const [items, groupItems] = await Promise.all([
    db.selectFrom('salary_item').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').execute(),
    db
      .selectFrom('salary_group_item')
      .select('item_id')
      .where('tenant_id', '=', tenantId)
      .where('group_id', '=', groupId)
      .execute(),
  ])
  const set = itemSetOf(
    items,
    groupItems.map((row) => row.item_id),
  )
  if (isProblem(set)) throw formulaError(lang, set)
  const paid = set.paid.filter((item) => item.source === 'input' && !isExpenseItem(item.code))
  return { ...set, paid, order: paid } satisfies ItemSet
}

/** The values of an input-only item set for the amounts entered (each rounded to the fen, 0 when none). */
export const inputValues = (set: ItemSet, inputs: Record<string, string>) =>
  new Map(set.paid.map((item) => [item.code, roundFen(new Money(ownValue(inputs, item.code) ?? 0))]))

/**
 * Calculates an off-cycle run (a bonus or one-off payment): the people HR put in it, each paid the group's input items
 * as entered, no base pay, proration or social insurance (the regular run deducts those once a month). The tax is the
 * month's cumulative tax over all its runs less what they withheld (services/tax withholdMonth); the annual bonus
 * follows the person's bonus method. Refused while another run of the month with the same people is not locked.
 */
export async function calculateOffCycle(
  db: Db,
  tenantId: number,
  run: SalaryRunTable,
  options: CalcOptions,
): Promise<{ lines: number; warnings: CalcWarning[] }> {
  const { lang, now } = options
  requireStatus(run, ['draft', 'calculated'], lang, 'calculatedAction')
  const set = await inputItemSet(db, tenantId, run.group_id, lang)
  const people = await db
    .selectFrom('salary_line')
    .select(['employee_id', 'organ_id', 'inputs'])
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', run.id)
    .orderBy('employee_id')
    .execute()
  if (people.length === 0) throw salaryError(lang, 'emptyGroup')
  const ids = people.map((person) => person.employee_id)
  await requireMonthSettled(db, tenantId, run, ids, lang)
  const profiles = await profilesInForce(db, tenantId, run.month, ids)
  const computed = people.map((person) => {
    const inputs = JSON.parse(person.inputs) as Record<string, string>
    const values = inputValues(set, inputs)
    return { person, inputs, values, sums: sumsOf(set, values) }
  })
  const use = options.providers ?? realProviders
  // Labour payees: their payment withheld as remuneration, on the month's whole with its other runs (labour-pay.ts).
  const labourIds = new Set(ids.filter((id) => isLabourPayee(profiles.get(id) ?? {})))
  const earlier = labourIds.size ? await labourPaidInMonth(db, tenantId, run.month, [...labourIds], [run.id]) : null
  const labour = new Map(
    computed
      .filter(({ person }) => labourIds.has(person.employee_id))
      .map(({ person, sums }) => [
        person.employee_id,
        labourPaymentOf(person.employee_id, run.month, sums, earlier?.get(person.employee_id)),
      ]),
  )
  const taxes = await use.withholdMonth(
    db,
    tenantId,
    run.month,
    computed
      .filter(({ person }) => !labour.has(person.employee_id))
      .map(({ person, sums }) => ({
        employeeId: person.employee_id,
        income: amountOf(Money.max(sums.income, 0)),
        social: '0.00',
        bonus: amountOf(sums.bonus),
      })),
    [run.id],
  )
  const lines = computed.map(({ person, inputs, values, sums }) =>
    lineRow(
      tenantId,
      run.id,
      {
        employeeId: person.employee_id,
        organId: person.organ_id,
        costCentre: profiles.get(person.employee_id)?.cost_centre ?? '',
        inputs,
        items: itemsOf(set.paid, values),
        insurance: [],
        gross: sums.gross,
        deductions: sums.deductions,
        social: new Money(0),
        employer: sums.employer,
        income: Money.max(sums.income, 0),
        tax: taxes.get(person.employee_id) ?? null,
        labour: labour.get(person.employee_id),
      },
      now,
    ),
  )
  const audit = {
    actor: options.actor,
    action: 'calculate',
    detail: { headcount: lines.length, ms: tookMs(options), kind: run.kind },
  }
  await writeRunLines(db, tenantId, run.id, lines, audit, now)
  return { lines: lines.length, warnings: [] }
}
