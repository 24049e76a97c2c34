import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const K = '/gateway/kaoqin/web'
const FORM = '/gateway/workflow/web/approveForm'
/** Wednesday 11 March 2026, 10:00 in Shanghai (the default calendar's time zone). */
const NOW = Date.parse('2026-03-11T02:00:00Z')
const SHANGHAI = { lat: 31.2304, lng: 121.4737 }

describe('attendance: clock-in, punch import, daily results and the monthly summary', () => {
  let gateway: TestGateway
  let staff: string
  let manager: string
  let hr: string
  let staffEmployee: { id: number; job_number: string }

  beforeAll(async () => {
    gateway = await startTestGateway()
    gateway.setNow(NOW)
    ;[staff, manager, hr] = await Promise.all([
      gateway.login('staff', 'Staff@12345'),
      gateway.login('manager', 'Manager@12345'),
      gateway.login('hr', 'Hr@123456789'),
    ])
    const db = gateway.ctx.db
    const user = await db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    staffEmployee = await db
      .selectFrom('employee')
      .select(['id', 'job_number'])
      .where('id', '=', user.employee_id!)
      .executeTakeFirstOrThrow()
  })
  afterAll(() => gateway.close())

  it('clocks in at the server time without places to check, and judges the arrival late past the flexible minutes', async () => {
    // The person's own group (it wins over the whole company's group of the demo), with no clock-in place yet.
    const db = gateway.ctx.db
    await db
      .insertInto('att_group')
      .values({ tenant_id: 1, id: 901, name: 'Shanghai', calendar_id: 1, mode: 'fixed', week: '[1,1,1,1,1,0,0]' })
      .execute()
    await db
      .insertInto('att_group_member')
      .values({ tenant_id: 1, group_id: 901, organ_id: null, employee_id: staffEmployee.id })
      .execute()
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

  it('imports punches of a door-access export, refusing lines with their reasons in a rejects file', async () => {
    const csv = [
      'job number,time,device',
      `${staffEmployee.job_number},2026-03-02 08:55,Door 1`,
      `${staffEmployee.job_number},2026/3/2 18:05:10,Door 1`,
      `${staffEmployee.job_number},2026-03-03 09:40,Door 2`,
      `${staffEmployee.job_number},2026-03-03 18:40,Door 2`,
      `${staffEmployee.job_number},2026-03-04 08:58,Door 1`,
      'NOBODY,2026-03-04 09:00,',
      `${staffEmployee.job_number},yesterday,`,
      `${staffEmployee.job_number},2026-03-02 08:55,Door 1`,
      `${staffEmployee.job_number},2026-03-12 09:00,`,
    ].join('\n')
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
    const punches = [
      `${staffEmployee.job_number},2026-03-07 09:58`,
      `${staffEmployee.job_number},2026-03-07 14:05`,
      `${staffEmployee.job_number},2026-03-06 08:55`,
      `${staffEmployee.job_number},2026-03-06 16:00`,
    ].join('\n')
    expect((await gateway.post(`${K}/punch/import`, { text: punches }, hr)).body.result).toMatchObject({ imported: 4 })
    const resolve = async (instanceId: string) =>
      (await gateway.post(`${FORM}/resolve`, { instanceId }, manager)).body.result.status
    const overtime = (
      await gateway.post(
        '/gateway/vacation/web/overtime/apply',
        { day: '2026-03-07', startTime: '10:00', endTime: '14:00', timing: 'after', reason: 'Release' },
        staff,
      )
    ).body
    expect(overtime.code, overtime.msg).toBe(0)
    expect(await resolve(overtime.result.instanceId)).toBe('approved')
    // The Saturday's four hours are time off in lieu: two of them taken on Friday afternoon.
    const leave = (
      await gateway.post(
        '/gateway/vacation/web/leave/apply',
        {
          typeCode: 'toil',
          startDate: '2026-03-06',
          startHalf: 'pm',
          endDate: '2026-03-06',
          endHalf: 'pm',
          startTime: '16:00',
          endTime: '18:00',
          reason: 'Rest',
        },
        staff,
      )
    ).body
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

  it('sums the month, locks it (frozen rows, later punches refused, results kept) and exports it to Excel', async () => {
    const staffRow = async (token: string, month: string) =>
      (
        (await gateway.post(`${K}/summary/list`, { month }, token)).body.result.rows as Array<{
          employeeId: number
          daysWorked: number
          daysDue: number
        }>
      ).find((r) => r.employeeId === staffEmployee.id)
    expect((await gateway.post(`${K}/summary/lock`, { month: '2026-03' }, hr)).body.code).toBe(410810)
    // February: nothing punched; the Spring Festival holidays are not due.
    const february = (await staffRow(hr, '2026-02'))!
    expect(february).toMatchObject({ daysWorked: 0, absentDays: february.daysDue })
    expect(february.daysDue).toBeLessThan(20)
    gateway.setNow(Date.parse('2026-04-02T02:00:00Z'))
    const hrApril = await gateway.login('hr', 'Hr@123456789')
    const march = await staffRow(hrApril, '2026-03')
    expect(march).toMatchObject({ daysDue: 22, lateCount: 2, missingPunches: 0 })
    expect((await gateway.post(`${K}/summary/lock`, { month: '2026-03' }, hrApril)).body).toMatchObject({
      code: 0,
      result: { locked: true },
    })
    const frozen = await gateway.ctx.db
      .selectFrom('month_summary')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('month', '=', '2026-03')
      .where('employee_id', '=', staffEmployee.id)
      .executeTakeFirstOrThrow()
    expect(frozen).toMatchObject({ days_due: 22, late_count: 2 })
    // A late import for the locked month is refused; its results stay as frozen.
    const late = (
      await gateway.post(`${K}/punch/import`, { text: `${staffEmployee.job_number},2026-03-05 09:00\n` }, hrApril)
    ).body.result
    expect(late).toMatchObject({ imported: 0, rejected: 1, rejects: [{ line: 1, reason: '2026-03 的考勤已锁定' }] })
    expect((await gateway.post(`${K}/summary/list`, { month: '2026-03' }, hrApril)).body.result).toMatchObject({
      locked: true,
    })
    expect((await gateway.post(`${K}/summary/lock`, { month: '2026-03' }, hrApril)).body.code).toBe(410806)

    const file = await gateway.app.inject({
      method: 'POST',
      url: `${K}/summary/export`,
      payload: { month: '2026-03' },
      headers: { token: hrApril, 'accept-language': 'en' },
    })
    expect(file.headers['content-type']).toContain('spreadsheetml')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    expect(sheet.getRow(1).getCell(1).value).toBe('Job number')
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][]
    expect(rows.find((row) => row[1] === staffEmployee.job_number)?.slice(3, 6)).toEqual([22, march!.daysWorked, 2])

    expect((await gateway.post(`${K}/summary/unlock`, { month: '2026-03' }, hrApril)).body.code).toBe(0)
    expect((await gateway.post(`${K}/summary/list`, { month: '2026-03' }, hrApril)).body.result.locked).toBe(false)
  })
})
