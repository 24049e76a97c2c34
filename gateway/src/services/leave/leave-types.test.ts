import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leaveCodes } from './errors'
import { asInput, en, type LeaveTypes, LIST, SAVE, startLeaveTypes, type Type, TYPES } from './leave-types-setup'

describe('leave types set by HR: the list, new types and their checks', () => {
  let gateway: LeaveTypes['gateway']
  let hr: LeaveTypes['hr']
  let staff: LeaveTypes['staff']
  let list: LeaveTypes['list']
  let typeOf: LeaveTypes['typeOf']
  let save: LeaveTypes['save']

  beforeAll(async () => {
    ;({ gateway, hr, staff, list, typeOf, save } = await startLeaveTypes())
  })
  afterAll(() => gateway.close())

  it('lists every type of the tenant with all its settings and both names, to HR only', async () => {
    const types = await list(hr)
    expect(types.map((t) => t.code)).toEqual(['annual', 'sick', 'personal', 'maternity', 'paternity', 'toil'])
    expect(types.find((t) => t.code === 'personal')).toEqual({
      code: 'personal',
      nameZh: '事假',
      nameEn: 'Personal leave',
      unit: 'day',
      tracked: false,
      paid: false,
      sort: 2,
      backdateDays: 366,
      gender: null,
      minServiceMonths: 0,
      fixed: null,
      pendingRequests: 0,
      policy: {
        entitlement: 'none',
        days: 0,
        table: [],
        accrual: 'yearly',
        prorate: true,
        carryDays: 0,
        carryExpiry: null,
        countDays: 'working',
        allowNegative: false,
        yearEnd: 'expire',
        contractTypes: null,
      },
      updatedAt: null,
      updatedBy: null,
    })
    expect(types.find((t) => t.code === 'toil')).toMatchObject({
      unit: 'hour',
      tracked: true,
      fixed: { unit: 'hour', tracked: true },
    })
    expect(types.find((t) => t.code === 'maternity')).toMatchObject({ gender: 2, fixed: { unit: 'day' } })
    for (const path of [LIST, SAVE]) expect((await gateway.post(path, asInput(types[2]), staff)).body.code).toBe(403001)
  })

  it('adds a company type with a new code at the end; refuses a taken or malformed code and a change of a code that does not exist', async () => {
    const study = {
      code: 'study',
      nameZh: '学习假',
      nameEn: 'Study leave',
      unit: 'hour',
      tracked: false,
      paid: true,
      backdateDays: null,
      gender: null,
      minServiceMonths: 12,
      create: true,
    }
    expect((await gateway.post(SAVE, study, hr)).body.result).toMatchObject({
      code: 'study',
      sort: 6,
      unit: 'hour',
      backdateDays: null,
      minServiceMonths: 12,
    })
    expect((await list(hr)).at(-1)?.code).toBe('study')
    expect((await gateway.post(SAVE, study, hr, en)).body).toEqual({
      code: leaveCodes.typeCodeTaken,
      msg: 'The leave type code study is already used',
    })
    for (const code of ['Study2', '9lives', 'a', 'has space', 'x'.repeat(21)]) {
      expect((await gateway.post(SAVE, { ...study, code, nameZh: '新假', nameEn: 'New' }, hr)).body.code).toBe(
        leaveCodes.typeCode,
      )
    }
    expect((await gateway.post(SAVE, { ...study, code: 'nosuch', create: false }, hr)).body.code).toBe(
      leaveCodes.unknownType,
    )
    // Staff see it among the types they may ask for, with its rule.
    expect((await gateway.post(TYPES, {}, staff)).body.result.find((t: Type) => t.code === 'study')).toMatchObject({
      unit: 'hour',
      minServiceMonths: 12,
    })
  })

  it('checks names, backdating, months of service, gender and unit', async () => {
    const code = async (change: object) => (await save('sick', change)).code
    expect(await save('sick', { nameZh: ' ' }, hr, en)).toEqual({
      code: leaveCodes.typeNames,
      msg: 'A leave type needs a Chinese and an English name, each 1 to 50 characters',
    })
    expect(await code({ nameEn: '' })).toBe(leaveCodes.typeNames)
    expect(await code({ nameEn: 'x'.repeat(51) })).toBe(leaveCodes.typeNames)
    expect((await save('sick', { nameEn: 'y'.repeat(50) })).result.nameEn).toBe('y'.repeat(50))
    expect(await save('sick', { nameZh: '年假' })).toEqual({
      code: leaveCodes.typeNameTaken,
      msg: '已有名为“年假”的假期类型',
    })
    expect(await code({ nameEn: 'annual LEAVE' })).toBe(leaveCodes.typeNameTaken)
    for (const change of [
      { backdateDays: 367 },
      { backdateDays: -1 },
      { minServiceMonths: 601 },
      { minServiceMonths: -1 },
    ])
      expect(await code(change)).toBe(leaveCodes.typeLimits)
    for (const change of [{ gender: 3 }, { unit: 'week' }, { backdateDays: 1.5 }, { tracked: 'maybe' }])
      expect(await code(change)).toBe(400000)
    expect(
      (await save('sick', { nameEn: 'Sick leave', backdateDays: 0, minServiceMonths: 600, gender: 2 })).result,
    ).toMatchObject({ backdateDays: 0, minServiceMonths: 600, gender: 2 })
    expect((await save('sick', { backdateDays: 30, minServiceMonths: 0, gender: null })).result).toMatchObject({
      backdateDays: 30,
      gender: null,
    })
  })

  it('keeps time off in lieu hourly and tracked, and maternity leave in days', async () => {
    expect(await save('toil', { unit: 'day' }, hr, en)).toEqual({
      code: leaveCodes.toilType,
      msg: 'Time off in lieu is counted in hours and comes off its balance: it stays hourly and tracked',
    })
    expect((await save('toil', { tracked: false })).code).toBe(leaveCodes.toilType)
    expect((await save('maternity', { unit: 'hour' })).msg).toBe('产假按天计算（补充产假会在其后增加天数），须保持按天')
    expect((await save('toil', { paid: false, backdateDays: 60 })).result).toMatchObject({
      unit: 'hour',
      tracked: true,
      paid: false,
      backdateDays: 60,
    })
  })

  it("keeps each tenant's leave types to itself", async () => {
    const two = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    const ofTwo = await list(two)
    expect(ofTwo.map((t) => t.code)).not.toContain('study')
    expect((await save('personal', { unit: 'hour', nameEn: 'Personal leave (Beijing)' }, two)).result).toMatchObject({
      unit: 'hour',
    })
    expect(await typeOf('personal')).toMatchObject({ unit: 'day', nameEn: 'Personal leave' })
    // Tenant 1's own type cannot be changed, nor its code taken as taken, from tenant 2.
    const study = {
      code: 'study',
      nameZh: '进修假',
      nameEn: 'Training leave',
      unit: 'day',
      tracked: false,
      paid: false,
      backdateDays: 30,
      gender: null,
      minServiceMonths: 0,
    }
    expect((await gateway.post(SAVE, study, two)).body.code).toBe(leaveCodes.unknownType)
    expect((await gateway.post(SAVE, { ...study, create: true }, two)).body.result).toMatchObject({
      code: 'study',
      nameZh: '进修假',
    })
    expect(await typeOf('study')).toMatchObject({ nameZh: '学习假', unit: 'hour' })
    expect((await list(two)).find((t) => t.code === 'study')).toMatchObject({ nameZh: '进修假', unit: 'day' })
  })
})
