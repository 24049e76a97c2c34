import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { recordMonth, withholdMonth } from '.'
import { OPENING_HEADER } from './opening-columns'

const P = '/gateway/etax/web/opening'
const en = { 'accept-language': 'en' }

type Person = { id: number; job_number: string; name: string }
type Answer = {
  total: number
  valid: number
  imported: number
  refused: number
  refusedRows: Array<{ line: number; jobNumber: string; reason: string }>
  refusedCsv: string | null
}

/** An .xlsx of the rows under `header`: number-like cells (not job numbers) as numbers, the rest as text, as Excel keeps them. */
async function workbook(rows: string[][], header = OPENING_HEADER): Promise<string> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Opening')
  sheet.addRow(header)
  for (const row of rows)
    sheet.addRow(row.map((cell, i) => (i > 1 && /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell)))
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64')
}

/** A row of the template's columns: job number, name, year, through month, the four cumulative figures, months, tax, bonus. */
const row = (
  person: Person,
  more: Partial<Record<'year' | 'through' | 'income' | 'months' | 'tax' | 'bonus', string>> = {},
) => [
  person.job_number,
  person.name,
  more.year ?? '2026',
  more.through ?? '6',
  more.income ?? '120000',
  '12000',
  '12000',
  '0',
  more.months ?? '6',
  more.tax ?? '4080',
  more.bonus ?? '否',
]

/** The CSV's rows read back with a plain split (no quoted commas in these cells). */
const csvLines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','))

