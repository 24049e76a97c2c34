import readXlsxFile from 'read-excel-file/node'
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

  it("lists the month's labour payments on the e-Tax filing's 劳务报酬所得 sheet, apart from the wages", async () => {
    const file = await gateway.app.inject({
      method: 'POST',
      url: '/gateway/etax/web/withholding/export',
      payload: { month: MONTH },
      headers: { token: hr },
    })
    expect(file.statusCode).toBe(200)
    // Read back with another library than the one that wrote it.
    const sheets = new Map((await readXlsxFile(file.rawPayload)).map(({ sheet, data }) => [sheet, data]))
    expect([...sheets.keys()]).toEqual(['正常工资薪金所得', '劳务报酬所得'])
    const [header, ...rows] = sheets.get('劳务报酬所得')!
    expect(header.slice(0, 6)).toEqual(['工号', '*姓名', '*证件类型', '*证件号码', '*所得项目', '*本期收入'])
    const jobNumbers = await gateway.ctx.db
      .selectFrom('employee')
      .select(['id', 'job_number'])
      .where('id', 'in', [people.small, people.middle, people.large])
      .execute()
    const income = new Map(rows.map((row) => [String(row[0]), [row[4], row[5]]]))
    for (const who of ['small', 'middle', 'large'] as const) {
      const job = jobNumbers.find((row) => row.id === people[who])!.job_number
      expect(income.get(job)).toEqual(['一般劳务报酬所得', Number(BASE[who])])
    }
    expect(rows).toHaveLength(3)
    expect(sheets.get('正常工资薪金所得')).toHaveLength(2)
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

  const labourOf = (month: string, who: Who) =>
    gateway.ctx.db
      .selectFrom('etax_labour')
      .select(['income_fen', 'tax_fen'])
      .where('tenant_id', '=', 1)
      .where('month', '=', month)
      .where('employee_id', '=', people[who])
      .execute()
  const sum = (rows: Array<{ income_fen: number; tax_fen: number }>) => ({
    income: rows.reduce((total, row) => total + Number(row.income_fen), 0),
    tax: rows.reduce((total, row) => total + Number(row.tax_fen), 0),
  })
  const lineIn = (id: number, who: Who) =>
    gateway.ctx.db
      .selectFrom('salary_line')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('run_id', '=', id)
      .where('employee_id', '=', people[who])
      .executeTakeFirstOrThrow()

  it("corrects a labour payee's payment on the month's whole: 1,000 more to the 6,000 payee → 1,120 − 960 = 160 more", async () => {
    expect((await gateway.post(`${S}/run/publish`, { id: runId }, hr)).body.code).toBe(0)
    const created = (
      await gateway.post(`${S}/run/correct`, { id: runId, mode: 'people', employeeIds: [people.middle] }, hr)
    ).body
    expect(created.code).toBe(0)
    const id = created.result.id
    const values = { id, employeeId: people.middle, values: { bonus: '1000' } }
    expect((await gateway.post(`${S}/run/setInputs`, values, hr)).body.code).toBe(0)
    expect((await gateway.post(`${S}/run/calculate`, { id }, hr)).body.code).toBe(0)
    const line = await lineIn(id, 'middle')
    // (6,000 + 1,000) × 80 % = 5,600 × 20 % = 1,120 for the month; the monthly run withheld 960.
    expect(Number(line.tax_fen)).toBe(16_000)
    expect(Number(line.net_fen)).toBe(100_000 - 16_000)
    expect(line.tax_record).toBe('')
    expect((JSON.parse(line.detail) as LineDetail).tax.labour).toMatchObject({ income: '1000.00', taxable: '5600.00' })
    await lockRun(gateway.ctx.db, 1, id, actor, 'ok', gateway.ctx.now())
    expect(sum(await labourOf(MONTH, 'middle'))).toEqual({ income: 700_000, tax: 112_000 })
    expect((await gateway.post(`${S}/run/publish`, { id }, hr)).body.code).toBe(0)
  })

  it('reverses labour payments exactly: what the run and its correction paid and withheld is given back', async () => {
    const offCycle = await gateway.ctx.db
      .selectFrom('salary_run')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('group_id', '=', GROUP)
      .where('kind', '=', 'offCycle')
      .executeTakeFirstOrThrow()
    await lockRun(gateway.ctx.db, 1, offCycle.id, actor, 'ok', gateway.ctx.now())
    const created = (await gateway.post(`${S}/run/correct`, { id: runId, mode: 'reverse' }, hr)).body
    expect(created.code).toBe(0)
    expect((await gateway.post(`${S}/run/calculate`, { id: created.result.id }, hr)).body.code).toBe(0)
    const middle = await lineIn(created.result.id, 'middle')
    expect([Number(middle.gross_fen), Number(middle.tax_fen), Number(middle.net_fen)]).toEqual([
      -700_000, -112_000, -588_000,
    ])
    await lockRun(gateway.ctx.db, 1, created.result.id, actor, 'ok', gateway.ctx.now())
    expect(sum(await labourOf(MONTH, 'middle'))).toEqual({ income: 0, tax: 0 })
    expect(sum(await labourOf(MONTH, 'large'))).toEqual({ income: 0, tax: 0 })
    // The small payee keeps the off-cycle payment of 1,000 and the 200 withheld on it.
    expect(sum(await labourOf(MONTH, 'small'))).toEqual({ income: 100_000, tax: 20_000 })
  })
})
