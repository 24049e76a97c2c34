import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { partOf } from './leave-table-routes'

const TABLE = '/gateway/vacation/web/leaveTable/month'

describe('the leave table', () => {
  it('marks half days of a leave and leaves days that are not working days out', () => {
    const span = { start_date: '2030-01-07', start_half: 'pm', end_date: '2030-01-14', end_half: 'am' }
    expect([
      partOf('2030-01-07', span, true),
      partOf('2030-01-08', span, true),
      partOf('2030-01-12', span, false),
      partOf('2030-01-14', span, true),
      partOf('2030-01-15', span, true),
    ]).toEqual(['pm', 'day', null, 'am', null])
    // A public holiday on a weekday is not a working day of the person's calendar.
    expect(partOf('2030-01-09', span, false)).toBeNull()
  })

  describe("with the tenant's calendar", () => {
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
      await db.deleteFrom('calendar_day').where('day', '>=', '2030-02-01').where('day', '<=', '2030-02-28').execute()
      await db
        .insertInto('calendar_day')
        .values([
          {
            tenant_id: 1,
            calendar_id: 1,
            day: '2030-02-04',
            kind: 'holiday',
            name_zh: '春节',
            name_en: 'Spring Festival',
          },
          {
            tenant_id: 1,
            calendar_id: 1,
            day: '2030-02-09',
            kind: 'workday',
            name_zh: '春节调休',
            name_en: 'Spring Festival make-up',
          },
          {
            tenant_id: 2,
            calendar_id: 1,
            day: '2030-02-11',
            kind: 'holiday',
            name_zh: '他租户假日',
            name_en: 'Other tenant holiday',
          },
        ])
        .execute()
      // The staff member's own calendar has no Spring Festival.
      await db
        .insertInto('work_calendar')
        .values({ tenant_id: 1, id: 8, name_zh: '伦敦', name_en: 'London', time_zone: 'Europe/London', is_default: 0 })
        .execute()
      await db
        .insertInto('att_group')
        .values({ tenant_id: 1, id: 908, name: 'London', calendar_id: 8, mode: 'fixed', week: '[1,1,1,1,1,0,0]' })
        .execute()
      await db
        .insertInto('att_group_member')
        .values({ tenant_id: 1, group_id: 908, organ_id: null, employee_id: staff.id })
        .execute()
    })
    afterAll(() => gateway.close())

    it("gives each day's kind of the default calendar, and a person's own where their calendar differs", async () => {
      const table = (await gateway.post(TABLE, { organId: staff.organ_id, month: '2030-02' }, hr)).body.result
      expect(Object.keys(table.dayKinds)).toEqual(table.days)
      expect(table.dayKinds).toMatchObject({
        '2030-02-04': { kind: 'holiday', name: '春节' },
        '2030-02-09': { kind: 'makeUp', name: '春节调休' },
        '2030-02-10': { kind: 'rest' },
        '2030-02-11': { kind: 'work' },
      })
      const row = table.employees.find((e: { id: number }) => e.id === staff.id)
      expect(row.dayKinds).toEqual({ '2030-02-04': { kind: 'work' }, '2030-02-09': { kind: 'rest' } })
    })
  })
})
