import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Money } from '../../../core/money'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { hourlyWageOf, overtimeFigures, overtimePayOf, overtimeRatesOf, STATUTORY_RATES } from './overtime-pay'

/** Monday 12 October 2026, 10:00 in Shanghai: the National Day holiday is over, within 31 days. */
const OCTOBER = Date.parse('2026-10-12T02:00:00Z')
/** Thursday 5 November 2026: October is over and may be locked. */
const NOVEMBER = Date.parse('2026-11-05T02:00:00Z')

describe('overtime pay by the class of the day worked', () => {
  it('pays 150 %, 200 % and 300 % of the hourly wage, monthly wage ÷ 21.75 ÷ 8, rounded to the fen only at the end', () => {
    const wage = new Money('8700')
    expect(hourlyWageOf(wage).toString()).toBe('50')
    // 3 hours on 1 October 2026 (a statutory holiday): 50 × 3 × 3 = 450.
    expect(overtimePayOf(wage, 180, STATUTORY_RATES.statutory).toFixed(2)).toBe('450.00')
    expect(overtimePayOf(wage, 120, STATUTORY_RATES.restDay).toFixed(2)).toBe('200.00')
    expect(overtimePayOf(wage, 90, STATUTORY_RATES.workday).toFixed(2)).toBe('112.50')
    // 10,000 ÷ 21.75 ÷ 8 = 57.4712…; 20 minutes at 150 %: 28.7356… → 28.74 (not 57.47 × 0.33 × 1.5 = 28.45).
    expect(overtimePayOf(new Money('10000'), 20, 150).toFixed(2)).toBe('28.74')
    // 7,777.77 ÷ 21.75 ÷ 8 × 1.5 × 1 = 67.0497… → 67.05; rounding the hourly wage first would give 67.04.
    expect(overtimePayOf(new Money('7777.77'), 60, 150).toFixed(2)).toBe('67.05')
  })

  it('gives the formulas the paid hours per class, the rates as factors and the exact hourly wage', () => {
    const figures = overtimeFigures(
      new Money('8700'),
      { workday: 90, restDay: 0, statutory: 180 },
      { workday: 150, restDay: 250, statutory: 300 },
    )
    expect(Object.fromEntries([...figures].map(([name, value]) => [name, value.toString()]))).toEqual({
      overtimeWorkdayHours: '1.5',
      overtimeRestDayHours: '0',
      overtimeHolidayHours: '3',
      overtimeWorkdayRate: '1.5',
      overtimeRestDayRate: '2.5',
      overtimeHolidayRate: '3',
      hourlyWage: '50',
    })
  })
})

