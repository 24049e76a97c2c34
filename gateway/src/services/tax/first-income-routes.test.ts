import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { recordMonth, withholdMonth } from '.'

const P = '/gateway/etax/web'
const en = { 'accept-language': 'en' }
const at = (date: string) => Date.parse(`${date}T00:00:00Z`)

describe("the year's joiners and the mark of no wage income earlier this year", () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let graduate: { id: number; name: string }
  let rehired: { id: number; name: string }
  let veteran: { id: number; name: string }

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
    const db = gateway.ctx.db
    const people = await db
      .selectFrom('employee')
      .select(['id', 'name'])
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .orderBy('id', 'desc')
      .limit(3)
      .execute()
    ;[graduate, rehired, veteran] = people
    await db
      .updateTable('employee')
      .set({ entry_date: at('2026-07-06') })
      .where('id', '=', graduate.id)
      .execute()
    await db
      .updateTable('employee')
      .set({ entry_date: at('2026-09-01') })
      .where('id', '=', rehired.id)
      .execute()
    await db
      .updateTable('employee')
      .set({ entry_date: at('2019-04-01') })
      .where('id', '=', veteran.id)
      .execute()
    // The rehired person was paid here in February, before leaving.
    await recordMonth(db, 1, 990, [
      ...(
        await withholdMonth(db, 1, '2026-02', [
          { employeeId: rehired.id, income: '20000.00', social: '2000.00', bonus: '0.00' },
        ])
      ).values(),
    ])
  })
  afterAll(() => gateway.close())

  it('lists the joiners of the year for HR, and the mark makes the basic deduction count from January', async () => {
    const list = async () =>
      (await gateway.post(`${P}/joiners/list`, { year: 2026 }, hr)).body.result.rows as Array<{
        employeeId: number
        entryDate: string
        noEarlierIncome: boolean
        paidBefore: string | null
      }>
    const before = await list()
    expect(before.find((r) => r.employeeId === graduate.id)).toMatchObject({
      entryDate: '2026-07-06',
      noEarlierIncome: false,
      paidBefore: null,
    })
    expect(before.find((r) => r.employeeId === rehired.id)).toMatchObject({
      entryDate: '2026-09-01',
      paidBefore: '2026-02',
    })
    expect(before.some((r) => r.employeeId === veteran.id)).toBe(false)

    const july = () =>
      withholdMonth(gateway.ctx.db, 1, '2026-07', [
        { employeeId: graduate.id, income: '30000.00', social: '3123.45', bonus: '0.00' },
      ])
    // The company's first record of the year is February's: a July joiner counts from July without the mark.
    expect((await july()).get(graduate.id)).toMatchObject({
      ytdBasic: '5000.00',
      ytdTaxable: '21876.55',
      tax: '656.30',
    })
    expect(
      (await gateway.post(`${P}/joiners/mark`, { year: 2026, employeeId: graduate.id, noEarlierIncome: true }, hr)).body
        .result,
    ).toEqual({ employeeId: graduate.id, noEarlierIncome: true })
    expect((await list()).find((r) => r.employeeId === graduate.id)!.noEarlierIncome).toBe(true)
    expect((await july()).get(graduate.id)).toMatchObject({ ytdBasic: '35000.00', ytdTaxable: '0.00', tax: '0.00' })

    expect(
      (await gateway.post(`${P}/joiners/mark`, { year: 2026, employeeId: graduate.id, noEarlierIncome: false }, hr))
        .body.code,
    ).toBe(0)
    expect((await july()).get(graduate.id)!.ytdBasic).toBe('5000.00')
    expect(
      (await gateway.post(`${P}/joiners/list`, { year: 2025 }, hr)).body.result.rows.some(
        (r: { employeeId: number }) => r.employeeId === graduate.id,
      ),
    ).toBe(false)
  })

  it('refuses the mark for someone who joined in another year or was paid here earlier this year, in both languages', async () => {
    const mark = (employeeId: number, headers?: Record<string, string>, year = 2026) =>
      gateway.post(`${P}/joiners/mark`, { year, employeeId, noEarlierIncome: true }, hr, headers)
    expect((await mark(veteran.id, en)).body).toEqual({
      code: 411116,
      msg: `${veteran.name} joined before 2026: the basic deduction already counts from January`,
    })
    expect((await mark(veteran.id)).body).toMatchObject({
      code: 411116,
      msg: `${veteran.name} 在 2026 年之前入职：基本减除费用已从 1 月起计算`,
    })
    expect((await mark(graduate.id, en, 2025)).body).toEqual({
      code: 411117,
      msg: `${graduate.name} did not join in 2025`,
    })
    expect((await mark(rehired.id, en)).body).toEqual({
      code: 411118,
      msg: `This company recorded wage income for ${rehired.name} in 2026-02, before they joined: they had wage income earlier this year`,
    })
    expect((await mark(2_000_000_000, en)).body).toEqual({ code: 411115, msg: 'The person is not in your data range' })
    const marks = await gateway.ctx.db
      .selectFrom('etax_first_income')
      .select('employee_id')
      .where('tenant_id', '=', 1)
      .execute()
    expect(marks.map((m) => m.employee_id)).not.toContain(veteran.id)
    expect(marks.map((m) => m.employee_id)).not.toContain(rehired.id)
  })

  it('keeps the joiners to holders of monthly withholding (8301) and checks every input', async () => {
    expect((await gateway.post(`${P}/joiners/list`, { year: 2026 }, staff)).body.code).toBe(403001)
    expect(
      (await gateway.post(`${P}/joiners/mark`, { year: 2026, employeeId: graduate.id, noEarlierIncome: true }, staff))
        .body.code,
    ).toBe(403001)
    expect((await gateway.post(`${P}/joiners/list`, { year: 1999 }, hr)).body).toMatchObject({ code: 400000 })
    expect((await gateway.post(`${P}/joiners/mark`, { year: 2026, employeeId: graduate.id }, hr)).body).toMatchObject({
      code: 400000,
    })
    expect(
      (await gateway.post(`${P}/joiners/mark`, { year: 2026, employeeId: 'x', noEarlierIncome: true }, hr)).body,
    ).toMatchObject({ code: 400000 })
  })
})
