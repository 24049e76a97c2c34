import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import type { LineDetail } from '../types'
import { calculateRun } from './calculate'
import { lockRun } from './lock'

const S = '/gateway/salary/web'
const at = (instant: string) => Date.parse(instant)
const GROUP = 78
const MONTH = '2026-04'
const actor = { id: 1, name: 'HR' }

type Who = 'small' | 'middle' | 'large' | 'employee'
/** Base pay of each: three labour payees (劳务报酬) and one employee on wages. */
const BASE: Record<Who, string> = { small: '2000', middle: '6000', large: '60000', employee: '20000' }

// A group paying base pay only. Labour remuneration by 预扣率表二: 2,000 − 800 = 1,200 × 20 % = 240; 6,000 × 80 % =
// 4,800 × 20 % = 960; 60,000 × 80 % = 48,000 × 30 % − 2,000 = 12,400. The employee is withheld by the cumulative method.
describe('labour-remuneration payees paid through a run', () => {
  let gateway: TestGateway
  let hr: string
  const people = {} as Record<Who, number>
  let runId: number

  const lineOf = async (who: Who) => {
    const line = await gateway.ctx.db
      .selectFrom('salary_line')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('run_id', '=', runId)
      .where('employee_id', '=', people[who])
      .executeTakeFirstOrThrow()
    return { ...line, detail: JSON.parse(line.detail) as LineDetail }
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    const db = gateway.ctx.db
    gateway.setNow(at('2026-05-05T02:00:00Z'))
    hr = await gateway.login('hr', 'Hr@123456789')
    const staff = await db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .orderBy('id')
      .limit(4)
      .execute()
    ;(['small', 'middle', 'large', 'employee'] as const).forEach((who, index) => {
      people[who] = staff[index].id
    })
    const ids = Object.values(people)
    await db
      .updateTable('employee')
      .set({ entry_date: at('2020-01-06'), leave_date: null })
      .where('id', 'in', ids)
      .execute()
    const base = await db
      .selectFrom('salary_item')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('code', '=', 'base')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('salary_group')
      .values({ tenant_id: 1, id: GROUP, name: 'Labour', pay_day: 10, updated_at: 0, proration: 'calendarDays' })
      .execute()
    await db.insertInto('salary_group_item').values({ tenant_id: 1, group_id: GROUP, item_id: base.id }).execute()
    await db
      .insertInto('salary_group_member')
      .values(ids.map((id) => ({ tenant_id: 1, group_id: GROUP, organ_id: null, employee_id: id })))
      .execute()
    await db.deleteFrom('salary_profile').where('tenant_id', '=', 1).where('employee_id', 'in', ids).execute()
    await db.deleteFrom('etax_withholding').where('tenant_id', '=', 1).execute()
    await db.deleteFrom('etax_deduction').where('tenant_id', '=', 1).where('employee_id', 'in', ids).execute()
    for (const who of Object.keys(people) as Who[]) {
      const profile = {
        employeeId: people[who],
        effectiveMonth: '2026-01',
        base: BASE[who],
        reason: 'test',
        ...(who === 'employee' ? {} : { payeeType: 'labour' }),
      }
      expect((await gateway.post(`${S}/profile/save`, profile, hr)).body.code).toBe(0)
    }
    // A social insurance base for one labour payee and the employee: only the employee pays contributions.
    for (const who of ['large', 'employee'] as const) {
      const insured = { employeeId: people[who], schemeId: 1, base: '6000', effectiveMonth: '2026-01' }
      expect((await gateway.post('/gateway/insurance/web/base/set', insured, hr)).body.code).toBe(0)
    }
    expect((await gateway.post('/gateway/kaoqin/web/summary/lock', { month: MONTH }, hr)).body.code).toBe(0)
    const created = (await gateway.post(`${S}/run/create`, { groupId: GROUP, month: MONTH }, hr)).body
    expect(created.code).toBe(0)
    runId = created.result.id
    await calculateRun(db, 1, runId, { actor, now: gateway.ctx.now(), lang: 'en' })
  }, 120_000)
  afterAll(() => gateway?.close())

  it('shows the payee type on the profile', async () => {
    const history = (await gateway.post(`${S}/profile/history`, { employeeId: people.large }, hr)).body.result
    expect(history.history[0].payeeType).toBe('labour')
    const employee = (await gateway.post(`${S}/profile/history`, { employeeId: people.employee }, hr)).body.result
    expect(employee.history[0].payeeType).toBe('employee')
  })

  it.each([
    ['small', 24_000, '1200.00', '0.20'],
    ['middle', 96_000, '4800.00', '0.20'],
    ['large', 1_240_000, '48000.00', '0.30'],
  ] as const)(
    'withholds the %s payment by the labour table, with no social insurance',
    async (who, taxFen, taxable, rate) => {
      const line = await lineOf(who)
      expect(Number(line.tax_fen)).toBe(taxFen)
      expect(Number(line.social_fen)).toBe(0)
      expect(Number(line.net_fen)).toBe(Number(line.gross_fen) - taxFen)
      expect(line.detail.insurance).toEqual([])
      expect(line.detail.tax.labour).toMatchObject({ income: `${BASE[who]}.00`, taxable, rate })
      expect(line.tax_record).toBe('')
    },
  )

  it('withholds the employee by the cumulative wage method, social insurance deducted first', async () => {
    const line = await lineOf('employee')
    expect(Number(line.social_fen)).toBeGreaterThan(0)
    expect(line.detail.tax.labour).toBeUndefined()
    // (20,000 − 5,000 − social) × 3 %, the year's first month here (in fen).
    const social = Number(line.social_fen)
    expect(Number(line.tax_fen)).toBe(Math.round(((2_000_000 - 500_000 - social) * 3) / 100))
  })

  it('records the labour payments apart from the wage records when the run is locked', async () => {
    await lockRun(gateway.ctx.db, 1, runId, actor, 'ok', gateway.ctx.now())
    const labour = await gateway.ctx.db
      .selectFrom('etax_labour')
      .select(['employee_id', 'month', 'income_fen', 'taxable_fen', 'rate', 'quick_deduction_fen', 'tax_fen'])
      .where('tenant_id', '=', 1)
      .where('run_id', '=', runId)
      .orderBy('income_fen')
      .execute()
    expect(labour.map((row) => ({ ...row, income_fen: Number(row.income_fen), tax_fen: Number(row.tax_fen) }))).toEqual(
      [
        expect.objectContaining({ employee_id: people.small, month: MONTH, income_fen: 200_000, tax_fen: 24_000 }),
        expect.objectContaining({ employee_id: people.middle, income_fen: 600_000, tax_fen: 96_000 }),
        expect.objectContaining({ employee_id: people.large, income_fen: 6_000_000, rate: '0.30', tax_fen: 1_240_000 }),
      ],
    )
    // The wage records (the e-Tax wage filing's source) hold the employee only.
    const wages = await gateway.ctx.db
      .selectFrom('etax_withholding')
      .select('employee_id')
      .where('tenant_id', '=', 1)
      .where('run_id', '=', runId)
      .execute()
    expect(wages.map((row) => row.employee_id)).toEqual([people.employee])
  })

  it("withholds a labour payee's off-cycle payment on the month's whole: 2,000 paid, 1,000 more → 440 − 240 = 200", async () => {
    const db = gateway.ctx.db
    const bonus = await db
      .selectFrom('salary_item')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('code', '=', 'bonus')
      .executeTakeFirstOrThrow()
    await db.insertInto('salary_group_item').values({ tenant_id: 1, group_id: GROUP, item_id: bonus.id }).execute()
    const extra = { groupId: GROUP, month: MONTH, name: 'Extra', employeeIds: [people.small] }
    const created = (await gateway.post(`${S}/run/createOffCycle`, extra, hr)).body
    expect(created.code).toBe(0)
    const values = { id: created.result.id, employeeId: people.small, values: { bonus: '1000' } }
    expect((await gateway.post(`${S}/run/setInputs`, values, hr)).body.code).toBe(0)
    expect((await gateway.post(`${S}/run/calculate`, { id: created.result.id }, hr)).body.code).toBe(0)
    const line = await db
      .selectFrom('salary_line')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('run_id', '=', created.result.id)
      .executeTakeFirstOrThrow()
    // The month's payments are one: (3,000 − 800) × 20 % = 440, less the 240 the monthly run withheld.
    expect(Number(line.tax_fen)).toBe(20_000)
    expect((JSON.parse(line.detail) as LineDetail).tax.labour).toMatchObject({
      income: '1000.00',
      taxable: '2200.00',
      tax: '200.00',
    })
    expect(line.tax_record).toBe('')
  })
})
