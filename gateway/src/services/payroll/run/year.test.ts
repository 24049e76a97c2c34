import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { setFixtureEmployment } from '../../people'
import { calculateRun } from './calculate'
import { lockRun } from './lock'
import { providers, type PayrollProviders } from './providers'
import { publishRun } from './publish'

const S = '/gateway/salary/web'
const at = (instant: string) => Date.parse(instant)
const GROUP = 79
const actor = { id: 1, name: 'HR' }
/** No social insurance, so every figure below is worked from the wages alone. */
const use: PayrollProviders = { ...providers, contributionsOf: async () => new Map() }
const MONTHS = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`)
/** The 5th of the month after `month`, 10:00 in Shanghai: when that month is calculated, locked and published. */
const after = (month: string) => {
  const [year, m] = month.split('-').map(Number)
  return Date.UTC(m === 12 ? year + 1 : year, m === 12 ? 0 : m, 5, 2)
}

type Who = 'stayer' | 'joiner' | 'leaver'

// 2026 of a group paying base pay (calendar-day proration for joiners and leavers) and entered bonuses, worked by hand
// from the rules file (cumulative withholding: 5,000 a month employed, the 3 % / 10 % brackets of the yearly table;
// the annual bonus taxed on its own once, ÷ 12 on the monthly table):
// - stayer: 10,000 a month; in July a raise to 12,000 from May is entered, so July pays May and June's 2,000 back pay;
//   wages 4 × 10,000 + 2 × 10,000 + 2 × 2,000 + 6 × 12,000 = 136,000; taxable 136,000 − 60,000 = 76,000 →
//   76,000 × 10 % − 2,520 = 5,080. A December bonus of 30,000 taxed on its own: 2,500 a month → 3 % → 900.
// - joiner: entered 16 March on 8,000: March 16 of 31 days = 4,129.03, then 9 × 8,000; 76,129.03 − 10 × 5,000 =
//   26,129.03 × 3 % = 783.87.
// - leaver: 9,000 to 10 September: 8 × 9,000 + 10 of 30 days = 3,000; August's missed bonus of 500 paid by a
//   correction of August. Through August (72,500 − 8 × 5,000) × 3 % = 975 is withheld; September's cumulative
//   (75,500 − 9 × 5,000) × 3 % = 915 is less, and a negative month is not refunded (61号 art. 6): 0 in September,
//   975 in the year, 60 back at the annual settlement. Nothing from October.
describe('a year of payroll: joiners, leavers, a back-dated raise, a bonus and a correction', () => {
  let gateway: TestGateway
  let hr: string
  const people = {} as Record<Who, number>
  const withheld = (who: Who, kind?: 'regular' | 'offCycle' | 'correction') =>
    gateway.ctx.db
      .selectFrom('salary_line')
      .innerJoin('salary_run', (join) =>
        join.onRef('salary_run.id', '=', 'salary_line.run_id').on('salary_run.tenant_id', '=', 1),
      )
      .select(['salary_run.month', 'salary_run.kind', 'salary_line.tax_fen', 'salary_line.gross_fen'])
      .where('salary_line.tenant_id', '=', 1)
      .where('salary_run.group_id', '=', GROUP)
      .where('salary_line.employee_id', '=', people[who])
      .$if(kind !== undefined, (query) => query.where('salary_run.kind', '=', kind!))
      .execute()
  const sum = (rows: Array<{ tax_fen: number | string }>) => rows.reduce((total, row) => total + Number(row.tax_fen), 0)
  const profile = (who: Who, month: string, base: string) =>
    gateway.post(`${S}/profile/save`, { employeeId: people[who], effectiveMonth: month, base, reason: 'year' }, hr)
  /** HR's own steps of a run: the route creates it, the calculation and lock are the gateway's own, publishing too. */
  const pay = async (month: string) => {
    gateway.setNow(after(month))
    hr = await gateway.login('hr', 'Hr@123456789')
    expect((await gateway.post('/gateway/kaoqin/web/summary/lock', { month }, hr)).body.code).toBe(0)
    const created = (await gateway.post(`${S}/run/create`, { groupId: GROUP, month }, hr)).body
    expect(created.code).toBe(0)
    await calculateRun(gateway.ctx.db, 1, created.result.id, { actor, now: after(month), lang: 'en', providers: use })
    await lockRun(gateway.ctx.db, 1, created.result.id, actor, 'ok', after(month) + 60_000, use)
    await publishRun(gateway.ctx.db, 1, { id: created.result.id, month }, actor, after(month) + 120_000)
    return created.result.id as number
  }
  /** A run of another kind (the bonus, the correction) through HR's routes, locked and published like the others. */
  const settle = async (id: number, month: string, who: Who, values: Record<string, string>) => {
    expect((await gateway.post(`${S}/run/setInputs`, { id, employeeId: people[who], values }, hr)).body.code).toBe(0)
    expect((await gateway.post(`${S}/run/calculate`, { id }, hr)).body.code).toBe(0)
    await lockRun(gateway.ctx.db, 1, id, actor, 'ok', gateway.ctx.now(), use)
    await publishRun(gateway.ctx.db, 1, { id, month }, actor, gateway.ctx.now() + 60_000)
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    const db = gateway.ctx.db
    gateway.setNow(at('2026-01-03T02:00:00Z'))
    hr = await gateway.login('hr', 'Hr@123456789')
    const staff = await db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .orderBy('id', 'desc')
      .limit(3)
      .execute()
    ;(['stayer', 'joiner', 'leaver'] as const).forEach((who, index) => {
      people[who] = staff[index].id
    })
    const ids = Object.values(people)
    await setFixtureEmployment(db, 1, people.stayer, { entry_date: at('2019-06-03'), leave_date: null })
    await setFixtureEmployment(db, 1, people.joiner, { entry_date: at('2026-03-16'), leave_date: null })
    await setFixtureEmployment(db, 1, people.leaver, { entry_date: at('2018-02-01'), leave_date: at('2026-09-10') })
    const items = await db
      .selectFrom('salary_item')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('code', 'in', ['base', 'bonus', 'annualBonus'])
      .execute()
    expect(items).toHaveLength(3)
    await db
      .insertInto('salary_group')
      .values({ tenant_id: 1, id: GROUP, name: 'Year', pay_day: 10, updated_at: 0, proration: 'calendarDays' })
      .execute()
    await db
      .insertInto('salary_group_item')
      .values(items.map((item) => ({ tenant_id: 1, group_id: GROUP, item_id: item.id })))
      .execute()
    await db
      .insertInto('salary_group_member')
      .values(ids.map((id) => ({ tenant_id: 1, group_id: GROUP, organ_id: null, employee_id: id })))
      .execute()
    await db.deleteFrom('salary_profile').where('tenant_id', '=', 1).where('employee_id', 'in', ids).execute()
    await db.deleteFrom('etax_deduction').where('tenant_id', '=', 1).where('employee_id', 'in', ids).execute()
    await db.deleteFrom('etax_withholding').where('tenant_id', '=', 1).where('employee_id', 'in', ids).execute()
    for (const [who, base] of [
      ['stayer', '10000'],
      ['joiner', '8000'],
      ['leaver', '9000'],
    ] as const)
      expect((await profile(who, '2026-01', base)).body.code).toBe(0)

    for (const month of MONTHS) {
      if (month === '2026-07') {
        gateway.setNow(after('2026-06') + 86_400_000)
        hr = await gateway.login('hr', 'Hr@123456789')
        expect((await profile('stayer', '2026-05', '12000')).body.code).toBe(0)
      }
      const runId = await pay(month)
      if (month === '2026-08') {
        // August's bonus of 500 for the leaver was missed: a correction of the published August run pays it.
        const created = (
          await gateway.post(`${S}/run/correct`, { id: runId, mode: 'people', employeeIds: [people.leaver] }, hr)
        ).body
        expect(created.code).toBe(0)
        await settle(created.result.id, month, 'leaver', { bonus: '500' })
      }
    }
    // The year's bonus, on its own run in December.
    const bonus = { groupId: GROUP, month: '2026-12', name: '2026 年终奖', employeeIds: [people.stayer] }
    const created = (await gateway.post(`${S}/run/createOffCycle`, bonus, hr)).body
    expect(created.code).toBe(0)
    await settle(created.result.id, '2026-12', 'stayer', { annualBonus: '30000' })
  }, 180_000)
  afterAll(() => gateway?.close())

  it('withholds the stayer 5,080 on the year’s wages (back pay included) and 900 on the bonus taxed on its own', async () => {
    const regular = await withheld('stayer', 'regular')
    expect(regular.map((row) => row.month)).toEqual(MONTHS)
    expect(regular.reduce((total, row) => total + Number(row.gross_fen), 0)).toBe(13_600_000)
    expect(sum(regular)).toBe(508_000)
    expect(sum(await withheld('stayer', 'offCycle'))).toBe(90_000)
  })

  it('pays the joiner from March, 16 of 31 days first, and withholds 783.87 in the year', async () => {
    const rows = await withheld('joiner')
    expect(rows.map((row) => row.month)).toEqual(MONTHS.slice(2))
    expect(Number(rows[0].gross_fen)).toBe(412_903)
    expect(sum(rows)).toBe(78_387)
  })

  it('pays the leaver to 10 September, 10 of 30 days last, with the correction, and refunds nothing of the 975 withheld', async () => {
    const rows = await withheld('leaver')
    expect(rows.filter((row) => row.kind === 'regular').map((row) => row.month)).toEqual(MONTHS.slice(0, 9))
    const september = rows.find((row) => row.month === '2026-09')!
    expect([Number(september.gross_fen), Number(september.tax_fen)]).toEqual([300_000, 0])
    expect(Number(rows.find((row) => row.kind === 'correction')!.tax_fen)).toBe(1_500)
    expect(sum(rows)).toBe(97_500)
  })

  it("records the year in the tax service as the year's filing has it: one line per person and month", async () => {
    const records = await gateway.ctx.db
      .selectFrom('etax_withholding')
      .select(['employee_id', 'month'])
      .where('tenant_id', '=', 1)
      .where('employee_id', 'in', Object.values(people))
      .execute()
    const months = (who: Who) => new Set(records.filter((r) => r.employee_id === people[who]).map((r) => r.month)).size
    expect([months('stayer'), months('joiner'), months('leaver')]).toEqual([12, 10, 9])
  })
})
