import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handle } from '../../core/service'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { ATTENDANCE_CHANGED } from './index'
import { lockMonth, placesOf, plansOf } from '.'

const P = '/gateway/paiban/web'
const en = { 'accept-language': 'en' }
const heard: Array<{ tenantId: number; people: number[]; from: string; to: string }> = []
/** Hears what the gateway tells attendance's listeners, as one more listed service. */
const listening = {
  name: 'test',
  routes: [],
  migrations: {},
  handlers: [
    handle(ATTENDANCE_CHANGED, async (_ctx, tenantId, people, from, to) => {
      heard.push({ tenantId, people, from, to })
    }),
  ],
}

const year = new Date().getUTCFullYear() + 1
const shiftBody = {
  nameZh: '中班',
  nameEn: 'Middle',
  start: '12:00',
  end: '21:00',
  breaks: [{ start: '17:00', end: '18:00' }],
  flexMinutes: 15,
  lateGraceMinutes: 5,
  earlyGraceMinutes: 5,
  absentAfterMinutes: 240,
  minHours: 6,
}

describe('scheduling set-up: calendars, holiday files, shift types, attendance groups', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let other: string
  let staffEmployee: { id: number; organ_id: number }

  beforeAll(async () => {
    gateway = await startTestGateway({}, { services: [listening] })
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
    other = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    const user = await gateway.ctx.db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    staffEmployee = await gateway.ctx.db
      .selectFrom('employee')
      .select(['id', 'organ_id'])
      .where('id', '=', user.employee_id!)
      .executeTakeFirstOrThrow()
  })
  afterAll(() => gateway.close())

  it('lists the seeded default calendar with its holidays and make-up days, only to those with the function', async () => {
    const calendars = (await gateway.post(`${P}/calendar/list`, {}, hr)).body.result
    expect(calendars[0]).toMatchObject({ id: 1, nameEn: 'Mainland China', timeZone: 'Asia/Shanghai', isDefault: true })
    const days = (await gateway.post(`${P}/calendar/days`, { calendarId: 1, year: year - 1 }, hr)).body.result.days
    expect(days.some((d: { kind: string }) => d.kind === 'holiday')).toBe(true)
    expect(days.find((d: { day: string }) => d.day === `${year - 1}-10-01`)).toMatchObject({
      kind: 'holiday',
      nameEn: 'National Day',
    })
    expect((await gateway.post(`${P}/calendar/list`, {}, staff)).body.code).toBe(403001)
  })

  it('saves a calendar, refuses a bad time zone, and keeps one default', async () => {
    expect(
      (await gateway.post(`${P}/calendar/save`, { nameZh: '火星', nameEn: 'Mars', timeZone: 'Mars/Base' }, hr, en))
        .body,
    ).toMatchObject({ code: 410716, msg: 'The work calendar is not valid: unknown time zone Mars/Base' })
    const saved = (
      await gateway.post(
        `${P}/calendar/save`,
        { nameZh: '新加坡', nameEn: 'Singapore', timeZone: 'Asia/Singapore' },
        hr,
      )
    ).body.result
    const list = (await gateway.post(`${P}/calendar/list`, {}, hr)).body.result
    expect(list.filter((c: { isDefault: boolean }) => c.isDefault).map((c: { id: number }) => c.id)).toEqual([1])
    // Another tenant neither sees nor changes it.
    expect((await gateway.post(`${P}/calendar/days`, { calendarId: saved.id, year }, other)).body.code).toBe(410708)
    expect((await gateway.post(`${P}/calendar/delete`, { id: 1 }, hr)).body.code).toBe(410709)
    expect((await gateway.post(`${P}/calendar/delete`, { id: saved.id }, hr)).body.code).toBe(0)
  })

  it('adds and removes a holiday; the people of the calendar are recomputed; a locked month refuses', async () => {
    heard.length = 0
    const day = `${year}-03-11`
    expect(
      (
        await gateway.post(
          `${P}/calendar/saveDay`,
          { calendarId: 1, day, kind: 'holiday', nameZh: '公司日', nameEn: 'Company day' },
          hr,
        )
      ).body.code,
    ).toBe(0)
    expect(heard).toHaveLength(1)
    expect(heard[0]).toMatchObject({ tenantId: 1, from: day, to: day })
    expect(heard[0].people).toContain(staffEmployee.id)
    const plan = (await plansOf(gateway.ctx.db, 1, [staffEmployee.id], day, day)).get(staffEmployee.id)![0]
    expect(plan).toMatchObject({ kind: 'holiday', holidayName: { zh: '公司日', en: 'Company day' } })
    expect((await gateway.post(`${P}/calendar/deleteDay`, { calendarId: 1, day }, hr)).body.result.removed).toBe(1)
    await lockMonth(gateway.ctx.db, 1, `${year}-04`, 1)
    expect(
      (
        await gateway.post(
          `${P}/calendar/saveDay`,
          { calendarId: 1, day: `${year}-04-08`, kind: 'holiday', nameZh: 'x', nameEn: 'x' },
          hr,
          en,
        )
      ).body.code,
    ).toBe(410705)
  })

  it('imports a CSV and an ICS holiday file, answering what was added and each rejected line', async () => {
    const csv = `date,kind,name,name_en\n${year}-06-01,holiday,儿童节,Children's Day\n${year}-06-06,workday,调休,Make-up day\nnot-a-date,holiday,x\n${year}-04-09,holiday,locked,locked\n`
    const answer = (
      await gateway.post(`${P}/calendar/import`, { calendarId: 1, fileName: 'days.csv', content: csv }, hr, en)
    ).body.result
    expect(answer).toMatchObject({ added: 2, updated: 0 })
    expect(answer.rejected).toEqual([
      { line: 4, reason: 'badDate', message: 'not a date (YYYY-MM-DD)' },
      {
        line: 5,
        reason: 'monthLocked',
        message: `Attendance of ${year}-04 is locked: its roster and days can no longer change`,
      },
    ])
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//t//t//EN',
      'BEGIN:VEVENT',
      'UID:1',
      `DTSTART;VALUE=DATE:${year}0601`,
      `DTEND;VALUE=DATE:${year}0603`,
      'SUMMARY:Summer days',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n')
    expect(
      (await gateway.post(`${P}/calendar/import`, { calendarId: 1, fileName: 'days.ics', content: ics }, hr)).body
        .result,
    ).toMatchObject({ added: 1, updated: 1, rejected: [] })
    const refused = await gateway.post(
      `${P}/calendar/import`,
      { calendarId: 1, fileName: 'days.ics', content: 'BEGIN:VCALENDAR\nnonsense' },
      hr,
    )
    expect(refused.body.code).toBe(410712)
  })

  it('expands a recurring ICS event over this year and the next two, and rejects an endless daily one in either language', async () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//t//t//EN',
      'BEGIN:VEVENT',
      'UID:cd',
      `DTSTART;VALUE=DATE:${year - 6}0714`,
      'RRULE:FREQ=YEARLY',
      'SUMMARY:Company day',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:ev',
      `DTSTART;VALUE=DATE:${year - 1}0801`,
      'RRULE:FREQ=DAILY',
      'SUMMARY:Every day',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n')
    const file = { calendarId: 1, fileName: 'days.ics', content: ics }
    const [first, last] = [year - 1, year + 1]
    heard.length = 0
    expect((await gateway.post(`${P}/calendar/import`, file, hr, en)).body.result).toEqual({
      added: 3,
      updated: 0,
      rejected: [
        {
          line: 10,
          reason: 'tooManyOccurrences',
          message: `the event repeats too often (more than 366 days in ${first}–${last}, or 5000 since its start): it was not taken`,
        },
      ],
    })
    // Each day added is recomputed on its own, not the years between them.
    expect(heard.map((h) => [h.from, h.to])).toEqual([first, year, last].map((y) => [`${y}-07-14`, `${y}-07-14`]))
    expect((await gateway.post(`${P}/calendar/import`, file, hr, { 'accept-language': 'zh' })).body.result).toEqual({
      added: 0,
      updated: 0,
      rejected: [
        {
          line: 10,
          reason: 'tooManyOccurrences',
          message: `该事件重复过于频繁（${first}–${last} 年超过 366 天，或自开始以来超过 5000 次），未导入`,
        },
      ],
    })
    for (const y of [first, year, last]) {
      const days = (await gateway.post(`${P}/calendar/days`, { calendarId: 1, year: y }, hr)).body.result.days
      expect(
        days
          .filter((d: { nameEn: string }) => ['Company day', 'Every day'].includes(d.nameEn))
          .map((d: { day: string }) => d.day),
      ).toEqual([`${y}-07-14`])
    }
  })

  it('saves a shift type with every rule, refuses times that do not fit, and a shift in use is not deleted', async () => {
    expect(
      (await gateway.post(`${P}/shiftType/save`, { ...shiftBody, breaks: [{ start: '22:00', end: '23:00' }] }, hr, en))
        .body,
    ).toMatchObject({ code: 410706, msg: 'The shift is not valid: each break must lie inside the shift' })
    expect((await gateway.post(`${P}/shiftType/save`, { ...shiftBody, minHours: 9 }, hr)).body.code).toBe(410706)
    expect((await gateway.post(`${P}/shiftType/save`, { ...shiftBody, start: '25:00' }, hr)).body.code).not.toBe(0)
    expect((await gateway.post(`${P}/shiftType/save`, { ...shiftBody, flexMinutes: 999 }, hr)).body.code).not.toBe(0)
    // A night shift across midnight with its break after midnight fits.
    expect(
      (
        await gateway.post(
          `${P}/shiftType/save`,
          { ...shiftBody, start: '22:00', end: '06:00', breaks: [{ start: '02:00', end: '02:30' }] },
          hr,
        )
      ).body.code,
    ).toBe(0)
    const saved = (await gateway.post(`${P}/shiftType/save`, shiftBody, hr)).body.result
    const list = (await gateway.post(`${P}/shiftType/list`, {}, hr)).body.result
    expect(list.find((s: { id: number }) => s.id === saved.id)).toEqual({ id: saved.id, ...shiftBody })
    expect((await gateway.post(`${P}/shiftType/delete`, { id: 1 }, hr, en)).body).toMatchObject({ code: 410707 })
    expect((await gateway.post(`${P}/shiftType/delete`, { id: saved.id }, hr)).body.code).toBe(0)
  })

  it('saves a group with a person, places and a pattern; the person moves to it, and a member of another group is refused', async () => {
    heard.length = 0
    const body = {
      name: 'Night desk',
      calendarId: 1,
      mode: 'fixed',
      week: [4, 4, 4, 4, 0, 0, 0],
      organIds: [],
      employeeIds: [staffEmployee.id],
      places: [{ name: 'Desk', lat: 31.2, lng: 121.5, radius: 300 }],
    }
    expect(
      (await gateway.post(`${P}/group/save`, { ...body, places: [{ name: 'x', lat: 1, lng: 1, radius: 10 }] }, hr)).body
        .code,
    ).not.toBe(0)
    const saved = (await gateway.post(`${P}/group/save`, body, hr)).body.result
    expect(heard[0].people).toEqual([staffEmployee.id])
    const group = (await gateway.post(`${P}/group/list`, {}, hr)).body.result.find(
      (g: { id: number }) => g.id === saved.id,
    )
    expect(group).toMatchObject({
      name: 'Night desk',
      mode: 'fixed',
      week: [4, 4, 4, 4, 0, 0, 0],
      headcount: 1,
      people: [{ id: staffEmployee.id }],
    })
    expect(await placesOf(gateway.ctx.db, 1, staffEmployee.id)).toEqual([
      { id: group.places[0].id, name: 'Desk', lat: 31.2, lng: 121.5, radius: 300 },
    ])
    // The seeded company group holds the root department: it cannot be taken again.
    const root = await gateway.ctx.db
      .selectFrom('organ')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow()
    expect(
      (await gateway.post(`${P}/group/save`, { ...body, name: 'Twice', employeeIds: [], organIds: [root.id] }, hr)).body
        .code,
    ).toBe(410711)
    expect((await gateway.post(`${P}/group/save`, { ...body, id: saved.id, calendarId: 99 }, hr)).body.code).toBe(
      410708,
    )
    expect(
      (await gateway.post(`${P}/group/list`, {}, other)).body.result.map((g: { name: string }) => g.name),
    ).not.toContain('Night desk')
    expect((await gateway.post(`${P}/group/delete`, { id: saved.id }, other)).body.code).toBe(410710)
    expect((await gateway.post(`${P}/group/delete`, { id: saved.id }, hr)).body.code).toBe(0)
    expect((await placesOf(gateway.ctx.db, 1, staffEmployee.id)).map((p) => p.name)).toEqual(['上海总部'])
  })
})
