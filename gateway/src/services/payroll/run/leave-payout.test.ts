import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { Money } from '../../../core/money'
import { isProblem } from '../formula/plan'
import type { SalaryItemTable, SalaryProfileTable } from '../tables'
import { leavePayoutFigures, leavePayoutPctOf, STATUTORY_PAYOUT_PCT } from './leave-payout'
import { evaluatePerson, itemSetOf } from './line-math'
import { STATUTORY_RATES } from './overtime-pay'

// Untaken annual leave pay (企业职工带薪年休假实施办法 art. 10–12): 300 % of the daily wage, monthly ÷ 21.75, of which
// the month's wage already holds 100 %, so the item pays the other 200 %: monthly 8,700 → daily 400.00; 4 days →
// 4 × 400 × 200 % = 3,200.00.

const FORMULA = 'dailyWage * leavePayoutDays * leavePayoutRate'
const item: SalaryItemTable = {
  tenant_id: 1,
  id: 1,
  code: 'leavePayout',
  name_zh: '未休年假工资',
  name_en: 'Untaken annual leave pay',
  kind: 'earning',
  source: 'formula',
  formula: FORMULA,
  taxable: 1,
  annual_bonus: 0,
  on_payslip: 1,
  sort: 1,
}
const profile = (base: string) => ({ base_fen: Number(base) * 100, allowances: '{}' }) as SalaryProfileTable
const pay = (base: string, hundredths: number | undefined, pct = STATUTORY_PAYOUT_PCT) => {
  const set = itemSetOf([item], [1])
  if (isProblem(set)) throw new Error('the payout formula does not plan')
  const payout = { days: hundredths, pct }
  return evaluatePerson(set, profile(base), {}, null, { rates: STATUTORY_RATES }, payout).get('leavePayout')!.toFixed(2)
}

describe('untaken annual leave pay', () => {
  it('gives the formulas the days paid out, the rate as a factor and the exact daily wage, monthly ÷ 21.75', () => {
    const figures = leavePayoutFigures(new Money('8700'), 400, 200)
    expect(figures.get('dailyWage')!.toString()).toBe('400')
    expect(figures.get('leavePayoutDays')!.toString()).toBe('4')
    expect(figures.get('leavePayoutRate')!.toString()).toBe('2')
    expect(leavePayoutFigures(new Money('8700'), undefined, 200).get('leavePayoutDays')!.toString()).toBe('0')
  })

  it('pays 4 days of a monthly 8,700 at 200 % on top of the wage: 3,200.00, and nothing without a payout', () => {
    expect(STATUTORY_PAYOUT_PCT).toBe(200)
    expect(pay('8700', 400)).toBe('3200.00')
    expect(pay('8700', undefined)).toBe('0.00')
    expect(pay('8700', 400, 300)).toBe('4800.00')
  })

  it('rounds to the fen only at the end: monthly 10,000, 4.5 days → 10,000 ÷ 21.75 × 4.5 × 2 = 4,137.93', () => {
    expect(pay('10000', 450)).toBe('4137.93')
  })
})

describe('a payroll run pays the untaken annual leave paid out in its month', () => {
  let gateway: TestGateway
  let hr: string
  const month = (() => {
    const now = new Date()
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7)
  })()

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
  }, 60_000)
  afterAll(() => gateway.close())

  it("pays the demo item 未休年假工资 from the month's payout entries at the tenant's rate", async () => {
    const db = gateway.ctx.db
    const staff = await db
      .selectFrom('app_user')
      .select(['id', 'employee_id'])
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    const employeeId = staff.employee_id!
    await db.updateTable('salary_profile').set({ base_fen: 870000 }).where('employee_id', '=', employeeId).execute()
    await db
      .insertInto('leave_ledger')
      .values({
        tenant_id: 1,
        id: 'payout-test',
        user_id: staff.id,
        type_code: 'annual',
        year: Number(month.slice(0, 4)),
        kind: 'payout',
        amount: -400,
        entry_key: `payout:${month}:0>400`,
        reason: '',
        by_user: null,
        created_at: Date.now(),
      })
      .execute()
    expect(await leavePayoutPctOf(db, 1)).toBe(200)
    expect((await gateway.post('/gateway/kaoqin/web/summary/lock', { month }, hr)).body.code).toBe(0)
    const run = await gateway.post('/gateway/salary/web/run/create', { groupId: 1, month }, hr)
    const answer = await gateway.post('/gateway/salary/web/run/calculate', { id: run.body.result.id }, hr)
    expect(answer.body.code).toBe(0)
    const amounts = async () => {
      const lines = await db
        .selectFrom('salary_line')
        .select(['employee_id', 'detail'])
        .where('tenant_id', '=', 1)
        .where('run_id', '=', run.body.result.id)
        .execute()
      return new Map(
        lines.map((line) => [
          line.employee_id,
          JSON.parse(line.detail).items.find((one: { code: string }) => one.code === 'leavePayout')?.amount,
        ]),
      )
    }
    const paid = await amounts()
    expect(paid.get(employeeId)).toBe('3200.00')
    expect([...paid.values()].filter((amount) => amount !== '0.00')).toEqual(['3200.00'])
  })
})
