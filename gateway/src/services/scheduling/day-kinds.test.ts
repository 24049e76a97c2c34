import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { dayKindsOf } from './day-kinds'

const ROSTER = '/gateway/paiban/web/shift/roster'
/** October 2030: Tuesday the 1st to Monday the 7th off for National Day, Saturday the 12th worked to make up for it. */
const MONTH = '2030-10'
const NATIONAL = ['2030-10-01', '2030-10-02', '2030-10-03', '2030-10-04', '2030-10-07']

describe('the day kinds of the month tables', () => {
  it("marks a calendar's holidays with their name in the reader's language, bridged rest days apart, its make-up working days, and the weekend as rest", () => {
    const calendar = {
      id: 1,
      timeZone: 'Asia/Shanghai',
      days: new Map([
        ['2030-10-01', { kind: 'holiday', zh: '国庆节', en: 'National Day', statutory: true }],
        ['2030-10-04', { kind: 'holiday', zh: '国庆节', en: 'National Day', statutory: false }],
        ['2030-10-12', { kind: 'workday', zh: '国庆节调休', en: 'National Day make-up', statutory: false }],
      ]),
    }
    const days = ['2030-10-01', '2030-10-04', '2030-10-08', '2030-10-12', '2030-10-13']
    expect(dayKindsOf(calendar, days, 'en')).toEqual({
      '2030-10-01': { kind: 'holiday', name: 'National Day' },
      '2030-10-04': { kind: 'holiday', name: 'National Day', bridged: true },
      '2030-10-08': { kind: 'work' },
      '2030-10-12': { kind: 'makeUp', name: 'National Day make-up' },
      '2030-10-13': { kind: 'rest' },
    })
    expect(dayKindsOf(calendar, days, 'zh')['2030-10-01']).toEqual({ kind: 'holiday', name: '国庆节' })
  })

  describe('in the shift table', () => {
    let gateway: TestGateway
    let hr: string
    let staff: { id: number; organ_id: number }

    beforeAll(async () => {
      gateway = await startTestGateway()
      hr = await gateway.login('hr', 'Hr@123456789')
      const db = gateway.ctx.db
      const user = await db
        .selectFrom('app_user')
        .select('employee_id')
        .where('user_name', '=', 'staff')
        .executeTakeFirstOrThrow()
      staff = await db
        .selectFrom('employee')
        .select(['id', 'organ_id'])
        .where('id', '=', user.employee_id!)
        .executeTakeFirstOrThrow()
      // The default calendar's October, whatever the seed holds for it; another tenant's default calendar disagrees.
      await db.deleteFrom('calendar_day').where('day', '>=', `${MONTH}-01`).where('day', '<=', `${MONTH}-31`).execute()
      await db
        .insertInto('calendar_day')
        .values([
          ...NATIONAL.map((day) => ({
            tenant_id: 1,
            calendar_id: 1,
            day,
            kind: 'holiday',
            name_zh: '国庆节',
            name_en: 'National Day',
          })),
          {
            tenant_id: 1,
            calendar_id: 1,
            day: '2030-10-12',
            kind: 'workday',
            name_zh: '国庆节调休',
            name_en: 'National Day make-up',
          },
          {
            tenant_id: 2,
            calendar_id: 1,
            day: '2030-10-15',
            kind: 'holiday',
            name_zh: '他租户假日',
            name_en: 'Other tenant holiday',
          },
        ])
        .execute()
      // The staff member works on a second calendar (a site abroad): no National Day, a holiday of its own on the 15th.
      await db
        .insertInto('work_calendar')
        .values({
          tenant_id: 1,
          id: 7,
          name_zh: '新加坡',
          name_en: 'Singapore',
          time_zone: 'Asia/Singapore',
          is_default: 0,
        })
        .execute()
      await db
        .insertInto('calendar_day')
        .values({
          tenant_id: 1,
          calendar_id: 7,
          day: '2030-10-15',
          kind: 'holiday',
          name_zh: '屠妖节',
          name_en: 'Deepavali',
          statutory: 1,
        })
        .execute()
      await db
        .insertInto('att_group')
        .values({ tenant_id: 1, id: 907, name: 'Singapore', calendar_id: 7, mode: 'fixed', week: '[1,1,1,1,1,0,0]' })
        .execute()
      await db
        .insertInto('att_group_member')
        .values({ tenant_id: 1, group_id: 907, organ_id: null, employee_id: staff.id })
        .execute()
    })
    afterAll(() => gateway.close())

    it("heads the columns with the default calendar's kinds, holiday names in the reader's language", async () => {
      const en = (
        await gateway.post(ROSTER, { organId: staff.organ_id, month: MONTH }, hr, { 'accept-language': 'en' })
      ).body.result
      expect(Object.keys(en.dayKinds)).toEqual(en.days)
      expect(en.dayKinds['2030-10-01']).toEqual({ kind: 'holiday', name: 'National Day' })
      // 4 and 7 October are bridged rest days of the holiday period, not statutory holidays (1–3 October).
      expect(en.dayKinds['2030-10-07']).toEqual({ kind: 'holiday', name: 'National Day', bridged: true })
      expect(en.dayKinds['2030-10-05']).toEqual({ kind: 'rest' })
      expect(en.dayKinds['2030-10-12']).toEqual({ kind: 'makeUp', name: 'National Day make-up' })
      expect(en.dayKinds['2030-10-08']).toEqual({ kind: 'work' })
      // Another tenant's calendar has no say.
      expect(en.dayKinds['2030-10-15']).toEqual({ kind: 'work' })
      const zh = (await gateway.post(ROSTER, { organId: staff.organ_id, month: MONTH }, hr)).body.result
      expect(zh.dayKinds['2030-10-01']).toEqual({ kind: 'holiday', name: '国庆节' })
    })

    it('gives a person on another calendar the days on which theirs differs, and nobody else any', async () => {
      const roster = (
        await gateway.post(ROSTER, { organId: staff.organ_id, month: MONTH }, hr, { 'accept-language': 'en' })
      ).body.result
      const row = roster.employees.find((e: { id: number }) => e.id === staff.id)
      expect(row.dayKinds).toEqual({
        ...Object.fromEntries(NATIONAL.map((day) => [day, { kind: 'work' }])),
        '2030-10-12': { kind: 'rest' },
        '2030-10-15': { kind: 'holiday', name: 'Deepavali' },
      })
      const others = roster.employees.filter((e: { id: number; dayKinds?: unknown }) => e.id !== staff.id && e.dayKinds)
      expect(others).toEqual([])
    })
  })
})
