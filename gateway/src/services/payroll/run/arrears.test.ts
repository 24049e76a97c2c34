import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../../testing/test-gateway'
import { payslipOf } from '../payslip/lines'
import { payslipSections } from '../payslip/pdf'
import { actor, at, backPayWorld, GROUP, S, use, type Who } from './back-pay-world'
import { calculateRun } from './calculate'

// The world of back-pay-world.ts: four people on 8,000 from 2024, April locked and May published at 8,000, profile
// rows entered in June from April (9,000 for raise, joiner and twice; 7,000 for cut), June calculated.
describe('back pay for a salary change dated into a month a closed run paid', () => {
  let world: Awaited<ReturnType<typeof backPayWorld>>
  let gateway: TestGateway
  beforeAll(async () => {
    world = await backPayWorld()
    gateway = world.gateway
  }, 120_000)
  afterAll(() => gateway?.close())

  it('pays a raise from April in June: one line per closed month, taxed as June wages by the cumulative method', async () => {
    expect((await world.lineOf('2026-04', 'raise')).detail.items[0].amount).toBe('8000.00')
    expect(await world.arrearsOf('2026-06', 'raise')).toEqual([
      ['Back pay for April 2026', '1000.00'],
      ['Back pay for May 2026', '1000.00'],
    ])
    const june = await world.lineOf('2026-06', 'raise')
    expect(june.detail.items.find((item) => item.code === 'arrears:2026-04')?.nameZh).toBe('补发 2026-04 工资')
    expect(june.detail.arrears).toEqual([
      { month: '2026-04', amount: '1000.00', items: { base: '1000.00' } },
      { month: '2026-05', amount: '1000.00', items: { base: '1000.00' } },
    ])
    expect(Number(june.gross_fen)).toBe(1_100_000)
    // April (8,000 − 5,000) × 3 % = 90; May (16,000 − 10,000) × 3 % = 180, 90 more; June 9,000 + 2,000 back pay:
    // (27,000 − 15,000) × 3 % = 360, less 180 withheld = 180 (without the back pay: 300 − 180 = 120).
    expect(Number((await world.lineOf('2026-04', 'raise')).tax_fen)).toBe(9_000)
    expect(Number((await world.lineOf('2026-05', 'raise')).tax_fen)).toBe(9_000)
    expect(june.detail.tax.income).toBe('11000.00')
    expect(june.detail.tax.ytdIncome).toBe('27000.00')
    expect(Number(june.tax_fen)).toBe(18_000)
    expect(Number(june.net_fen)).toBe(1_100_000 - 18_000)
  })

  it('pays a joiner of 16 April the difference for April prorated as April was (15 of 30 days)', async () => {
    expect((await world.lineOf('2026-04', 'joiner')).detail.items[0].amount).toBe('4000.00')
    // 9,000 × 15 ÷ 30 = 4,500, less the 4,000 paid.
    expect(await world.arrearsOf('2026-06', 'joiner')).toEqual([
      ['Back pay for April 2026', '500.00'],
      ['Back pay for May 2026', '1000.00'],
    ])
    // April 4,000 − 5,000: no tax; May 12,000 − 10,000 = 2,000 × 3 % = 60; June 22,500 − 15,000 = 7,500 × 3 % = 225 − 60.
    expect(Number((await world.lineOf('2026-06', 'joiner')).tax_fen)).toBe(16_500)
  })

  it('recovers a decrease as negative lines, leaving no tax for June', async () => {
    expect(await world.arrearsOf('2026-06', 'cut')).toEqual([
      ['Recovery of overpay for April 2026', '-1000.00'],
      ['Recovery of overpay for May 2026', '-1000.00'],
    ])
    const june = await world.lineOf('2026-06', 'cut')
    expect(june.detail.items.find((item) => item.code === 'arrears:2026-05')?.nameZh).toBe('扣回 2026-05 多发工资')
    // 7,000 − 2,000 = 5,000; (8,000 + 8,000 + 5,000 − 15,000) × 3 % = 180, all withheld by May.
    expect(Number(june.gross_fen)).toBe(500_000)
    expect(Number(june.tax_fen)).toBe(0)
  })

  it('gives the same figures when the run is calculated again (its own back pay is not counted as paid)', async () => {
    const before = await world.lineOf('2026-06', 'raise')
    await calculateRun(gateway.ctx.db, 1, world.runs['2026-06'], {
      actor,
      now: at('2026-07-03T03:00:00Z'),
      lang: 'en',
      providers: use,
    })
    const after = await world.lineOf('2026-06', 'raise')
    expect([after.gross_fen, after.tax_fen, after.net_fen].map(Number)).toEqual(
      [before.gross_fen, before.tax_fen, before.net_fen].map(Number),
    )
    const recorded = await gateway.ctx.db
      .selectFrom('salary_arrears')
      .select(['employee_id', 'month', 'amount_fen'])
      .where('tenant_id', '=', 1)
      .where('run_id', '=', world.runs['2026-06'])
      .where('employee_id', '=', world.people.raise)
      .orderBy('month')
      .execute()
    expect(recorded.map((row) => [row.month, Number(row.amount_fen)])).toEqual([
      ['2026-04', 100_000],
      ['2026-05', 100_000],
    ])
  })

  it('lists each month on the review, and tells the profile form which months are paid', async () => {
    const hr = await gateway.login('hr', 'Hr@123456789')
    const lines = (await gateway.post(`${S}/run/lines`, { id: world.runs['2026-06'], page: 1, rows: 50 }, hr)).body
    const arrears = (who: Who) =>
      lines.result.rows.find((row: { employeeId: number }) => row.employeeId === world.people[who]).arrears
    expect(arrears('cut')).toEqual([
      { month: '2026-04', amount: '-1000.00' },
      { month: '2026-05', amount: '-1000.00' },
    ])
    expect(arrears('joiner')).toEqual([
      { month: '2026-04', amount: '500.00' },
      { month: '2026-05', amount: '1000.00' },
    ])
    const history = (await gateway.post(`${S}/profile/history`, { employeeId: world.people.raise }, hr)).body
    expect(history.result.paidMonths).toEqual(['2026-04', '2026-05'])
  })

  it('pays nothing again once paid, and only the new difference for a second change of April', async () => {
    await world.lock('2026-06', at('2026-07-04T02:00:00Z'))
    await world.setProfile('twice', '2026-04', 950_000, at('2026-07-20T02:00:00Z'))
    await world.calculate('2026-07', at('2026-08-04T02:00:00Z'))
    expect(await world.arrearsOf('2026-07', 'raise')).toEqual([])
    expect(await world.arrearsOf('2026-07', 'cut')).toEqual([])
    // April and May were paid 8,000 and 1,000 back pay, June 9,000: each month is owed 500 more.
    expect(await world.arrearsOf('2026-07', 'twice')).toEqual([
      ['Back pay for April 2026', '500.00'],
      ['Back pay for May 2026', '500.00'],
      ['Back pay for June 2026', '500.00'],
    ])
    expect(Number((await world.lineOf('2026-07', 'twice')).gross_fen)).toBe(950_000 + 150_000)
  })

  it("shows each month's back pay on the payslip and its PDF, in both languages", async () => {
    await gateway.ctx.db
      .updateTable('salary_run')
      .set({ status: 'published' })
      .where('id', '=', world.runs['2026-06'])
      .execute()
    const slip = (await payslipOf(gateway.ctx.db, 1, world.runs['2026-06'], world.people.raise))!
    const earnings = (lang: 'zh' | 'en') => payslipSections(lang, slip)[0].rows
    expect(earnings('zh')).toEqual([
      ['基本工资', '9,000.00'],
      ['补发 2026-04 工资', '1,000.00'],
      ['补发 2026-05 工资', '1,000.00'],
    ])
    expect(earnings('en').slice(1)).toEqual([
      ['Back pay for April 2026', '1,000.00'],
      ['Back pay for May 2026', '1,000.00'],
    ])
    expect(slip.gross).toBe('11000.00')
  })

  it("pays a month's back pay again once the run that paid it was reversed for the person", async () => {
    const db = gateway.ctx.db
    await world.lock('2026-07', at('2026-08-04T03:00:00Z'))
    // A published reversal of June for `raise`, as a correction writes it: the line's every figure negated.
    const june = await world.lineOf('2026-06', 'raise')
    const negated = (fen: number | string) => -Number(fen)
    const when = at('2026-08-10T02:00:00Z')
    await db
      .insertInto('salary_run')
      .values({
        tenant_id: 1,
        id: 990,
        group_id: GROUP,
        month: '2026-06',
        status: 'published',
        instance_id: null,
        headcount: 1,
        gross_fen: negated(june.gross_fen),
        net_fen: negated(june.net_fen),
        tax_fen: negated(june.tax_fen),
        employer_fen: 0,
        threshold: '10',
        kind: 'correction',
        name: '',
        corrects_run_id: world.runs['2026-06'],
        correction: 'reverse',
        created_by: 1,
        created_at: when,
        calculated_at: when,
        locked_at: when,
        published_at: when,
      })
      .execute()
    const items = june.detail.items.map((item) => ({ ...item, amount: (-Number(item.amount)).toFixed(2) }))
    await db
      .insertInto('salary_line')
      .values({
        ...june,
        run_id: 990,
        detail: JSON.stringify({ ...june.detail, items, arrears: undefined }),
        gross_fen: negated(june.gross_fen),
        tax_fen: negated(june.tax_fen),
        net_fen: negated(june.net_fen),
        calculated_at: when,
      })
      .execute()
    await world.calculate('2026-08', at('2026-09-03T02:00:00Z'))
    expect(await world.arrearsOf('2026-08', 'raise')).toEqual([
      ['Back pay for April 2026', '1000.00'],
      ['Back pay for May 2026', '1000.00'],
    ])
    // June's back pay of the others stands: they were not reversed.
    expect(await world.arrearsOf('2026-08', 'cut')).toEqual([])
  })
})
