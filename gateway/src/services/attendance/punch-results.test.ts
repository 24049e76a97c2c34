import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../testing/test-gateway'
import {
  type AttendanceGateway,
  FORM,
  fridayToilLeave,
  K,
  marchPunchesCsv,
  resolveAsManager,
  saturdayOvertime,
  startAttendanceGateway,
  weekendPunchesCsv,
} from './test-helpers'

describe('attendance: punch import, daily results and who may read them', () => {
  let at: AttendanceGateway
  let gateway: TestGateway
  let staff: string
  let manager: string
  let hr: string
  let staffEmployee: AttendanceGateway['staffEmployee']

  beforeAll(async () => {
    at = await startAttendanceGateway()
    ;({ gateway, staff, manager, hr, staffEmployee } = at)
  })
  afterAll(() => at.gateway.close())

  it('imports punches of a door-access export, refusing lines with their reasons in a rejects file', async () => {
    const csv = marchPunchesCsv(staffEmployee.job_number)
    const answer = (await gateway.post(`${K}/punch/import`, { text: csv }, hr, { 'accept-language': 'en' })).body
    expect(answer).toMatchObject({ code: 0, result: { total: 9, imported: 5, rejected: 4 } })
    expect(answer.result.rejects.map((r: { line: number; reason: string }) => [r.line, r.reason])).toEqual([
      [7, 'No staff member with this job number in your data range'],
      [8, 'Unreadable date and time (expected YYYY-MM-DD HH:MM[:SS])'],
      [9, 'This punch is already recorded'],
      [10, 'The time is in the future'],
    ])
    expect(answer.result.rejectsCsv).toMatch(
      /^\uFEFFLine,Job number,Date and time,Device,Reason\r\n7,NOBODY,2026-03-04 09:00,,No staff member/,
    )
    // Staff hold no import function.
    expect((await gateway.post(`${K}/punch/import`, { text: csv }, staff)).body.code).toBe(403001)
  })

  it('shows my month as judged: on time, late, a missing punch, absent, rest days; a patch card approved makes the day normal', async () => {
    const mine = async () =>
      new Map(
        (
          (await gateway.post(`${K}/result/mine`, { month: '2026-03' }, staff)).body.result.days as Array<{
            day: string
          }>
        ).map((d) => [d.day, d]),
      )
    let days = await mine()
    expect(days.get('2026-03-02')).toMatchObject({
      status: 'normal',
      firstIn: '08:55',
      lastOut: '18:05',
      workedMinutes: 490,
    })
    expect(days.get('2026-03-03')).toMatchObject({ status: 'late', lateMinutes: 10, earlyMinutes: 0 })
    expect(days.get('2026-03-04')).toMatchObject({ status: 'missing_punch', missing: 'out' })
    expect(days.get('2026-03-05')).toMatchObject({ status: 'absent', missing: 'both' })
    expect(days.get('2026-03-07')).toMatchObject({ status: 'rest', kind: 'rest' })
    expect(days.get('2026-03-12')).toMatchObject({ status: 'open', open: true })
    const patch = (
      await gateway.post(
        '/gateway/vacation/web/patchCard/apply',
        { day: '2026-03-04', time: '18:00', kind: 'out', reason: 'Forgot' },
        staff,
      )
    ).body.result
    expect((await gateway.post(`${FORM}/resolve`, { instanceId: patch.instanceId }, manager)).body.result.status).toBe(
      'approved',
    )
    days = await mine()
    expect(days.get('2026-03-04')).toMatchObject({ status: 'normal', missing: null, lastOut: '18:00' })
    const detail = (await gateway.post(`${K}/result/day`, { day: '2026-03-02' }, staff)).body.result
    expect(detail.punches.map((p: { time: string }) => p.time)).toEqual(['08:55', '18:05'])
  })

  it('counts approved overtime worked on a rest day, and an hourly leave taken at the end of a working day', async () => {
    const punches = weekendPunchesCsv(staffEmployee.job_number)
    expect((await gateway.post(`${K}/punch/import`, { text: punches }, hr)).body.result).toMatchObject({ imported: 4 })
    const resolve = (instanceId: string) => resolveAsManager(at, instanceId)
    const overtime = (await gateway.post('/gateway/vacation/web/overtime/apply', saturdayOvertime, staff)).body
    expect(overtime.code, overtime.msg).toBe(0)
    expect(await resolve(overtime.result.instanceId)).toBe('approved')
    // The Saturday's four hours are time off in lieu: two of them taken on Friday afternoon.
    const leave = (await gateway.post('/gateway/vacation/web/leave/apply', fridayToilLeave, staff)).body
    expect(leave.code, leave.msg).toBe(0)
    expect(await resolve(leave.result.instanceId)).toBe('approved')
    const days = new Map(
      (
        (await gateway.post(`${K}/result/mine`, { month: '2026-03' }, staff)).body.result.days as Array<{ day: string }>
      ).map((d) => [d.day, d]),
    )
    expect(days.get('2026-03-07')).toMatchObject({ kind: 'rest', overtimeMinutes: 240 })
    expect(days.get('2026-03-06')).toMatchObject({
      status: 'leave',
      earlyMinutes: 0,
      leavePart: 'hours',
      leaveType: 'toil',
    })
  })

  it('lets managers read their team, HR a department within the data range, and nobody else', async () => {
    const staffDay = (
      await gateway.post(`${K}/result/day`, { day: '2026-03-03', employeeId: staffEmployee.id }, manager)
    ).body
    expect(staffDay.result.result).toMatchObject({ status: 'late' })
    const managerId = (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('employee_id')
        .where('user_name', '=', 'manager')
        .executeTakeFirstOrThrow()
    ).employee_id!
    expect((await gateway.post(`${K}/result/day`, { day: '2026-03-03', employeeId: managerId }, staff)).body.code).toBe(
      410805,
    )
    expect((await gateway.post(`${K}/result/team`, { month: '2026-03' }, staff)).body.code).toBe(403001)
    const organ = (
      await gateway.ctx.db
        .selectFrom('employee')
        .select('organ_id')
        .where('id', '=', staffEmployee.id)
        .executeTakeFirstOrThrow()
    ).organ_id
    const department = (await gateway.post(`${K}/result/department`, { organId: organ, month: '2026-03' }, hr)).body
      .result
    expect(department.days).toHaveLength(31)
    expect(department.employees.find((e: { id: number }) => e.id === staffEmployee.id).days['2026-03-02'].status).toBe(
      'normal',
    )
  })
})
