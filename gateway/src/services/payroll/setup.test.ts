import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en, type SetupGateway, startSetupGateway } from './setup-gateway'

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

describe('payroll set-up: salary items and formulas, salary groups', () => {
  let gateway: SetupGateway['gateway']
  let hr: SetupGateway['hr']
  let post: SetupGateway['post']

  beforeAll(async () => {
    ;({ gateway, hr, post } = await startSetupGateway())
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
})
