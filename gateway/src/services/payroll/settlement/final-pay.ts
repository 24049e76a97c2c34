import type { Db } from '../../../core/db/types'
import { amountOf, amountOfFen, Money, moneyOfFen } from '../../../core/money'
import type { Actor } from '../audit'
import { peopleOfGroup } from '../groups/membership'
import { profilesInForce } from '../profiles/profile-store'
import { insertRun } from '../run/run-store'
import { prorate, sharesOf } from '../run/proration'
import type { SalaryItemTable } from '../tables'
import { EXEMPT_LIMIT_INPUT } from './severance-record'

/** A leaver's last month as their group's regular run pays it: the group, the fixed pay and the part of it paid. */
export interface FinalMonth {
  groupId: number
  groupName: string
  month: string
  /** The base pay in force that month (the daily wage of the leave payout is worked from it). */
  base: string
  /** Base pay and the profile's allowances for the whole month. */
  fixedPay: string
  /** The days paid of the month's days, by the group's rule; null: the whole month. */
  share: { employed: number; total: number; basis: string } | null
  /** The fixed pay for the part of the month employed, as the regular run prorates it. */
  salaryToLastDay: string
}

/**
 * The salary group that pays a person in `month` (the first, by id, when several would) and their fixed pay of that
 * month prorated by its rule; undefined when no group pays them or they have no salary profile for the month.
 */
export async function finalMonthOf(
  db: Db,
  tenantId: number,
  employeeId: number,
  month: string,
): Promise<FinalMonth | undefined> {
  const groups = await db
    .selectFrom('salary_group')
    .select(['id', 'name', 'proration'])
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .execute()
  for (const group of groups) {
    const person = (await peopleOfGroup(db, tenantId, group.id, month)).find((one) => one.id === employeeId)
    if (!person) continue
    const profile = (await profilesInForce(db, tenantId, month, [employeeId])).get(employeeId)
    if (!profile) return undefined
    const base = moneyOfFen(profile.base_fen)
    const allowances = Object.values(JSON.parse(profile.allowances) as Record<string, string>)
    const fixed = allowances.reduce((sum, value) => sum.plus(new Money(value || 0)), base)
    const share = (await sharesOf(db, tenantId, group.proration, [{ ...person, payMonth: month }])).get(employeeId)
    return {
      groupId: group.id,
      groupName: group.name,
      month,
      base: amountOfFen(profile.base_fen),
      fixedPay: amountOf(fixed),
      share: share ? { employed: share.employed, total: share.total, basis: share.basis } : null,
      salaryToLastDay: amountOf(prorate(fixed, share)),
    }
  }
  return undefined
}

/**
 * The gross wages of the person's months before `month` (oldest first, at most `count`), each month's regular and
 * correction runs together, from runs locked or published: what the 12-month average of the compensation is
 * worked from.
 */
export async function wagesBefore(db: Db, tenantId: number, employeeId: number, month: string, count = 12) {
  const rows = await db
    .selectFrom('salary_line')
    .innerJoin('salary_run', (join) =>
      join
        .onRef('salary_run.tenant_id', '=', 'salary_line.tenant_id')
        .onRef('salary_run.id', '=', 'salary_line.run_id'),
    )
    .select(['salary_run.month', 'salary_line.gross_fen'])
    .where('salary_line.tenant_id', '=', tenantId)
    .where('salary_line.employee_id', '=', employeeId)
    .where('salary_run.kind', '!=', 'offCycle')
    .where('salary_run.status', 'in', ['locked', 'published'])
    .where('salary_run.month', '<', month)
    .execute()
  const byMonth = new Map<string, Money>()
  for (const row of rows)
    byMonth.set(row.month, (byMonth.get(row.month) ?? new Money(0)).plus(moneyOfFen(row.gross_fen)))
  return [...byMonth.keys()]
    .sort()
    .slice(-count)
    .map((key) => ({ month: key, gross: amountOf(byMonth.get(key)!) }))
}