describe('approved overtime reaches the payroll run as pay items per class of day', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let manager: string
  let person: { id: number; user_id: number }
  const S = '/gateway/salary/web'

  beforeAll(async () => {
    gateway = await startTestGateway()
    gateway.setNow(OCTOBER)
    ;[hr, staff, manager] = await Promise.all([
      gateway.login('hr', 'Hr@123456789'),
      gateway.login('staff', 'Staff@12345'),
      gateway.login('manager', 'Manager@12345'),
    ])
    const user = await gateway.ctx.db
      .selectFrom('app_user')
      .select(['id', 'employee_id'])
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    person = { id: user.employee_id!, user_id: user.id }
    // October 2026 of the State Council's notice, imported into the default calendar: the statutory days and the
    // bridged ones of National Day, and Saturday the 10th worked to make up for them.
    const csv = [
      'date,kind,name,name_en',
      ...['01', '02', '03'].map((d) => `2026-10-${d},法定,国庆节,National Day`),
      ...['04', '05', '06', '07'].map((d) => `2026-10-${d},调休,国庆节,National Day`),
      '2026-10-10,班,国庆节调休上班,National Day make-up working day',
    ].join('\n')
    const calendarId = (await gateway.post('/gateway/paiban/web/calendar/list', {}, hr)).body.result.find(
      (c: { isDefault: boolean }) => c.isDefault,
    ).id
    const imported = await gateway.post(
      '/gateway/paiban/web/calendar/import',
      { calendarId, fileName: '2026.csv', content: csv },
      hr,
    )
    expect(imported.body.code, imported.body.msg).toBe(0)
    // A known wage: 8,700 a month from October, an hourly wage of 50.00.
    const saved = await gateway.post(
      `${S}/profile/save`,
      {
        employeeId: person.id,
        effectiveMonth: '2026-10',
        base: '8700',
        allowances: {},
        bankName: '招商银行',
        bankAccount: '6225880012345678',
        costCentre: '',
        reason: 'test',
      },
      hr,
    )
    expect(saved.body.code, saved.body.msg).toBe(0)
  }, 120_000)
  afterAll(() => gateway.close())

  const work = async (day: string, startTime: string, endTime: string, compensation: 'pay' | 'timeOff') => {
    const asked = (
      await gateway.post(
        '/gateway/vacation/web/overtime/apply',
        { day, startTime, endTime, timing: 'after', reason: 'Release', compensation },
        staff,
      )
    ).body
    expect(asked.code, asked.msg).toBe(0)
    const resolved = await gateway.post(
      '/gateway/workflow/web/approveForm/resolve',
      { instanceId: asked.result.instanceId, comment: 'OK' },
      manager,
    )
    expect(resolved.body.result.status).toBe('approved')
    return (await gateway.post('/gateway/vacation/web/overtime/detail', { id: asked.result.id }, staff)).body.result
  }

  it('classes each approved overtime by its day, credits time off only for the rest day that asked it, and pays the rest per class', async () => {
    // 1 October: statutory (time off asked, never given); 4 October: a bridged rest day paid; 5 October: a bridged rest
    // day taken as time off; 10 October: the make-up working day.
    expect(await work('2026-10-01', '09:00', '12:00', 'timeOff')).toMatchObject({
      payClass: 'statutory',
      compensation: 'pay',
      creditedHours: 0,
    })
    expect(await work('2026-10-04', '09:00', '11:00', 'pay')).toMatchObject({ payClass: 'restDay', creditedHours: 0 })
    expect(await work('2026-10-05', '09:00', '10:30', 'timeOff')).toMatchObject({
      payClass: 'restDay',
      compensation: 'timeOff',
      creditedHours: 1.5,
    })
    expect(await work('2026-10-10', '18:00', '19:30', 'timeOff')).toMatchObject({
      payClass: 'workday',
      creditedHours: 0,
    })
    // 3 October 22:00 to 1:00: two hours on the statutory holiday, the third on the bridged 4th (paid: pay asked).
    expect(await work('2026-10-03', '22:00', '01:00', 'pay')).toMatchObject({ payClass: 'statutory', creditedHours: 0 })
    const credits = (await gateway.post('/gateway/vacation/web/toil/credits', {}, staff)).body.result
    expect(credits.map((c: { earnedOn: string; earned: number }) => [c.earnedOn, c.earned])).toEqual([
      ['2026-10-05', 1.5],
    ])

    // A later edit of the calendar does not change what was approved: 4 October made statutory after the fact.
    const calendarId = (await gateway.post('/gateway/paiban/web/calendar/list', {}, hr)).body.result[0].id
    const edit = {
      calendarId,
      day: '2026-10-04',
      kind: 'holiday',
      nameZh: '国庆节',
      nameEn: 'National Day',
      statutory: true,
    }
    expect((await gateway.post('/gateway/paiban/web/calendar/saveDay', edit, hr)).body.code).toBe(0)

    gateway.setNow(NOVEMBER)
    const hrNow = await gateway.login('hr', 'Hr@123456789')
    expect((await gateway.post('/gateway/kaoqin/web/summary/lock', { month: '2026-10' }, hrNow)).body.code).toBe(0)
    const run = (await gateway.post(`${S}/run/create`, { groupId: 1, month: '2026-10' }, hrNow)).body
    expect(run.code, run.msg).toBe(0)
    const calculated = (await gateway.post(`${S}/run/calculate`, { id: run.result.id }, hrNow)).body
    expect(calculated.code, calculated.msg).toBe(0)
    const line = await gateway.ctx.db
      .selectFrom('salary_line')
      .select('detail')
      .where('tenant_id', '=', 1)
      .where('run_id', '=', run.result.id)
      .where('employee_id', '=', person.id)
      .executeTakeFirstOrThrow()
    const detail = JSON.parse(line.detail)
    const amounts = Object.fromEntries(
      detail.items.map((item: { code: string; amount: string }) => [item.code, item.amount]),
    )
    // 50 × 1.5 h × 150 % = 112.50; 50 × (2 + 1) h × 200 % = 300.00 (the 1.5 h taken as time off unpaid);
    // 50 × (3 + 2) h × 300 % = 750.00.
    expect([amounts.overtimePay, amounts.overtimeRestDay, amounts.overtimeHoliday]).toEqual([
      '112.50',
      '300.00',
      '750.00',
    ])
    expect(detail.attendance.overtimeMinutes).toEqual({ workday: 90, restDay: 180, statutory: 300 })

    // The tenant's rates: 200 % on working days from now on; a run calculated again pays it.
    const rates = { workday: 200, restDay: 200, statutory: 300 }
    expect((await gateway.post(`${S}/overtimeRate/save`, rates, hrNow)).body.result).toEqual(rates)
    expect((await gateway.post(`${S}/overtimeRate/save`, { ...rates, workday: 149 }, hrNow)).body.code).not.toBe(0)
    expect((await gateway.post(`${S}/overtimeRate/get`, {}, hrNow)).body.result).toEqual(rates)
    expect((await gateway.post(`${S}/run/calculate`, { id: run.result.id }, hrNow)).body.code).toBe(0)
    const again = await gateway.ctx.db
      .selectFrom('salary_line')
      .select('detail')
      .where('tenant_id', '=', 1)
      .where('run_id', '=', run.result.id)
      .where('employee_id', '=', person.id)
      .executeTakeFirstOrThrow()
    const items = JSON.parse(again.detail).items as Array<{ code: string; amount: string }>
    expect(items.find((item) => item.code === 'overtimePay')?.amount).toBe('150.00')
    // Another tenant's rates stay the statutory ones.
    expect(await overtimeRatesOf(gateway.ctx.db, 2)).toEqual(STATUTORY_RATES)
  }, 120_000)
})
