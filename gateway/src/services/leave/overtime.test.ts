import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approvedOvertimeOf } from './overtime-reads'
import {
  APPLY,
  CREDITS,
  DAY,
  DETAIL,
  en,
  iso,
  MINE,
  type Overtime,
  REJECT,
  SETTINGS,
  startOvertime,
  today,
} from './overtime-setup'

describe('overtime: asking, crediting and paying it', () => {
  let gateway: Overtime['gateway']
  let staff: Overtime['staff']
  let manager: Overtime['manager']
  let hr: Overtime['hr']
  let rest: Overtime['rest']
  let work: Overtime['work']
  let toil: Overtime['toil']
  let ask: Overtime['ask']
  let approve: Overtime['approve']

  beforeAll(async () => {
    ;({ gateway, staff, manager, hr, rest, work, toil, ask, approve } = await startOvertime())
  })
  afterAll(() => gateway.close())

  it('credits approved overtime on a rest day as time off in lieu where the employee asked for it, expiring six months later', async () => {
    const older = await ask({ day: rest[3], startTime: '09:00', endTime: '13:00' })
    expect(older).toMatchObject({ code: 0, result: { hours: 4, status: 'pending' } })
    expect((await gateway.post(DETAIL, { id: older.result.id }, manager)).body.result).toMatchObject({
      day: rest[3],
      hours: 4,
      mine: false,
    })
    expect(await approve(older.result.instanceId)).toBe('approved')
    const newer = await ask({ day: rest[0], startTime: '14:00', endTime: '17:00' })
    expect(await approve(newer.result.instanceId)).toBe('approved')
    const mine = (await gateway.post(MINE, {}, staff)).body.result
    expect(mine.find((r: { id: string }) => r.id === older.result.id)).toMatchObject({
      status: 'approved',
      dayKind: 'rest',
      payClass: 'restDay',
      compensation: 'timeOff',
      creditedHours: 4,
    })
    const credits = (await gateway.post(CREDITS, {}, staff)).body.result
    expect(credits.map((c: { earnedOn: string; earned: number }) => [c.earnedOn, c.earned])).toEqual([
      [rest[0], 3],
      [rest[3], 4],
    ])
    const [year, month, date] = rest[3].split('-').map(Number)
    expect(credits[1].expiresOn).toBe(iso(Date.UTC(year, month - 1 + 6, date) - DAY))
    expect(await toil()).toMatchObject({ unit: 'hour', total: 7, used: 0, pending: 0, left: 7 })
  })

  it('records overtime on a working day as paid overtime and credits nothing; a rejected one credits nothing either', async () => {
    const worked = await ask({ day: work[0], startTime: '18:00', endTime: '21:30' })
    expect(await approve(worked.result.instanceId)).toBe('approved')
    expect((await gateway.post(DETAIL, { id: worked.result.id }, staff)).body.result).toMatchObject({
      hours: 3.5,
      dayKind: 'work',
      payClass: 'workday',
      compensation: 'pay',
      creditedHours: 0,
      status: 'approved',
    })
    const refused = await ask({ day: rest[1], startTime: '10:00', endTime: '12:00' })
    expect(
      (await gateway.post(REJECT, { instanceId: refused.result.instanceId, comment: 'Not needed' }, manager)).body
        .result.status,
    ).toBe('rejected')
    expect((await gateway.post(DETAIL, { id: refused.result.id }, staff)).body.result).toMatchObject({
      status: 'rejected',
      creditedHours: 0,
    })
    expect((await toil()).total).toBe(7)
    // What attendance and payroll read: the approved overtime only, paid on the working day, credited on rest days.
    const approved = await approvedOvertimeOf(
      gateway.ctx.db,
      1,
      [2],
      rest[3] < work[0] ? rest[3] : work[0],
      rest[0] > work[0] ? rest[0] : work[0],
    )
    expect(approved.find((o) => o.day === work[0])).toMatchObject({
      userId: 2,
      startTime: '18:00',
      endTime: '21:30',
      minutes: 210,
      dayKind: 'work',
      payClass: 'workday',
      timeOff: false,
      creditedHours: 0,
    })
    expect(approved.find((o) => o.day === rest[0])).toMatchObject({
      minutes: 180,
      dayKind: 'rest',
      payClass: 'restDay',
      timeOff: true,
      creditedHours: 3,
    })
    expect(approved.some((o) => o.day === rest[1])).toBe(false)
  })

  it('refuses a future day asked afterwards, a day too old, a past day asked before, equal times and overlapping overtime', async () => {
    const tomorrow = iso(today + DAY)
    expect(
      (
        await gateway.post(
          APPLY,
          { day: tomorrow, startTime: '18:00', endTime: '20:00', timing: 'after', reason: 'x' },
          staff,
          en,
        )
      ).body,
    ).toMatchObject({ code: 410120, msg: expect.stringContaining('a past day within 31 days') })
    expect((await ask({ day: iso(today - 40 * DAY), startTime: '18:00', endTime: '20:00' })).code).toBe(410120)
    expect((await ask({ day: work[0], startTime: '18:00', endTime: '18:00' })).code).toBe(410120)
    expect(
      (
        await gateway.post(
          APPLY,
          { day: work[0], startTime: '22:00', endTime: '23:00', timing: 'before', reason: 'x' },
          staff,
        )
      ).body.code,
    ).toBe(410120)
    const clash = (
      await gateway.post(
        APPLY,
        { day: work[0], startTime: '20:00', endTime: '22:00', timing: 'after', reason: 'x' },
        staff,
        en,
      )
    ).body
    expect(clash).toMatchObject({
      code: 410122,
      msg: `You already asked for overtime on ${work[0]} from 18:00 to 21:30`,
    })
    // Asked before working it: a later day, across midnight.
    const ahead = (
      await gateway.post(
        APPLY,
        { day: tomorrow, startTime: '22:00', endTime: '02:00', timing: 'before', reason: 'Cut-over' },
        staff,
      )
    ).body
    expect(ahead).toMatchObject({ code: 0, result: { hours: 4 } })
  })

  it('keeps overtime, credits and settings in their tenant', async () => {
    const mine = (await gateway.post(MINE, {}, staff)).body.result[0]
    const other = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    expect((await gateway.post(DETAIL, { id: mine.id }, other)).body.code).toBe(410121)
    expect((await gateway.post(MINE, {}, other)).body.result).toEqual([])
    expect((await gateway.post(CREDITS, {}, other)).body.result).toEqual([])
    expect((await gateway.post(SETTINGS, {}, other)).body.result).toEqual({ months: 6, restOvertime: 'employee' })
    // HR Manager holds the workflow definitions (7002): it may open it.
    expect((await gateway.post(DETAIL, { id: mine.id }, hr)).body.code).toBe(0)
  })
})