/** A final settlement to pay: the person, the month of their last day, the run's name and each item's amount. */
export interface FinalSettlement {
  employeeId: number
  groupId: number
  month: string
  name: string
  amounts: Record<SettlementItemCode, string>
  /** 3 × the local average annual wage: the compensation's exempt part is up to it (recorded with the tax service). */
  exemptLimit?: string
}

/**
 * Pays a final settlement as a draft off-cycle run of the person's group and the month of their last day, with the
 * settlement's items entered as its inputs (the items created and added to the group on first use); HR calculates,
 * approves and publishes it as any off-cycle run. One transaction, the caller's.
 */
export async function payFinalSettlement(trx: Db, tenantId: number, pay: FinalSettlement, actor: Actor, now: number) {
  await ensureSettlementItems(trx, tenantId, pay.groupId)
  const employee = await trx
    .selectFrom('employee')
    .select(['id', 'organ_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', pay.employeeId)
    .executeTakeFirstOrThrow()
  const run = {
    groupId: pay.groupId,
    month: pay.month,
    kind: 'offCycle' as const,
    name: pay.name,
    people: [{ id: employee.id, organ_id: employee.organ_id, inputs: { ...pay.amounts, ...limitInput(pay) } }],
  }
  return insertRun(trx, tenantId, run, actor, now)
}

const limitInput = (pay: FinalSettlement): Record<string, string> =>
  pay.exemptLimit ? { [EXEMPT_LIMIT_INPUT]: pay.exemptLimit } : {}

/** The input items a final settlement pays through an off-cycle run (created for the tenant on first use). */
export const SETTLEMENT_ITEMS = [
  {
    code: 'settlementLeavePay',
    name_zh: '离职未休年假工资',
    name_en: "Leaver's untaken annual leave pay",
    kind: 'earning',
    taxable: 1,
  },
  {
    // Not added to the month's wages: taxed on its own above 3 × the local average annual wage (财税〔2018〕164号).
    code: 'severancePay',
    name_zh: '经济补偿金',
    name_en: 'Economic compensation',
    kind: 'earning',
    taxable: 0,
  },
  {
    code: 'severanceTax',
    name_zh: '经济补偿金个人所得税',
    name_en: 'Income tax on the compensation',
    kind: 'deduction',
    taxable: 0,
  },
] as const satisfies ReadonlyArray<Pick<SalaryItemTable, 'code' | 'name_zh' | 'name_en' | 'kind' | 'taxable'>>

export type SettlementItemCode = (typeof SETTLEMENT_ITEMS)[number]['code']

/**
 * Makes sure the tenant has the settlement's input items and that the group pays them, in the caller's transaction.
 * An item of the same code the tenant already has is used as it is.
 */
export async function ensureSettlementItems(trx: Db, tenantId: number, groupId: number): Promise<void> {
  for (const item of SETTLEMENT_ITEMS) {
    let id = (
      await trx
        .selectFrom('salary_item')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('code', '=', item.code)
        .executeTakeFirst()
    )?.id
    if (id === undefined) {
      const top = await trx
        .selectFrom('salary_item')
        .select([(eb) => eb.fn.max('id').as('id'), (eb) => eb.fn.max('sort').as('sort')])
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst()
      id = Number(top?.id ?? 0) + 1
      await trx
        .insertInto('salary_item')
        .values({
          tenant_id: tenantId,
          id,
          sort: Number(top?.sort ?? 0) + 1,
          ...item,
          source: 'input',
          formula: '',
          annual_bonus: 0,
          on_payslip: 1,
        })
        .execute()
    }
    const inGroup = await trx
      .selectFrom('salary_group_item')
      .select('item_id')
      .where('tenant_id', '=', tenantId)
      .where('group_id', '=', groupId)
      .where('item_id', '=', id)
      .executeTakeFirst()
    if (!inGroup)
      await trx
        .insertInto('salary_group_item')
        .values({ tenant_id: tenantId, group_id: groupId, item_id: id })
        .execute()
  }
}