describe('opening balances imported from Excel, with bad input refused', () => {
  let gateway: TestGateway
  let hr: string
  let people: Person[]
  let recorded: Person
  let outsider: Person

  const upload = async (content: string, confirm = false, headers?: Record<string, string>) =>
    gateway.post(`${P}/import`, { fileName: 'opening.xlsx', content, confirm }, hr, headers)
  const imported = async (content: string, confirm = false) =>
    (await upload(content, confirm, en)).body.result as Answer
  const openingsOf = async (year = 2026) =>
    (
      (await gateway.post(`${P}/list`, { year }, hr)).body.result.rows as Array<{
        employeeId: number
        opening: { through: number; income: string; tax: string; bonusSeparate: boolean } | null
      }>
    ).filter((one) => one.opening)

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    const db = gateway.ctx.db
    const rows = await db
      .selectFrom('employee')
      .select(['id', 'job_number', 'name'])
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .orderBy('id')
      .limit(4)
      .execute()
    await db
      .updateTable('employee')
      .set({ entry_date: Date.UTC(2020, 0, 1), leave_date: null })
      .where('tenant_id', '=', 1)
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute()
    ;[recorded, ...people] = rows
    outsider = (await db
      .selectFrom('employee')
      .select(['id', 'job_number', 'name'])
      .where('tenant_id', '!=', 1)
      .where(
        'job_number',
        'not in',
        rows.map((r) => r.job_number),
      )
      .executeTakeFirstOrThrow()) as Person
    // A payroll run recorded March of 2026 for one person: their year can no longer take an opening balance.
    const march = await withholdMonth(db, 1, '2026-03', [
      { employeeId: recorded.id, income: '8000.00', social: '0.00', bonus: '0.00' },
    ])
    await recordMonth(db, 1, 880_003, [...march.values()])
  }, 60_000)
  afterAll(() => gateway.close())

  it('refuses the whole file and writes nothing while any row is refused, answering the refused rows as a file', async () => {
    const answer = await imported(await workbook([row(people[0]), row(people[1], { income: 'abc' })]))
    expect(answer).toMatchObject({ total: 2, valid: 1, imported: 0, refused: 1 })
    expect(answer.refusedRows).toEqual([
      { line: 3, jobNumber: people[1].job_number, reason: 'Cumulative income is not an amount: abc' },
    ])
    const [title, refusedLine] = csvLines(answer.refusedCsv!)
    expect(title[0]).toBe('行号 Line')
    expect(title.slice(-2)).toEqual(['原因', 'Reason'])
    expect(refusedLine[0]).toBe('3')
    expect(refusedLine.slice(-2)).toEqual(['累计收入 不是金额：abc', 'Cumulative income is not an amount: abc'])
    expect(await openingsOf()).toEqual([])
  })

  it('imports the valid rows when the user confirms, and only those', async () => {
    const answer = await imported(await workbook([row(people[0]), row(people[1], { income: 'abc' })]), true)
    expect(answer).toMatchObject({ valid: 1, imported: 1, refused: 1 })
    expect(await openingsOf()).toEqual([
      expect.objectContaining({
        employeeId: people[0].id,
        opening: expect.objectContaining({ through: 6, income: '120000.00', tax: '4080.00', bonusSeparate: false }),
      }),
    ])
  })

  it('imports a file whose every row is valid in one go, replacing the balances of the same person and year', async () => {
    const answer = await imported(
      await workbook([row(people[0], { income: '1,250,000.50', bonus: '是' }), row(people[1]), row(people[2])]),
    )
    expect(answer).toMatchObject({ total: 3, valid: 3, imported: 3, refused: 0, refusedCsv: null })
    const openings = await openingsOf()
    expect(openings).toHaveLength(3)
    expect(openings.find((one) => one.employeeId === people[0].id)!.opening).toMatchObject({
      income: '1250000.50',
      bonusSeparate: true,
    })
    const trail = (await gateway.post(`${P}/trail`, { year: 2026, employeeId: people[0].id }, hr)).body.result.entries
    expect(trail.map((entry: { action: string }) => entry.action)).toEqual(['import', 'import'])
    expect(trail[0].before).toMatchObject({ income: '120000.00' })
    expect(trail[0].after).toMatchObject({ income: '1250000.50' })
  })

  it.each([
    ['a column not of the template', [...OPENING_HEADER, 'Bonus'], 'The column Bonus is not one of the template'],
    ['a missing column', OPENING_HEADER.slice(0, -2), 'The file has no column Cumulative tax withheld'],
  ])('refuses every row of a file with %s', async (_, header, reason) => {
    const answer = await imported(await workbook([row(people[0], { income: '1' })], header))
    expect(answer).toMatchObject({ imported: 0, refused: 1 })
    expect(answer.refusedRows[0].reason).toBe(reason)
  })

  it('refuses bad rows each with its reason, and never imports them even when confirmed', async () => {
    const rows = [
      row(people[0], { income: '-1.00' }),
      row(people[0], { year: '2025', income: '1.234' }),
      row(people[1], { income: '1234567890123' }),
      row(people[2], { year: '2027' }),
      row(people[2], { year: '2027' }),
      row(outsider),
      row(recorded),
      row(people[1], { through: '12' }),
      row(people[1], { year: '2024', months: '7' }),
      row(people[1], { year: '2023', bonus: 'maybe' }),
    ]
    const answer = await imported(await workbook(rows), true)
    expect(answer).toMatchObject({ total: 10, valid: 0, imported: 0, refused: 10 })
    expect(answer.refusedRows.map((one) => [one.line, one.reason])).toEqual([
      [2, 'Cumulative income cannot be negative'],
      [3, 'Cumulative income has more than two decimals'],
      [4, 'Cumulative income has more than 12 digits'],
      [5, 'Repeats line 6 (the same person and year)'],
      [6, 'Repeats line 5 (the same person and year)'],
      [7, `No one in the company (in your data range) has the job number ${outsider.job_number}`],
      [8, 'A payroll run already recorded months of 2026 (from 2026-03): opening balances come before the first run'],
      [9, 'The through month must be a whole number from 1 to 11 (the product pays from the month after)'],
      [10, 'The months of basic deduction must be a whole number from 0 to the through month (6)'],
      [11, 'Annual bonus taxed separately must be yes or no'],
    ])
    expect(await openingsOf(2027)).toEqual([])
    expect(await openingsOf(2025)).toEqual([])
  })

  it('answers an unreadable file with a business code in the user language', async () => {
    const answer = await upload(Buffer.from('not a workbook').toString('base64'), false)
    expect(answer.body.code).toBe(411153)
    expect(answer.body.msg).toContain('文件无法导入')
  })

  it("lets HR edit a person's balance, refused once a run recorded the year or with more months than covered", async () => {
    const save = (employeeId: number, more: Record<string, unknown> = {}) =>
      gateway.post(
        `${P}/save`,
        {
          year: 2026,
          employeeId,
          through: 6,
          income: '130000.00',
          social: '12000.00',
          special: '12000.00',
          other: '500.00',
          basicMonths: 6,
          tax: '4500.00',
          bonusSeparate: false,
          ...more,
        },
        hr,
        en,
      )
    const saved = await save(people[1].id)
    expect(saved.body.result).toMatchObject({ income: '130000.00', other: '500.00', tax: '4500.00' })
    expect((await save(recorded.id)).body.code).toBe(411151)
    expect((await save(people[1].id, { basicMonths: 7 })).body.code).toBe(411152)
    expect((await save(people[1].id, { income: '1.234' })).body.code).not.toBe(0)
    const removed = await gateway.post(`${P}/remove`, { year: 2026, employeeId: people[1].id }, hr)
    expect(removed.body.result).toEqual({ removed: true })
    const trail = (await gateway.post(`${P}/trail`, { year: 2026, employeeId: people[1].id }, hr)).body.result.entries
    expect(trail.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'edit', 'import'])
  })
})
