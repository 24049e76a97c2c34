import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { recordMonth, withholdMonth } from '.'

const P = '/gateway/etax/web'
const en = { 'accept-language': 'en' }
const at = (date: string) => Date.parse(`${date}T00:00:00Z`)

type Row = { employeeId: number; flagged: boolean; qualifies: boolean; lastYearMonths: number; lastYearIncome: string }

describe("the 60,000 rule's flag per person and year", () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let low: { id: number; name: string }
  let high: { id: number; name: string }
  let partial: { id: number; name: string }
  let joiner: { id: number; name: string }

  /** Records a whole month of 2025 for the people with their monthly wage income. */
  const record2025 = async (m: number, pay: Array<[number, string]>) => {
    const month = `2025-${String(m).padStart(2, '0')}`
    const people = pay.map(([employeeId, income]) => ({ employeeId, income, social: '0.00', bonus: '0.00' }))
    await recordMonth(gateway.ctx.db, 1, 2500 + m, [
      ...(await withholdMonth(gateway.ctx.db, 1, month, people)).values(),
    ])
  }
  const list = async (year = 2026) =>
    (await gateway.post(`${P}/sixtyThousand/list`, { year }, hr)).body.result.rows as Row[]
  const mark = (employeeId: number, flagged: boolean, headers?: Record<string, string>, year = 2026) =>
    gateway.post(`${P}/sixtyThousand/mark`, { year, employeeId, flagged }, hr, headers)
  const january = async (employeeId: number) =>
    (
      await withholdMonth(gateway.ctx.db, 1, '2026-01', [
        { employeeId, income: '4000.00', social: '0.00', bonus: '0.00' },
      ])
    ).get(employeeId)!

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
      .limit(4)
      .execute()
    ;[low, high, partial, joiner] = people
    for (const [person, entry] of [
      [low, '2019-05-01'],
      [high, '2025-01-01'],
      [partial, '2020-02-01'],
      [joiner, '2025-03-01'],
    ] as const)
      await db
        .updateTable('employee')
        .set({ entry_date: at(entry), leave_date: null })
        .where('id', '=', person.id)
        .execute()
    // 2025: low 5,000 a month (60,000 in all), high 5,000.01 a month, partial withheld here January to June only.
    for (let m = 1; m <= 12; m++)
      await record2025(m, [
        [low.id, '5000.00'],
        [high.id, '5000.01'],
        ...(m <= 6 ? [[partial.id, '3000.00'] as [number, string]] : []),
      ])
  })
  afterAll(() => gateway.close())

  it('lists the people employed since the previous year began with its records, and fills the flag from them', async () => {
    const rows = await list()
    expect(rows.find((r) => r.employeeId === low.id)).toMatchObject({
      flagged: false,
      lastYearKnown: true,
      lastYearMonths: 12,
      lastYearIncome: '60000.00',
      qualifies: true,
    })
    expect(rows.find((r) => r.employeeId === high.id)).toMatchObject({ lastYearIncome: '60000.12', qualifies: false })
    expect(rows.find((r) => r.employeeId === partial.id)).toMatchObject({ lastYearMonths: 6, qualifies: false })
    expect(rows.some((r) => r.employeeId === joiner.id)).toBe(false)

    expect((await january(low.id)).tax).toBe('0.00')
    expect(await january(low.id)).toMatchObject({ ytdBasic: '5000.00' })
    expect((await gateway.post(`${P}/sixtyThousand/fill`, { year: 2026 }, hr)).body.result).toEqual({
      year: 2026,
      flagged: 1,
    })
    expect((await list()).filter((r) => r.flagged).map((r) => r.employeeId)).toEqual([low.id])
    expect(await january(low.id)).toMatchObject({ ytdBasic: '60000.00', ytdTaxable: '0.00', tax: '0.00' })
    expect((await gateway.post(`${P}/sixtyThousand/fill`, { year: 2026 }, hr)).body.result.flagged).toBe(0)

    expect((await mark(low.id, false)).body.result).toEqual({ employeeId: low.id, flagged: false })
    expect((await january(low.id)).ytdBasic).toBe('5000.00')
    expect((await mark(low.id, true)).body.result).toEqual({ employeeId: low.id, flagged: true })
    expect((await january(low.id)).ytdBasic).toBe('60000.00')
  })

  it('refuses the flag against the records or the employment, with reasons in both languages', async () => {
    expect((await mark(high.id, true, en)).body).toEqual({
      code: 411143,
      msg: `${high.name}'s wage income of 2025 recorded here is 60,000.12: above 60,000`,
    })
    expect((await mark(high.id, true)).body).toEqual({
      code: 411143,
      msg: `本单位记录的 ${high.name} 2025 年工资薪金收入为 60,000.12 元，超过 6 万元`,
    })
    expect((await mark(partial.id, true, en)).body).toEqual({
      code: 411142,
      msg: `This company recorded wage income for ${partial.name} in 6 months of 2025: the 60,000 rule needs all 12`,
    })
    expect((await mark(joiner.id, true, en)).body).toEqual({
      code: 411141,
      msg: `${joiner.name} was not employed here the whole of 2025: the 60,000 rule needs every month of the previous year withheld by this company`,
    })
    expect((await mark(2_000_000_000, true, en)).body).toEqual({
      code: 411115,
      msg: 'The person is not in your data range',
    })
    const flags = await gateway.ctx.db
      .selectFrom('etax_sixty_thousand')
      .select('employee_id')
      .where('tenant_id', '=', 1)
      .where('year', '=', 2026)
      .execute()
    expect(flags.map((f) => f.employee_id).sort()).toEqual([low.id])
  })

  it('leaves the flag to HR where the product has no records of the whole previous year', async () => {
    // No records of 2024: HR knows the previous year; the records cannot refuse it.
    const rows = await list(2025)
    expect(rows.find((r) => r.employeeId === partial.id)).toMatchObject({ lastYearKnown: false, qualifies: false })
    expect((await mark(partial.id, true, en, 2025)).body.result).toEqual({ employeeId: partial.id, flagged: true })
    expect((await mark(high.id, true, en, 2025)).body.code).toBe(411141)
  })

  it("puts the rule's remark on a flagged person's line of the month's filing", async () => {
    const pay = [low, high].map((p) => ({ employeeId: p.id, income: '5000.00', social: '0.00', bonus: '0.00' }))
    await recordMonth(gateway.ctx.db, 1, 2601, [...(await withholdMonth(gateway.ctx.db, 1, '2026-01', pay)).values()])
    const file = await gateway.app.inject({
      method: 'POST',
      url: `${P}/withholding/export`,
      payload: { month: '2026-01' },
      headers: { token: hr },
    })
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    const wages = book.getWorksheet('正常工资薪金所得')!
    const header = (wages.getRow(1).values as string[]).slice(1)
    const remarks = new Map<string, unknown>()
    wages.eachRow((line, index) => {
      if (index === 1) return
      const values = (line.values as unknown[]).slice(1)
      remarks.set(String(values[header.indexOf('*姓名')]), values[header.indexOf('备注')] ?? '')
    })
    expect(remarks.get(low.name)).toBe('上年各月均有申报且全年收入不超过6万元')
    expect(remarks.get(high.name)).toBe('')
  })

  it('keeps the flag to holders of monthly withholding (8301) and checks every input', async () => {
    expect((await gateway.post(`${P}/sixtyThousand/list`, { year: 2026 }, staff)).body.code).toBe(403001)
    expect((await gateway.post(`${P}/sixtyThousand/fill`, { year: 2026 }, staff)).body.code).toBe(403001)
    expect(
      (await gateway.post(`${P}/sixtyThousand/mark`, { year: 2026, employeeId: low.id, flagged: false }, staff)).body
        .code,
    ).toBe(403001)
    expect((await gateway.post(`${P}/sixtyThousand/list`, { year: 1999 }, hr)).body.code).toBe(400000)
    expect((await gateway.post(`${P}/sixtyThousand/mark`, { year: 2026, employeeId: low.id }, hr)).body.code).toBe(
      400000,
    )
    expect(
      (await gateway.post(`${P}/sixtyThousand/mark`, { year: 2026, employeeId: 'x', flagged: true }, hr)).body.code,
    ).toBe(400000)
    expect((await list()).find((r) => r.employeeId === low.id)!.flagged).toBe(true)
  })
})
