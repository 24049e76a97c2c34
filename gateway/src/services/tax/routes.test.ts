import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { recordMonth, withholdMonth } from '.'

const P = '/gateway/etax/web'
const en = { 'accept-language': 'en' }
const YEAR = 2026

describe('income tax routes: my deductions, monthly withholding, its filing file, the annual summary', () => {
  let gateway: TestGateway
  let staff: string
  let hr: string
  let staffEmp: number
  let hrEmp: number
  const declare = (body: object, token = staff, headers?: Record<string, string>) =>
    gateway.post(`${P}/deduction/save`, { year: YEAR, startMonth: 1, endMonth: 12, ...body }, token, headers)

  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
    hr = await gateway.login('hr', 'Hr@123456789')
    const employeeOf = async (name: string) =>
      (
        await gateway.ctx.db
          .selectFrom('app_user')
          .select('employee_id')
          .where('user_name', '=', name)
          .executeTakeFirstOrThrow()
      ).employee_id!
    staffEmp = await employeeOf('staff')
    hrEmp = await employeeOf('hr')
    await gateway.ctx.db
      .insertInto('employee_profile')
      .values({
        tenant_id: 1,
        employee_id: staffEmp,
        id_number: '11010519900307001X',
        birth_date: null,
        address: '',
        salary_grade: '',
        contract_start: null,
        contract_end: null,
        emergency_name: '',
        emergency_relation: '',
        emergency_phone: '',
        leave_reason: '',
        nationality: '',
        education: '',
        marital_status: '',
        political_status: '',
        contract_type: '',
        updated_by: null,
        updated_at: 0,
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'employee_id']).doUpdateSet({ id_number: '11010519900307001X' }))
      .execute()
  })
  afterAll(() => gateway.close())

  it("lets staff declare children's education and elderly support, and refuses what the rules forbid in both languages", async () => {
    expect((await declare({ kind: 'children', share: 100, note: 'Lily' })).body.code).toBe(0)
    const elderly = (await declare({ kind: 'elderly', choice: 'only' })).body.result.id
    expect((await declare({ kind: 'housingRent', choice: '1', startMonth: 1, endMonth: 6 })).body.code).toBe(0)
    expect(
      (await declare({ kind: 'housingLoan', share: 100, startMonth: 6, endMonth: 12 }, staff, en)).body,
    ).toMatchObject({
      code: 411111,
      msg: 'Housing loan interest and housing rent cannot both be deducted for the same months',
    })
    expect((await declare({ kind: 'housingLoan', share: 100, startMonth: 6, endMonth: 12 })).body).toMatchObject({
      code: 411111,
      msg: '住房贷款利息和住房租金不能在同一月份同时扣除',
    })
    // From July the loan takes over: no month holds both.
    expect((await declare({ kind: 'housingLoan', share: 50, startMonth: 7, endMonth: 12 })).body.code).toBe(0)
    expect((await declare({ kind: 'elderly', choice: 'only', startMonth: 3, endMonth: 3 })).body.code).toBe(411110)
    expect(
      (await declare({ id: elderly, kind: 'elderly', choice: 'shared', amount: '1600' }, staff, en)).body,
    ).toMatchObject({
      code: 411108,
      msg: 'Not an only child: your share of elderly support must be more than 0 and at most 1,500 a month',
    })
    expect((await declare({ kind: 'children', share: 30 })).body.code).toBe(411105)
    expect((await declare({ kind: 'illness', amount: '80000.01' })).body.code).toBe(411107)
    expect((await declare({ kind: 'education', choice: 'certificate', startMonth: 4, endMonth: 5 })).body.code).toBe(
      411109,
    )
    expect((await declare({ kind: 'education', choice: 'certificate', startMonth: 4, endMonth: 4 })).body.code).toBe(0)
    expect((await declare({ kind: 'illness', amount: '20000' })).body.code).toBe(0)
    expect((await declare({ kind: 'children', share: 100, year: 2022 })).body.code).toBe(411103)
    expect((await declare({ kind: 'children', share: 100, startMonth: 5, endMonth: 4 })).body.code).toBe(411104)

    const mine = (await gateway.post(`${P}/deduction/mine`, { year: YEAR }, staff)).body.result
    expect(mine.declarations.map((d: { kind: string; amount: string }) => [d.kind, d.amount])).toEqual([
      ['children', '2000.00'],
      ['elderly', '3000.00'],
      ['housingRent', '1500.00'],
      ['housingLoan', '500.00'],
      ['education', '3600.00'],
      ['illness', '20000.00'],
    ])
    expect(mine).toMatchObject({ bonusMethod: 'separate', bonusTaxed: false, bonusSeparateIn: null, withholding: [] })
  })

  it("changes and removes only one's own declarations", async () => {
    const theirs = (await declare({ kind: 'children', share: 50 }, hr)).body.result.id
    expect((await gateway.post(`${P}/deduction/remove`, { id: theirs }, staff)).body.code).toBe(411112)
    expect((await declare({ id: theirs, kind: 'children', share: 100 })).body.code).toBe(411112)
    expect((await declare({ id: theirs, kind: 'children', share: 100 }, hr)).body.code).toBe(0)
    expect((await gateway.post(`${P}/deduction/remove`, { id: theirs }, hr)).body.code).toBe(0)
    expect(
      (await gateway.post(`${P}/deduction/mine`, { year: YEAR }, hr)).body.result.declarations.map(
        (d: { id: number }) => d.id,
      ),
    ).not.toContain(theirs)
  })

  it('keeps pay figures to holders of 8301, 830101 and 8302: staff see their own only', async () => {
    for (const path of ['withholding/month', 'withholding/export'])
      expect((await gateway.post(`${P}/${path}`, { month: `${YEAR}-01` }, staff)).body.code, path).toBe(403001)
    expect((await gateway.post(`${P}/withholding/annual`, { year: YEAR }, staff)).body.code).toBe(403001)
    const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    expect((await gateway.post(`${P}/deduction/mine`, { year: YEAR }, admin)).body.code).toBe(411102)
  })

  it('lists a recorded month for HR, exports it in the e-Tax layout and sums the year; staff see their own months', async () => {
    await gateway.post(`${P}/deduction/bonusMethod`, { year: YEAR, method: 'combined' }, hr)
    for (const month of ['01', '02', '03']) {
      const people = [
        { employeeId: staffEmp, income: '20000.00', social: '2000.00', bonus: month === '03' ? '60000.00' : '0.00' },
        { employeeId: hrEmp, income: '30000.00', social: '3000.00', bonus: month === '03' ? '12000.00' : '0.00' },
      ]
      await recordMonth(gateway.ctx.db, 1, 900 + Number(month), [
        ...(await withholdMonth(gateway.ctx.db, 1, `${YEAR}-${month}`, people)).values(),
      ])
    }
    const march = (await gateway.post(`${P}/withholding/month`, { month: `${YEAR}-03` }, hr)).body.result.rows
    const staffRow = march.find((r: { employeeId: number }) => r.employeeId === staffEmp)
    // Staff: 3 × (20,000 − 5,000 − 2,000) − 3 × (2,000 + 3,000 + 1,500) − 3,600 (the certificate of April is not yet in) = 19,500 → 585.00;
    // January 13,000 − 6,500 = 6,500 → 195; February 13,000 → 390: March 585 − 390 = 195.00. The bonus 60,000 separate: 5,790.00.
    expect(staffRow).toMatchObject({
      income: '20000.00',
      social: '2000.00',
      special: '6500.00',
      ytdTaxable: '19500.00',
      tax: '195.00',
      bonus: '60000.00',
      bonusMethod: 'separate',
      bonusTax: '5790.00',
    })
    const hrRow = march.find((r: { employeeId: number }) => r.employeeId === hrEmp)
    // HR (combined): 90,000 + 12,000 − 15,000 − 9,000 − seeded deductions; the bonus is taxed inside the wage tax.
    expect(hrRow).toMatchObject({
      bonus: '12000.00',
      bonusMethod: 'combined',
      bonusTax: '0.00',
      ytdIncome: '102000.00',
    })

    const file = await gateway.app.inject({
      method: 'POST',
      url: `${P}/withholding/export`,
      payload: { month: `${YEAR}-03` },
      headers: { token: hr },
    })
    expect(file.statusCode).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    const wages = book.getWorksheet('正常工资薪金所得')!
    const header = (wages.getRow(1).values as string[]).slice(1)
    expect(header.slice(0, 6)).toEqual(['工号', '*姓名', '*证件类型', '*证件号码', '本期收入', '本期免税收入'])
    expect(header.at(-1)).toBe('备注')
    const line = wages
      .getSheetValues()
      .slice(2)
      .find((row) => (row as unknown[])?.[4] === '11010519900307001X') as unknown[]
    const cell = (name: string) => line[header.indexOf(name) + 1]
    expect([
      cell('*证件类型'),
      cell('本期收入'),
      cell('累计子女教育'),
      cell('累计赡养老人'),
      cell('累计住房租金'),
      cell('累计继续教育'),
      cell('其他'),
    ]).toEqual(['居民身份证', 20000, 6000, 9000, 4500, 0, 2000])
    expect(cell('备注')).toBe('其他：个人缴纳的社会保险费和住房公积金合计')
    const bonuses = book.getWorksheet('全年一次性奖金收入')!
    expect(bonuses.rowCount).toBe(2)
    expect(bonuses.getRow(2).getCell(5).value).toBe(60000)

    const annual = (await gateway.post(`${P}/withholding/annual`, { year: YEAR }, hr)).body.result.rows
    const year = annual.find((r: { employeeId: number }) => r.employeeId === staffEmp)
    // 60,000 income − 60,000 basic − 6,000 social − the year's deductions (24,000 + 36,000 + 9,000 + 3,000 + 3,600) − 20,000 illness: nothing due; 390 + 195 withheld is refunded.
    expect(year).toMatchObject({
      months: 3,
      income: '60000.00',
      social: '6000.00',
      special: '75600.00',
      illness: '20000.00',
      withheld: '585.00',
      tax: '0.00',
      difference: '-585.00',
      separateBonus: '60000.00',
      separateBonusTax: '5790.00',
    })

    const mine = (await gateway.post(`${P}/deduction/mine`, { year: YEAR }, staff)).body.result
    expect(mine.withholding.map((r: { month: string; tax: string }) => [r.month, r.tax])).toEqual([
      [`${YEAR}-01`, '195.00'],
      [`${YEAR}-02`, '195.00'],
      [`${YEAR}-03`, '195.00'],
    ])
    expect(mine.withholding.every((r: { employeeId: number }) => r.employeeId === staffEmp)).toBe(true)
    expect(mine).toMatchObject({ bonusTaxed: true, bonusSeparateIn: `${YEAR}-03` })
    expect(
      (await gateway.post(`${P}/deduction/bonusMethod`, { year: YEAR, method: 'combined' }, staff, en)).body,
    ).toMatchObject({
      code: 411113,
      msg: `The annual bonus of ${YEAR} has already been taxed: its method can no longer change (a bonus was taxed on its own in ${YEAR}-03, which is allowed once a year; a further bonus is added to the wages of its month)`,
    })
    // HR's bonus of March was added to the wages: taxing a later one on its own (once) is still their choice.
    expect((await gateway.post(`${P}/deduction/mine`, { year: YEAR }, hr)).body.result).toMatchObject({
      bonusMethod: 'combined',
      bonusTaxed: false,
      bonusSeparateIn: null,
    })
    expect((await gateway.post(`${P}/deduction/bonusMethod`, { year: YEAR, method: 'separate' }, hr)).body.code).toBe(0)
  })

  it("exports the employee's pension, medical, unemployment and housing fund of a run with insurance in their own columns", async () => {
    const parts = { pension: '1600.00', medical: '400.00', unemployment: '100.00', housingFund: '1200.00' }
    const people = [{ employeeId: staffEmp, income: '20000.00', social: '3300.00', bonus: '0.00', socialParts: parts }]
    await recordMonth(gateway.ctx.db, 1, 905, [
      ...(await withholdMonth(gateway.ctx.db, 1, `${YEAR}-05`, people)).values(),
    ])
    const file = await gateway.app.inject({
      method: 'POST',
      url: `${P}/withholding/export`,
      payload: { month: `${YEAR}-05` },
      headers: { token: hr },
    })
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    const wages = book.getWorksheet('正常工资薪金所得')!
    const header = (wages.getRow(1).values as string[]).slice(1)
    const line = wages
      .getSheetValues()
      .slice(2)
      .find((row) => (row as unknown[])?.[4] === '11010519900307001X') as unknown[]
    const cell = (name: string) => line[header.indexOf(name) + 1]
    expect(['基本养老保险费', '基本医疗保险费', '失业保险费', '住房公积金', '其他'].map(cell)).toEqual([
      1600, 400, 100, 1200, 0,
    ])
    expect(cell('备注')).toBe('')
  })
})
