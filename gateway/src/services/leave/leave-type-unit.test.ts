import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leaveCodes } from './errors'
import {
  APPLY,
  BALANCES,
  CANCEL_LEAVE,
  en,
  type LeaveTypes,
  MINE,
  RECALL,
  RESOLVE,
  startLeaveTypes,
  type Type,
  TYPES,
} from './leave-types-setup'

describe('leave types set by HR: a change of unit and the requests it meets', () => {
  let gateway: LeaveTypes['gateway']
  let hr: LeaveTypes['hr']
  let staff: LeaveTypes['staff']
  let manager: LeaveTypes['manager']
  let work: LeaveTypes['work']
  let typeOf: LeaveTypes['typeOf']
  let save: LeaveTypes['save']
  let hourly: LeaveTypes['hourly']

  beforeAll(async () => {
    ;({ gateway, hr, staff, manager, work, typeOf, save, hourly } = await startLeaveTypes())
  })
  afterAll(() => gateway.close())

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
})
