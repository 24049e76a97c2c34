import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BALANCES,
  CANCEL_LEAVE,
  CREDITS,
  DAY,
  en,
  iso,
  LEAVE,
  type Overtime,
  startOvertime,
  today,
} from './overtime-setup'

describe('overtime: hourly leave taken from time off in lieu and from yearly balances', () => {
  let gateway: Overtime['gateway']
  let staff: Overtime['staff']
  let rest: Overtime['rest']
  let ahead: Overtime['ahead']
  let aheadRest: Overtime['aheadRest']
  let toil: Overtime['toil']
  let ask: Overtime['ask']
  let approve: Overtime['approve']

  beforeAll(async () => {
    ;({ gateway, staff, rest, ahead, aheadRest, toil, ask, approve } = await startOvertime())
    // The credits the leave takes from: four hours on an older rest day, three on the newest.
    const older = await ask({ day: rest[3], startTime: '09:00', endTime: '13:00' })
    expect(await approve(older.result.instanceId)).toBe('approved')
    const newer = await ask({ day: rest[0], startTime: '14:00', endTime: '17:00' })
    expect(await approve(newer.result.instanceId)).toBe('approved')
  })
  afterAll(() => gateway.close())

  it('a leave of time off in lieu uses the oldest unexpired credits first, and cancelling it gives them back', async () => {
    // A credit that expired yesterday does not count.
    await gateway.ctx.db
      .insertInto('leave_credit')
      .values({
        tenant_id: 1,
        id: 'expired-credit',
        user_id: 2,
        overtime_id: 'old',
        earned_hours: 10,
        earned_on: iso(today - 200 * DAY),
        expires_on: iso(today - DAY),
        used_hours: 0,
        created_at: Date.now(),
      })
      .execute()
    expect((await toil()).left).toBe(7)
    const day = ahead[5]
    const tooMuch = (
      await gateway.post(
        LEAVE,
        {
          typeCode: 'toil',
          startDate: day,
          startHalf: 'am',
          endDate: day,
          endHalf: 'pm',
          startTime: '08:00',
          endTime: '18:00',
          reason: 'x',
        },
        staff,
        en,
      )
    ).body
    expect(tooMuch).toMatchObject({ code: 410103, msg: 'Not enough Time off in lieu: 7 hours left, 8 asked' })
    const leave = (
      await gateway.post(
        LEAVE,
        {
          typeCode: 'toil',
          startDate: day,
          startHalf: 'am',
          endDate: day,
          endHalf: 'pm',
          startTime: '13:00',
          endTime: '18:00',
          reason: 'Rest',
        },
        staff,
      )
    ).body
    expect(leave).toMatchObject({ code: 0, result: { days: 0, hours: 5 } })
    expect(await toil()).toMatchObject({ total: 7, used: 0, pending: 5, left: 2 })
    expect(await approve(leave.result.instanceId)).toBe('approved')
    expect(await toil()).toMatchObject({ total: 7, used: 5, pending: 0, left: 2 })
    const credits = (await gateway.post(CREDITS, {}, staff)).body.result as Array<{
      earnedOn: string
      used: number
      state: string
    }>
    expect(credits.find((c) => c.earnedOn === rest[3])).toMatchObject({ used: 4, state: 'usedUp' })
    expect(credits.find((c) => c.earnedOn === rest[0])).toMatchObject({ used: 1, state: 'active' })
    expect(credits.find((c) => c.state === 'expired')).toMatchObject({ used: 0, earned: 10 })
    expect((await gateway.post(CANCEL_LEAVE, { id: leave.result.id }, staff)).body.result.status).toBe('revoked')
    expect(await toil()).toMatchObject({ used: 0, left: 7 })
  })

  it('hourly leave is one day with an end after its start, and overlaps by its times', async () => {
    const day = ahead[10]
    const hourly = (from: string, to: string, extra: object = {}) =>
      gateway.post(
        LEAVE,
        {
          typeCode: 'toil',
          startDate: day,
          startHalf: 'am',
          endDate: day,
          endHalf: 'pm',
          startTime: from,
          endTime: to,
          reason: 'x',
          ...extra,
        },
        staff,
      )
    expect((await hourly('11:00', '10:00')).body.code).toBe(410123)
    expect((await hourly('09:00', '10:00', { endDate: ahead[11] })).body.code).toBe(410123)
    expect((await hourly('09:00', '10:00', { startTime: undefined })).body.code).toBe(410123)
    expect((await hourly('09:00', '10:00')).body.code).toBe(0)
    expect((await hourly('10:00', '11:00')).body.code).toBe(0)
    expect((await hourly('09:30', '10:30')).body.code).toBe(410102)
    // Only the hours inside the shift count (the demo day shift 09:00–18:00, lunch 12:00–13:00); none on a rest day.
    const lunch = await gateway.post(
      LEAVE,
      {
        typeCode: 'toil',
        startDate: ahead[15],
        startHalf: 'am',
        endDate: ahead[15],
        endHalf: 'pm',
        startTime: '11:30',
        endTime: '14:00',
        reason: 'x',
      },
      staff,
    )
    expect(lunch.body).toMatchObject({ code: 0, result: { hours: 1.5 } })
    const saturday = aheadRest[3]
    expect(
      (
        await gateway.post(
          LEAVE,
          {
            typeCode: 'toil',
            startDate: saturday,
            startHalf: 'am',
            endDate: saturday,
            endHalf: 'pm',
            startTime: '09:00',
            endTime: '11:00',
            reason: 'x',
          },
          staff,
        )
      ).body.code,
    ).toBe(410107)
    // A day leave of that morning overlaps too.
    expect(
      (
        await gateway.post(
          LEAVE,
          { typeCode: 'personal', startDate: day, startHalf: 'am', endDate: day, endHalf: 'am', reason: 'x' },
          staff,
        )
      ).body.code,
    ).toBe(410102)
  })

  it('takes an hourly leave of a tracked type other than time off in lieu off its yearly balance, in hours', async () => {
    await gateway.ctx.db
      .updateTable('leave_type')
      .set({ unit: 'hour' })
      .where('tenant_id', '=', 1)
      .where('code', '=', 'sick')
      .execute()
    const sick = async () =>
      (await gateway.post(BALANCES, { year: Number(ahead[20].slice(0, 4)) }, staff)).body.result.find(
        (b: { typeCode: string }) => b.typeCode === 'sick',
      )
    const before = await sick()
    expect(before).toMatchObject({ unit: 'hour', pending: 0 })
    const asked = (
      await gateway.post(
        LEAVE,
        {
          typeCode: 'sick',
          startDate: ahead[20],
          startHalf: 'am',
          endDate: ahead[20],
          endHalf: 'pm',
          startTime: '09:00',
          endTime: '11:00',
          reason: 'Doctor',
        },
        staff,
      )
    ).body
    expect(asked).toMatchObject({ code: 0, result: { hours: 2 } })
    expect(await sick()).toMatchObject({ pending: 2, left: before.left - 2 })
    expect(await approve(asked.result.instanceId)).toBe('approved')
    expect(await sick()).toMatchObject({ used: before.used + 2, pending: 0, left: before.left - 2 })
    await gateway.ctx.db
      .updateTable('leave_type')
      .set({ unit: 'day' })
      .where('tenant_id', '=', 1)
      .where('code', '=', 'sick')
      .execute()
  })
})
