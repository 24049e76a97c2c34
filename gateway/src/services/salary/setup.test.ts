import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const S = '/gateway/salary/web'
const en = { 'accept-language': 'en' }
const formulaItem = (code: string, formula: string) => ({
  code,
  nameZh: code,
  nameEn: code,
  kind: 'earning',
  source: 'formula',
  formula,
  taxable: true,
  annualBonus: false,
  onPayslip: true,
})

describe('payroll set-up: salary items and formulas, salary groups, salary profiles', () => {
  let gateway: TestGateway
  let hr: string
  let reader: string
  const post = async (path: string, body: unknown, token = hr, headers?: Record<string, string>) =>
    (await gateway.post(`${S}${path}`, body, token, headers)).body

  beforeAll(async () => {
    gateway = await startTestGateway()
    // Cost centres are values of the tenant's cost centre dictionary (services/masterdata): the ones these tests choose.
    await gateway.ctx.db
      .insertInto('dict_item')
      .values(
        ['CC-NEW'].map((code, i) => ({
          tenant_id: 1,
          category: 'costCentre',
          code,
          name_zh: code,
          name_en: code,
          sort: 100 + i,
          enabled: 1,
          updated_by: null,
          updated_at: 0,
        })),
      )
      .execute()
    // A role that reads profiles (8203) without changing them (820301), held by the staff account.
    const db = gateway.ctx.db
    await db.insertInto('role').values({ id: 900, tenant_id: 1, name: 'Payroll reader', description: '' }).execute()
    await db.insertInto('role_function').values({ role_id: 900, function_id: '8203' }).execute()
    await db.insertInto('user_role').values({ user_id: 2, role_id: 900 }).execute()
    hr = await gateway.login('hr', 'Hr@123456789')
    reader = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())

  it('lists the seeded items with the names a formula may use', async () => {
    const list = (await post('/item/list', {})).result
    expect(list.items.map((i: { code: string }) => i.code)).toContain('unpaidLeave')
    expect(list.items.find((i: { code: string }) => i.code === 'unpaidLeave')).toMatchObject({
      kind: 'deduction',
      source: 'formula',
      formula: 'base / 21.75 * unpaidLeaveDays',
    })
    expect(list.items.find((i: { code: string }) => i.code === 'annualBonus')).toMatchObject({
      source: 'input',
      annualBonus: true,
    })
    expect(list.names.attendance).toEqual([
      'daysDue',
      'daysWorked',
      'unpaidLeaveDays',
      'absentDays',
      'lateCount',
      'lateMinutes',
      'earlyCount',
      'overtimeHours',
      'overtimeWorkdayHours',
      'overtimeRestDayHours',
      'overtimeHolidayHours',
      'overtimeWorkdayRate',
      'overtimeRestDayRate',
      'overtimeHolidayRate',
      'hourlyWage',
      'leavePayoutDays',
      'leavePayoutRate',
      'dailyWage',
    ])
  })

  it('checks a formula as it is typed: unknown names and circles named in the language of the request', async () => {
    expect(
      (await post('/item/check', { code: 'attendanceBonus', formula: 'if(absentDays == 0, 200, 0)' })).result,
    ).toEqual({ valid: true, code: 0, message: '' })
    expect((await post('/item/check', { code: 'x', formula: 'bonus * rate' }, hr, en)).result).toEqual({
      valid: false,
      code: 410902,
      message: 'The formula of x uses rate, which is neither a salary item, the base pay nor an attendance figure',
    })
    expect((await post('/item/check', { code: 'x', formula: 'bonus * rate' })).result.message).toBe(
      'x 的公式使用了 rate，它既不是薪资项目，也不是基本工资或考勤数据',
    )
    expect((await post('/item/check', { code: 'x', formula: 'base +' }, hr, en)).result).toMatchObject({
      valid: false,
      code: 410901,
    })
    expect((await post('/item/check', { code: 'x', formula: 'process.exit(1)' }, hr, en)).result.message).toMatch(
      /^The formula of x cannot be read: /,
    )
  })

  it('refuses to save a formula that closes a circle, naming it in both languages', async () => {
    expect((await post('/item/save', formulaItem('mealExtra', 'meal * 0.1'))).code).toBe(0)
    const list = (await post('/item/list', {})).result.items
    const meal = list.find((i: { code: string }) => i.code === 'meal')
    // meal → mealExtra → meal.
    const circle = { ...meal, source: 'formula', formula: 'mealExtra + 100' }
    expect(await post('/item/save', circle, hr, en)).toEqual({
      code: 410903,
      msg: 'The formulas read each other in a circle: meal → mealExtra → meal',
    })
    expect((await post('/item/save', circle)).msg).toBe('公式之间循环引用：meal → mealExtra → meal')
    // An item a formula reads, or a group pays, stays.
    expect((await post('/item/delete', { id: meal.id }, hr, en)).msg).toBe(
      'The salary item meal is still used by the formula of mealExtra',
    )
    const extra = (await post('/item/list', {})).result.items.find((i: { code: string }) => i.code === 'mealExtra')
    expect((await post('/item/delete', { id: extra.id })).code).toBe(0)
    expect((await post('/item/delete', { id: meal.id }, hr, en)).msg).toBe(
      'The salary item meal is still used by the salary group 全公司',
    )
    expect((await post('/item/save', { ...formulaItem('daysDue', '1') }, hr, en)).msg).toBe(
      'The code daysDue is taken: it is the name of a function or an attendance figure',
    )
    expect((await post('/item/save', { ...meal, code: 'meals' }, hr, en)).code).toBe(410907)
  })

  it('keeps a person to one salary group, naming the clash', async () => {
    const groups = (await post('/group/list', {})).result
    expect(groups).toHaveLength(1)
    expect(groups[0].headcount).toBeGreaterThan(100)
    const organ = await gateway.ctx.db
      .selectFrom('organ')
      .select(['id', 'name'])
      .where('tenant_id', '=', 1)
      .where('parent_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const someone = await gateway.ctx.db
      .selectFrom('employee')
      .select(['id', 'name'])
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    expect(
      (
        await post(
          '/group/save',
          { name: 'R&D', payDay: 15, organIds: [organ.id], employeeIds: [], itemIds: [1] },
          hr,
          en,
        )
      ).msg,
    ).toBe(`The salary group is not valid: the department ${organ.name} is already covered by the salary group 全公司`)
    expect(
      (
        await post(
          '/group/save',
          { name: 'Some', payDay: 15, organIds: [], employeeIds: [someone.id], itemIds: [1] },
          hr,
          en,
        )
      ).msg,
    ).toBe(`${someone.name} already belongs to the salary group 全公司: a person is paid in one group only`)
    // Narrowed to one department, the company group leaves room for a group of one person elsewhere.
    expect((await post('/group/save', { ...groups[0], organIds: [organ.id], employeeIds: [] })).code).toBe(0)
    const outside = await gateway.ctx.db
      .selectFrom('employee')
      .select(['id'])
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .where(
        'organ_id',
        'not in',
        (
          await gateway.ctx.db
            .selectFrom('organ')
            .select('id')
            .where('tenant_id', '=', 1)
            .where((eb) => eb.or([eb('id', '=', organ.id), eb('parent_id', '=', organ.id)]))
            .execute()
        ).map((o) => o.id),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const saved = await post('/group/save', {
      name: 'Solo',
      payDay: 20,
      organIds: [],
      employeeIds: [outside.id],
      itemIds: [1],
    })
    expect(saved.code).toBe(0)
    expect((await post('/group/list', {})).result.find((g: { id: number }) => g.id === saved.result.id)).toMatchObject({
      name: 'Solo',
      headcount: 1,
      payDay: 20,
    })
  })

  it('shows profiles only to holders of the function, the bank account masked except to editors', async () => {
    const person = (await post('/profile/list', { rows: 5 })).result.rows[0]
    expect(person.profile).toMatchObject({
      effectiveMonth: '2024-01',
      allowances: { meal: '300.00' },
      bankAccountMasked: false,
    })
    expect(person.profile.bankAccount).toMatch(/^6225880\d{9}$/)
    const masked = (await post('/profile/list', { rows: 5 }, reader)).result
    expect(masked.canSeeAccounts).toBe(false)
    expect(masked.rows[0].profile.bankAccount).toBe(`************${person.profile.bankAccount.slice(-4)}`)
    expect(
      (await post('/profile/history', { employeeId: person.employeeId }, reader)).result.history[0].bankAccount,
    ).toMatch(/^\*+\d{4}$/)
    expect(
      (
        await post(
          '/profile/save',
          {
            employeeId: person.employeeId,
            effectiveMonth: '2026-01',
            base: '1',
            allowances: {},
            bankName: '',
            bankAccount: '',
            costCentre: '',
            reason: '',
          },
          reader,
        )
      ).code,
    ).toBe(403001)
    expect(
      (
        await post(
          '/profile/save',
          {
            employeeId: person.employeeId,
            effectiveMonth: '2026-01',
            base: '9000',
            allowances: { bonus: '1' },
            bankName: '',
            bankAccount: '',
            costCentre: '',
            reason: '',
          },
          hr,
          en,
        )
      ).msg,
    ).toBe('The salary profile is not valid: bonus is not a fixed salary item')
    expect((await post('/run/list', {}, reader)).code).toBe(403001)
  })

  it("keeps profiles to the staff in the caller's data range", async () => {
    const db = gateway.ctx.db
    const own = await db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'hr')
      .executeTakeFirstOrThrow()
    const person = (await post('/profile/list', { rows: 5 })).result.rows.find(
      (row: { employeeId: number }) => row.employeeId !== own.employee_id,
    )
    // HR Manager's range narrowed to the holder's own record.
    await db.deleteFrom('role_data_range').where('tenant_id', '=', 1).where('role_id', '=', 1).execute()
    await db.insertInto('role_data_range').values({ tenant_id: 1, role_id: 1, data_range: 'self' }).execute()
    try {
      const narrowed = await gateway.login('hr', 'Hr@123456789')
      const listed = (await post('/profile/list', { rows: 5 }, narrowed)).result
      expect([listed.total, listed.rows.map((row: { employeeId: number }) => row.employeeId)]).toEqual([
        1,
        [own.employee_id],
      ])
      expect(await post('/profile/history', { employeeId: person.employeeId }, narrowed, en)).toMatchObject({
        code: 410911,
        msg: 'The employee does not exist',
      })
      const change = {
        employeeId: person.employeeId,
        effectiveMonth: '2026-01',
        base: '9000',
        allowances: {},
        bankName: '',
        bankAccount: '',
        costCentre: '',
        reason: 'x',
      }
      expect((await post('/profile/save', change, narrowed)).code).toBe(410911)
    } finally {
      await db.deleteFrom('role_data_range').where('tenant_id', '=', 1).where('role_id', '=', 1).execute()
      await db.insertInto('role_data_range').values({ tenant_id: 1, role_id: 1, data_range: 'all' }).execute()
    }
  })

  it('follows field permissions: a hidden field is left out, a read-only one is refused when given and kept when not', async () => {
    const db = gateway.ctx.db
    const person = (await post('/profile/list', { rows: 5 })).result.rows[0]
    const before = person.profile
    // HR Manager edits every field (the seeded '*' row); without any field permission of biz type 2 the functions decide.
    expect((await post('/profile/list', { rows: 5 })).result.fields).toEqual({
      base: 'edit',
      allowances: 'edit',
      bank: 'edit',
      costCentre: 'edit',
    })
    await db
      .deleteFrom('role_field_permission')
      .where('tenant_id', '=', 1)
      .where('role_id', '=', 1)
      .where('biz_type_id', '=', 2)
      .execute()
    expect((await post('/profile/list', { rows: 5 })).result.fields).toEqual({
      base: 'edit',
      allowances: 'edit',
      bank: 'edit',
      costCentre: 'edit',
    })
    // HR Manager (role 1): base pay read-only, the bank account hidden, the rest editable.
    const rule = (field_key: string, access: string) => ({
      tenant_id: 1,
      role_id: 1,
      biz_type_id: 2,
      field_key,
      access,
    })
    await db
      .insertInto('role_field_permission')
      .values([rule('*', 'edit'), rule('base', 'read'), rule('bank', 'hidden')])
      .execute()
    try {
      const listed = (await post('/profile/list', { rows: 5 })).result
      expect(listed.fields).toEqual({ base: 'read', allowances: 'edit', bank: 'hidden', costCentre: 'edit' })
      expect(listed.rows[0].profile).toMatchObject({
        base: before.base,
        hiddenFields: ['bank'],
        bankAccountMasked: true,
      })
      expect(Object.keys(listed.rows[0].profile)).not.toContain('bankAccount')
      expect(JSON.stringify(listed)).not.toContain(before.bankAccount)
      const history = (await post('/profile/history', { employeeId: person.employeeId })).result.history[0]
      expect([history.hiddenFields, 'bankName' in history, 'bankAccount' in history]).toEqual([['bank'], false, false])
      // The base pay or the bank given: refused with the employee record's code and text.
      const change = {
        employeeId: person.employeeId,
        effectiveMonth: '2026-02',
        allowances: { meal: '400' },
        costCentre: 'CC-NEW',
        reason: 'field rules',
      }
      expect(await post('/profile/save', { ...change, base: '99999' }, hr, en)).toEqual({
        code: 410202,
        msg: 'No field permissions: Base pay',
      })
      expect(await post('/profile/save', { ...change, bankAccount: '1111' })).toEqual({
        code: 410202,
        msg: '无字段权限：银行账户',
      })
      // Without them: the cost centre and allowances are taken, the rest kept.
      expect((await post('/profile/save', change)).code).toBe(0)
      const saved = await db
        .selectFrom('salary_profile')
        .selectAll()
        .where('tenant_id', '=', 1)
        .where('employee_id', '=', person.employeeId)
        .where('effective_month', '=', '2026-02')
        .executeTakeFirstOrThrow()
      expect([saved.base_fen, saved.bank_account, saved.cost_centre, JSON.parse(saved.allowances)]).toEqual([
        Math.round(Number(before.base) * 100),
        before.bankAccount,
        'CC-NEW',
        { meal: '400.00' },
      ])
    } finally {
      await db
        .deleteFrom('role_field_permission')
        .where('tenant_id', '=', 1)
        .where('role_id', '=', 1)
        .where('biz_type_id', '=', 2)
        .execute()
    }
  })
})
