import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { dayPlansOf } from '../paiban'
import { leaveCodes } from './errors'

const LIST = '/gateway/vacation/web/leaveType/list'
const SAVE = '/gateway/vacation/web/leaveType/save'
const TYPES = '/gateway/vacation/web/leave/types'
const APPLY = '/gateway/vacation/web/leave/apply'
const MINE = '/gateway/vacation/web/leave/mine'
const BALANCES = '/gateway/vacation/web/leave/balances'
const CANCEL_LEAVE = '/gateway/vacation/web/leave/cancelLeave'
const RESOLVE = '/gateway/workflow/web/approveForm/resolve'
const RECALL = '/gateway/workflow/web/approveForm/cancel'
const en = { 'accept-language': 'en' }

interface Type {
  code: string
  nameZh: string
  nameEn: string
  unit: string
  tracked: boolean
  paid: boolean
  backdateDays: number | null
  gender: number | null
  minServiceMonths: number
  pendingRequests: number
}
/** A type as the Leave types page sends it back: its settings, none of what the list adds. */
const asInput = ({ code, nameZh, nameEn, unit, tracked, paid, backdateDays, gender, minServiceMonths }: Type) => ({
  code,
  nameZh,
  nameEn,
  unit,
  tracked,
  paid,
  backdateDays,
  gender,
  minServiceMonths,
})

describe('leave types set by HR', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let manager: string
  /** Working days of staff's own plan from two weeks ahead. */
  let work: string[]
  const list = async (token: string): Promise<Type[]> => (await gateway.post(LIST, {}, token)).body.result
  const typeOf = async (code: string, token = hr) => (await list(token)).find((t) => t.code === code)!
  const save = async (code: string, change: object, token = hr, headers: Record<string, string> = {}) =>
    (await gateway.post(SAVE, { ...asInput(await typeOf(code, token)), ...change }, token, headers)).body
  const hourly = (typeCode: string, day: string, startTime: string, endTime: string) =>
    gateway.post(
      APPLY,
      {
        typeCode,
        startDate: day,
        startHalf: 'am',
        endDate: day,
        endHalf: 'pm',
        startTime,
        endTime,
        reason: 'Appointment',
      },
      staff,
    )

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
    manager = await gateway.login('manager', 'Manager@12345')
    const user = await gateway.ctx.db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    const from = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
    const to = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10)
    work = (await dayPlansOf(gateway.ctx.db, 1, user.employee_id, from, to))
      .filter((p) => p.kind === 'work')
      .map((p) => p.day)
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

  it('makes personal leave hourly: staff then asks two hours of it and sees the hours on the request', async () => {
    const saved = await save('personal', { unit: 'hour', backdateDays: 7 })
    expect(saved).toMatchObject({
      code: 0,
      result: {
        code: 'personal',
        unit: 'hour',
        backdateDays: 7,
        updatedBy: expect.any(String),
        updatedAt: expect.any(Number),
      },
    })
    const row = await gateway.ctx.db
      .selectFrom('leave_type')
      .select(['unit', 'updated_by'])
      .where('tenant_id', '=', 1)
      .where('code', '=', 'personal')
      .executeTakeFirstOrThrow()
    const hrId = (
      await gateway.ctx.db.selectFrom('app_user').select('id').where('user_name', '=', 'hr').executeTakeFirstOrThrow()
    ).id
    expect(row).toEqual({ unit: 'hour', updated_by: hrId })
    expect((await gateway.post(TYPES, {}, staff)).body.result.find((t: Type) => t.code === 'personal')).toMatchObject({
      unit: 'hour',
      backdateDays: 7,
    })
    const asked = await hourly('personal', work[0], '10:00', '12:00')
    expect(asked.body).toMatchObject({ code: 0, result: { hours: 2, days: 0, status: 'pending' } })
    const mine = (await gateway.post(MINE, {}, staff)).body.result.rows.find(
      (r: { id: string }) => r.id === asked.body.result.id,
    )
    expect(mine).toMatchObject({
      typeCode: 'personal',
      startDate: work[0],
      startTime: '10:00',
      endTime: '12:00',
      hours: 2,
    })
    expect((await typeOf('personal')).pendingRequests).toBe(1)
  })

  it("refuses a change of unit while the type's requests wait for approval, in the request's language; other changes go", async () => {
    const zh = await save('personal', { unit: 'day' })
    expect(zh).toEqual({
      code: leaveCodes.unitInUse,
      msg: '事假有 1 条待审批的请假申请，审批完成、驳回或撤回前不能更改计算单位',
    })
    const english = await save('personal', { unit: 'day' }, hr, en)
    expect(english.msg).toBe(
      'Personal leave has 1 requests waiting for approval: its unit cannot change until they are approved, rejected or recalled',
    )
    expect((await save('personal', { paid: true, nameEn: 'Personal time' })).result).toMatchObject({
      unit: 'hour',
      paid: true,
      nameEn: 'Personal time',
    })
    // Recalled, nothing waits: the unit may change back.
    const request = (await gateway.post(MINE, { status: 'pending' }, staff)).body.result.rows.find(
      (r: { typeCode: string }) => r.typeCode === 'personal',
    )
    expect((await gateway.post(RECALL, { instanceId: request.instanceId, comment: '' }, staff)).body.code).toBe(0)
    expect(
      (await save('personal', { unit: 'day', paid: false, nameEn: 'Personal leave', backdateDays: 366 })).result,
    ).toMatchObject({ unit: 'day', pendingRequests: 0 })
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

  it('gives back the days of a leave approved before its type became hourly when it is cancelled', async () => {
    const year = Number(work[5].slice(0, 4))
    const annual = async () =>
      (await gateway.post(BALANCES, { year }, staff)).body.result.find(
        (b: { typeCode: string }) => b.typeCode === 'annual',
      )
    const before = await annual()
    const asked = (
      await gateway.post(
        APPLY,
        { typeCode: 'annual', startDate: work[5], startHalf: 'am', endDate: work[5], endHalf: 'pm', reason: 'Trip' },
        staff,
      )
    ).body
    expect(
      (await gateway.post(RESOLVE, { instanceId: asked.result.instanceId, comment: 'OK' }, manager)).body.result.status,
    ).toBe('approved')
    expect(await annual()).toMatchObject({ used: before.used + 1 })
    expect((await save('annual', { unit: 'hour' })).code).toBe(0)
    expect((await gateway.post(CANCEL_LEAVE, { id: asked.result.id }, staff)).body.code).toBe(0)
    expect(await annual()).toMatchObject({ unit: 'hour', used: before.used })
    expect((await save('annual', { unit: 'day' })).code).toBe(0)
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
