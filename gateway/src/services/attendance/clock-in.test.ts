import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../testing/test-gateway'
import { type AttendanceGateway, joinOwnGroup, K, NOW, SHANGHAI, startAttendanceGateway } from './test-helpers'

describe('attendance: clocking in at the server time, within the group places', () => {
  let at: AttendanceGateway
  let gateway: TestGateway
  let staff: string
  let manager: string
  let staffEmployee: AttendanceGateway['staffEmployee']

  beforeAll(async () => {
    at = await startAttendanceGateway()
    ;({ gateway, staff, manager, staffEmployee } = at)
  })
  afterAll(() => at.gateway.close())

  it('clocks in at the server time without places to check, and judges the arrival late past the flexible minutes', async () => {
    // The person's own group, with no clock-in place yet.
    await joinOwnGroup(at)
    const answer = (await gateway.post(`${K}/clockIn/punch`, { lat: 1, lng: 2, accuracy: 10 }, staff)).body
    expect(answer.code).toBe(0)
    expect(answer.result).toMatchObject({ timeZone: 'Asia/Shanghai', now: NOW, day: '2026-03-11' })
    expect(answer.result.punch).toMatchObject({
      day: '2026-03-11',
      time: '10:00',
      inRange: true,
      source: 'web',
      placeName: null,
    })
    // The day shift starts at 09:00 with 30 flexible minutes and 5 minutes' grace: 10:00 is 30 minutes late; the day is not over.
    expect(answer.result.result).toMatchObject({
      day: '2026-03-11',
      status: 'late',
      lateMinutes: 30,
      open: true,
      firstIn: '10:00',
    })
    const context = (await gateway.post(`${K}/clockIn/context`, {}, staff)).body.result
    expect(context).toMatchObject({ day: '2026-03-11', timeZone: 'Asia/Shanghai', places: [] })
    expect(context.punches).toHaveLength(1)
  })

  it('checks the location against the group places and asks a reason out of range or without a location', async () => {
    const db = gateway.ctx.db
    await db
      .insertInto('att_group_place')
      .values({
        tenant_id: 1,
        group_id: 901,
        id: 901,
        name: '上海办公室',
        lat: SHANGHAI.lat,
        lng: SHANGHAI.lng,
        radius_m: 200,
      })
      .execute()
    gateway.setNow(NOW + 60_000)
    const inside = (await gateway.post(`${K}/clockIn/punch`, { lat: SHANGHAI.lat + 0.001, lng: SHANGHAI.lng }, staff))
      .body.result
    expect(inside.punch).toMatchObject({ inRange: true, placeName: '上海办公室', distanceM: 111, reason: null })
    const en = { 'accept-language': 'en' }
    const far = { lat: SHANGHAI.lat + 0.01, lng: SHANGHAI.lng }
    expect((await gateway.post(`${K}/clockIn/punch`, far, staff, en)).body).toMatchObject({
      code: 410802,
      msg: expect.stringMatching(/give a reason/),
    })
    expect((await gateway.post(`${K}/clockIn/punch`, {}, staff)).body.code).toBe(410802)
    const outside = (await gateway.post(`${K}/clockIn/punch`, { ...far, reason: 'Visiting a client' }, staff)).body
      .result
    expect(outside.punch).toMatchObject({
      inRange: false,
      placeName: '上海办公室',
      distanceM: 1112,
      reason: 'Visiting a client',
    })
    expect(outside.result.flagged).toBe(true)
    const noLocation = (await gateway.post(`${K}/clockIn/punch`, { reason: 'Location refused' }, staff)).body.result
    expect(noLocation.punch).toMatchObject({ inRange: false, placeName: null, distanceM: null })
    // The manager sees the day flagged in the team's month.
    const team = (await gateway.post(`${K}/result/team`, { month: '2026-03' }, manager)).body.result
    expect(team.employees.find((e: { id: number }) => e.id === staffEmployee.id).days['2026-03-11']).toMatchObject({
      flagged: true,
    })
  })
})
