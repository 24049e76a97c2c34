import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chinaHolidays } from '../scheduling'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { dayPlansOf } from '../scheduling'
import { compensationOf, overtimeParts, payClassOf } from './pay-class'

describe('the class of a day for overtime pay', () => {
  it('is a working day, a rest day (bridged rest days included) or a statutory holiday by the plan of the day', () => {
    expect(payClassOf({ kind: 'work' })).toBe('workday')
    expect(payClassOf({ kind: 'rest' })).toBe('restDay')
    expect(payClassOf({ kind: 'holiday', statutory: false })).toBe('restDay')
    expect(payClassOf({ kind: 'holiday', statutory: true })).toBe('statutory')
  })

  it("splits an overtime past midnight into its own day's minutes and the next day's", () => {
    expect(overtimeParts('18:00', '21:30')).toEqual({ first: 210, next: 0 })
    expect(overtimeParts('22:00', '01:30')).toEqual({ first: 120, next: 90 })
    expect(overtimeParts('20:00', '00:00')).toEqual({ first: 240, next: 0 })
  })

  it('gives time off in lieu only for a rest day, where the policy says so or leaves it to an employee who asked', () => {
    expect(compensationOf('restDay', 'timeOff', 'employee')).toBe('timeOff')
    expect(compensationOf('restDay', null, 'employee')).toBe('pay')
    expect(compensationOf('restDay', 'pay', 'timeOff')).toBe('timeOff')
    expect(compensationOf('restDay', 'timeOff', 'pay')).toBe('pay')
    expect(compensationOf('statutory', 'timeOff', 'timeOff')).toBe('pay')
    expect(compensationOf('workday', 'timeOff', 'timeOff')).toBe('pay')
  })

  describe('over the whole of 2026 on the calendar of the State Council notice', () => {
    let gateway: TestGateway
    let employeeId: number | null

    beforeAll(async () => {
      gateway = await startTestGateway()
      const db = gateway.ctx.db
      for (const d of chinaHolidays(2026)) {
        const values = { kind: d.kind, name_zh: d.zh, name_en: d.en, statutory: d.statutory ? 1 : 0 }
        await db
          .insertInto('calendar_day')
          .values({ tenant_id: 1, calendar_id: 1, day: d.day, ...values })
          .onConflict((oc) => oc.columns(['tenant_id', 'calendar_id', 'day']).doUpdateSet(values))
          .execute()
      }
      const user = await db
        .selectFrom('app_user')
        .select('employee_id')
        .where('user_name', '=', 'staff')
        .executeTakeFirstOrThrow()
      employeeId = user.employee_id
    })
    afterAll(() => gateway.close())

    it('classes the 13 statutory days statutory, every bridged day and weekend a rest day, and the make-up Saturdays and Sundays working days', async () => {
      const plans = await dayPlansOf(gateway.ctx.db, 1, employeeId, '2026-01-01', '2026-12-31')
      const classes = new Map(plans.map((plan) => [plan.day, payClassOf(plan)]))
      const daysOf = (wanted: string) => [...classes].filter(([, c]) => c === wanted).map(([day]) => day)
      expect(daysOf('statutory')).toEqual([
        '2026-01-01',
        '2026-02-16',
        '2026-02-17',
        '2026-02-18',
        '2026-02-19',
        '2026-04-05',
        '2026-05-01',
        '2026-05-02',
        '2026-06-19',
        '2026-09-25',
        '2026-10-01',
        '2026-10-02',
        '2026-10-03',
      ])
      const bridged = ['2026-01-02', '2026-01-03', '2026-02-15', '2026-02-20', '2026-02-23', '2026-04-06']
      bridged.push('2026-05-04', '2026-05-05', '2026-06-20', '2026-09-26', '2026-10-05', '2026-10-06', '2026-10-07')
      for (const day of bridged) expect([day, classes.get(day)]).toEqual([day, 'restDay'])
      for (const day of ['2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10'])
        expect([day, classes.get(day)]).toEqual([day, 'workday'])
      // Days off: 104 weekend days − 6 make-up days + 19 weekdays off in the notice = 117, of which 13 statutory.
      expect(daysOf('restDay')).toHaveLength(104 - 6 + 19 - 13)
      expect(daysOf('workday')).toHaveLength(365 - 13 - daysOf('restDay').length)
    })
  })
})
