import { beforeAll, describe, expect, it } from 'vitest'
import { plansOf } from '../services/scheduling'
import type { TestGateway } from '../testing/test-gateway'
import {
  rowsUnchanged,
  SHIFT,
  tenantOneSchedule,
  year,
  type GuardedTable,
  type TenantTwoPeople,
} from './scheduling-fixtures'
import { tenantsSuite } from './suite'

// A session of tenant 2 never changes tenant 1's calendars, shift types, groups, roster, shift swaps, overtime, time off
// in lieu settings, patch cards or leave (services/scheduling, services/leave), whatever ids it sends; the route list: routes.ts.
// Both tenants number their calendars, shifts and groups from 1: tenant 1's rows made here have ids tenant 2 lacks, and
// tenant 2's own row of a shared id takes its change alone.

const DAY = 86_400_000
const iso = (time: number) => new Date(time).toISOString().slice(0, 10)
const en = { 'accept-language': 'en' }

describe('tenant isolation: scheduling and leave writes', () => {
  const { tenants, post, staffIds } = tenantsSuite()
  let gateway: TestGateway
  let one: string, two: string
  let people: TenantTwoPeople
  let staffEmp: number, hrEmp: number
  /** Tenant 1's own calendar, shift type and group, with ids tenant 2 has none of. */
  let calendarOne: number, shiftOne: number, groupOne: number
  let rootTwo: number
  const unchanged = (tables: GuardedTable[], calls: () => Promise<void>) => rowsUnchanged(gateway, tables, calls)
  const code = async (path: string, body: object, token: string) =>
    (await post(path, body, token, en)).body.code as number

  beforeAll(async () => {
    ;({ gateway, one, two } = tenants())
    const schedule = await tenantOneSchedule(gateway, one, two, { post, staffIds })
    ;({ people, staffEmp, hrEmp, calendarOne, shiftOne, groupOne, rootTwo } = schedule)
  })

  it("refuses tenant 1's calendars and their days, and changes only its own calendar of a shared id", async () => {
    const day = `${year + 1}-05-20`
    const holiday = `${year}-10-01`
    await unchanged(['work_calendar', 'calendar_day'], async () => {
      const refused: Array<[string, object]> = [
        [
          'calendar/save',
          { id: calendarOne, nameZh: '接管', nameEn: 'Taken over', timeZone: 'Asia/Shanghai', isDefault: true },
        ],
        ['calendar/delete', { id: calendarOne }],
        ['calendar/saveDay', { calendarId: calendarOne, day, kind: 'workday', nameZh: '上班', nameEn: 'Work' }],
        ['calendar/deleteDay', { calendarId: calendarOne, day }],
        [
          'calendar/import',
          { calendarId: calendarOne, fileName: 'days.csv', content: `date,kind,name\n${day},workday,上班\n` },
        ],
      ]
      for (const [path, body] of refused) expect(await code(`/paiban/web/${path}`, body, two), path).toBe(410708)
      // Calendar 1 of tenant 2 is its own: renamed, a holiday removed, a day added and imported there only.
      expect(
        await code(
          '/paiban/web/calendar/save',
          { id: 1, nameZh: '北京', nameEn: 'Beijing', timeZone: 'Asia/Shanghai' },
          two,
        ),
      ).toBe(0)
      expect(
        (await post('/paiban/web/calendar/deleteDay', { calendarId: 1, day: holiday }, two)).body.result.removed,
      ).toBe(1)
      expect(
        await code(
          '/paiban/web/calendar/saveDay',
          { calendarId: 1, day, kind: 'holiday', nameZh: '北京日', nameEn: 'Beijing day' },
          two,
        ),
      ).toBe(0)
      const ics = [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//t//t//EN',
        'BEGIN:VEVENT',
        'UID:1',
        `DTSTART;VALUE=DATE:${year + 1}0521`,
        'SUMMARY:Beijing',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n')
      expect(
        (await post('/paiban/web/calendar/import', { calendarId: 1, fileName: 'days.ics', content: ics }, two)).body
          .result,
      ).toMatchObject({ added: 1, rejected: [] })
    })
    expect(
      (await post('/paiban/web/calendar/days', { calendarId: 1, year }, one)).body.result.days.map(
        (d: { day: string }) => d.day,
      ),
    ).toContain(holiday)
  })

  it("refuses tenant 1's shift types, and changes only its own shift type of a shared id", async () => {
    await unchanged(['shift'], async () => {
      expect(await code('/paiban/web/shiftType/save', { ...SHIFT, id: shiftOne, nameEn: 'Taken over' }, two)).toBe(
        410704,
      )
      expect(await code('/paiban/web/shiftType/delete', { id: shiftOne }, two)).toBe(410704)
      expect(await code('/paiban/web/shiftType/save', { ...SHIFT, id: 1, nameEn: 'Beijing day' }, two)).toBe(0)
    })
  })

  it("refuses tenant 1's groups, and never builds one of tenant 1's calendar, shifts, departments or people", async () => {
    const [personTwo] = await staffIds(two)
    const [personOne] = await staffIds(one)
    const rootOne = (await post('/ums/web/organ/organTreeList', {}, one)).body.result[0].id
    const group = {
      name: 'Taken over',
      calendarId: 1,
      mode: 'fixed',
      week: [1, 1, 1, 1, 1, 0, 0],
      organIds: [],
      employeeIds: [personTwo],
      places: [],
    }
    await unchanged(['att_group', 'att_group_member', 'att_group_place'], async () => {
      expect(await code('/paiban/web/group/save', { ...group, id: groupOne }, two)).toBe(410710)
      expect(await code('/paiban/web/group/delete', { id: groupOne }, two)).toBe(410710)
      expect(await code('/paiban/web/group/save', { ...group, calendarId: calendarOne }, two)).toBe(410708)
      expect(await code('/paiban/web/group/save', { ...group, week: [shiftOne, 0, 0, 0, 0, 0, 0] }, two)).toBe(410704)
      expect(await code('/paiban/web/group/save', { ...group, employeeIds: [personOne] }, two)).toBe(410717)
      expect(await code('/paiban/web/group/save', { ...group, employeeIds: [], organIds: [rootOne] }, two)).toBe(410717)
    })
  })

  it("never sets or fills the roster of tenant 1's staff, nor with tenant 1's shifts", async () => {
    const month = iso(Date.now()).slice(0, 7)
    const [personTwo] = await staffIds(two)
    await unchanged(['shift_roster'], async () => {
      expect(
        await code(
          '/paiban/web/shift/set',
          { organId: rootTwo, employeeId: staffEmp, day: `${month}-15`, shiftId: 1 },
          two,
        ),
      ).toBe(410703)
      expect(
        await code(
          '/paiban/web/shift/fillWeek',
          { organId: rootTwo, month, employeeIds: [staffEmp], week: [1, 1, 1, 1, 1, 0, 0] },
          two,
        ),
      ).toBe(410703)
      expect(
        await code(
          '/paiban/web/shift/set',
          { organId: rootTwo, employeeId: personTwo, day: `${month}-15`, shiftId: shiftOne },
          two,
        ),
      ).toBe(410704)
    })
    const idsOne = await staffIds(one)
    expect(
      await gateway.ctx.db
        .selectFrom('shift_roster')
        .select('employee_id')
        .where('tenant_id', '=', 2)
        .where('employee_id', 'in', idsOne)
        .execute(),
    ).toEqual([])
  })

  it("neither answers, recalls nor asks tenant 1's shift swaps, even as one of their two people", async () => {
    // Two days ahead on which staff and hr both work, one swap each way.
    const from = Date.now() + DAY
    const plans = await plansOf(gateway.ctx.db, 1, [staffEmp, hrEmp], iso(from), iso(from + 40 * DAY))
    const both = plans
      .get(staffEmp)!
      .filter((p, i) => p.shift && plans.get(hrEmp)![i].shift)
      .map((p) => p.day)
    const staffOne = await gateway.login('staff', 'Staff@12345', { tenantId: 1 })
    const hrOne = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    const asked = (
      await post(
        '/paiban/web/swap/apply',
        { day: both[0], otherEmployeeId: hrEmp, otherDay: both[0], reason: 'x' },
        staffOne,
      )
    ).body.result
    const asking = (
      await post(
        '/paiban/web/swap/apply',
        { day: both[1], otherEmployeeId: staffEmp, otherDay: both[1], reason: 'y' },
        hrOne,
      )
    ).body.result
    expect([asked.status, asking.status]).toEqual(['pending', 'pending'])
    const { staffTwo, hrTwo, colleagueTwo, colleagueEmployee } = people
    await unchanged(['shift_swap', 'wf_instance', 'shift_roster', 'shift_override'], async () => {
      // hr is the colleague asked by `asked`, staff its applicant, hr the applicant of `asking`: only the tenant stops them.
      expect(await code('/paiban/web/swap/answer', { id: asked.id, agree: true }, hrTwo)).toBe(410713)
      expect(await code('/paiban/web/swap/answer', { id: asked.id, agree: false }, two)).toBe(410713)
      expect(await code('/paiban/web/swap/cancel', { id: asked.id }, staffTwo)).toBe(410713)
      expect(await code('/paiban/web/swap/cancel', { id: asking.id }, hrTwo)).toBe(410713)
      // Staff records of tenant 1 are nobody's in tenant 2: neither the caller's own nor the colleague asked.
      expect(
        await code(
          '/paiban/web/swap/apply',
          { day: both[2], otherEmployeeId: colleagueEmployee, otherDay: both[2], reason: 'z' },
          staffTwo,
        ),
      ).toBe(410715)
      expect(
        (
          await post(
            '/paiban/web/swap/apply',
            { day: both[2], otherEmployeeId: hrEmp, otherDay: both[2], reason: 'z' },
            colleagueTwo,
            en,
          )
        ).body,
      ).toMatchObject({
        code: 410714,
        msg: 'The shift swap is not possible: the colleague has no account in this company',
      })
      expect(await code('/paiban/web/swap/days', { month: both[0].slice(0, 7) }, staffTwo)).toBe(410715)
      const days = (
        await post('/paiban/web/swap/days', { month: both[0].slice(0, 7), otherEmployeeId: staffEmp }, colleagueTwo)
      ).body.result
      expect(days.theirs).toBeNull()
    })
    expect(
      (await post('/paiban/web/swap/mine', {}, hrOne)).body.result.find((s: { id: string }) => s.id === asked.id),
    ).toMatchObject({ status: 'pending', waitingForMe: true })
  })

  it("keeps tenant 1's overtime, time off in lieu, patch cards and leave from the same person signed in to tenant 2", async () => {
    const db = gateway.ctx.db
    const staffOne = await gateway.login('staff', 'Staff@12345', { tenantId: 1 })
    const manager = await gateway.login('manager', 'Manager@12345')
    const approve = async (instanceId: string) =>
      (await post('/workflow/web/approveForm/resolve', { instanceId }, manager)).body.result.status
    // Approved overtime on a rest day of the last month (credited as time off in lieu), an approved leave, a patch card.
    const past = (await plansOf(db, 1, [staffEmp], iso(Date.now() - 20 * DAY), iso(Date.now() - DAY))).get(staffEmp)!
    const restDay = past
      .filter((p) => p.kind === 'rest')
      .map((p) => p.day)
      .pop()!
    const overtime = { day: restDay, startTime: '09:00', endTime: '12:00', timing: 'after', reason: 'Release' }
    const worked = (await post('/vacation/web/overtime/apply', overtime, staffOne)).body.result
    expect(await approve(worked.instanceId)).toBe('approved')
    const march = Date.UTC(year + 1, 2, 1)
    const monday = march + ((8 - new Date(march).getUTCDay()) % 7) * DAY
    const leave = (
      await post(
        '/vacation/web/leave/apply',
        {
          typeCode: 'annual',
          startDate: iso(monday),
          startHalf: 'am',
          endDate: iso(monday + DAY),
          endHalf: 'pm',
          reason: 'x',
        },
        staffOne,
      )
    ).body.result
    expect(await approve(leave.instanceId)).toBe('approved')
    const patch = { day: iso(Date.now() - DAY), time: '09:00', kind: 'in', reason: 'Badge left at home' }
    expect(await code('/vacation/web/patchCard/apply', patch, staffOne)).toBe(0)
    expect(await code('/vacation/web/toil/saveSettings', { months: 9 }, one)).toBe(0)

    const { staffTwo } = people
    await unchanged(
      [
        'overtime_request',
        'leave_credit',
        'leave_setting',
        'patch_card',
        'leave_request',
        'leave_balance',
        'wf_instance',
      ],
      async () => {
        for (const token of [staffTwo, two]) {
          expect(await code('/vacation/web/overtime/revoke', { id: worked.id }, token)).toBe(410124)
          expect(await code('/vacation/web/leave/cancelLeave', { id: leave.id }, token)).toBe(410106)
        }
        expect(await code('/vacation/web/toil/saveSettings', { months: 3 }, two)).toBe(0)
        // Asked again in tenant 2, the same overtime and patch card meet tenant 1's neither as an overlap nor as a duplicate,
        // nor tenant 1's line manager as their approver: staff has no staff record there, so nobody approves them (noApprover).
        expect(await code('/vacation/web/overtime/apply', overtime, staffTwo)).toBe(410005)
        expect(await code('/vacation/web/patchCard/apply', patch, staffTwo)).toBe(410005)
      },
    )
    expect((await post('/vacation/web/toil/settings', {}, one)).body.result.months).toBe(9)
    for (const table of ['overtime_request', 'patch_card', 'wf_instance'] as const) {
      expect(await db.selectFrom(table).select('id').where('tenant_id', '=', 2).execute(), table).toEqual([])
    }
  })
})
