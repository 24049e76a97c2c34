import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { outsourcingCodes } from './texts'

const O = '/gateway/joyhr/web/outsourcing'
const EN = { 'accept-language': 'en' }
/** Wednesday 11 March 2026, 09:00 and 18:00 in Shanghai (the demo calendar's time zone), and the next morning. */
const MORNING = Date.parse('2026-03-11T01:00:00Z')
const EVENING = Date.parse('2026-03-11T10:00:00Z')
const NEXT_DAY = Date.parse('2026-03-12T02:00:00Z')
const APRIL = Date.parse('2026-04-02T02:00:00Z')

describe('outsourcing: providers, workers, assignments and monthly cost statements', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let organId: number
  let dayProvider: number
  let hourProvider: number

  beforeAll(async () => {
    gateway = await startTestGateway()
    gateway.setNow(MORNING)
    ;[hr, staff] = await Promise.all([
      gateway.login('hr', 'Hr@123456789', { tenantId: 1 }),
      gateway.login('staff', 'Staff@12345'),
    ])
    const user = await gateway.ctx.db
      .selectFrom('app_user')
      .innerJoin('employee', 'employee.id', 'app_user.employee_id')
      .select('employee.organ_id')
      .where('app_user.user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    organId = user.organ_id
  }, 60_000)
  afterAll(() => gateway.close())

  const call = async (path: string, body: object, token = hr) =>
    (await gateway.post(`${O}/${path}`, body, token, EN)).body
  const result = async (path: string, body: object, token = hr) => {
    const answer = await call(path, body, token)
    expect(answer.code, `${path}: ${JSON.stringify(answer)}`).toBe(0)
    return answer.result
  }
  const provider = {
    name: 'Swift Staffing',
    contactName: 'Ms Lin',
    contactPhone: '13911112222',
    contractFrom: '2026-01-01',
    contractTo: '2026-12-31',
  }
  const worker = (providerId: number, n: number) => ({
    providerId,
    name: `Worker ${n}`,
    idNumber: `11010119900307${String(n).padStart(3, '0')}X`,
    mobile: `1390000${String(n).padStart(4, '0')}`,
  })
  /** Moves the clock (sessions idle out over hours): HR signs in again. */
  const at = async (time: number) => {
    gateway.setNow(time)
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
  }
  const punch = async (account: string, time: number) => {
    gateway.setNow(time)
    const token = await gateway.login(account, 'Worker@12345')
    const answer = (await gateway.post('/gateway/kaoqin/web/clockIn/punch', { reason: 'At the client site' }, token))
      .body
    expect(answer.code, JSON.stringify(answer)).toBe(0)
    return answer.result
  }

  it('validates providers: names, mobile, contract period, rate and billing unit', async () => {
    expect((await call('provider/save', { ...provider, name: '  ', rateUnit: 'day', rate: '300' })).code).toBe(
      outsourcingCodes.badName,
    )
    expect(
      (await call('provider/save', { ...provider, contactPhone: '12345', rateUnit: 'day', rate: '300' })).code,
    ).toBe(outsourcingCodes.badPhone)
    expect(
      (await call('provider/save', { ...provider, contractTo: '2025-12-31', rateUnit: 'day', rate: '300' })).code,
    ).toBe(outsourcingCodes.badPeriod)
    expect(
      (await call('provider/save', { ...provider, contractFrom: '2026-02-30', rateUnit: 'day', rate: '300' })).code,
    ).toBe(outsourcingCodes.badPeriod)
    for (const rate of ['0', '-5', '1.234', 'abc'])
      expect((await call('provider/save', { ...provider, rateUnit: 'day', rate })).code).toBe(outsourcingCodes.badRate)
    const badUnit = await call('provider/save', { ...provider, rateUnit: 'week', rate: '300' })
    expect(badUnit.code).not.toBe(0)
    expect((await call('provider/save', { ...provider, id: 999, rateUnit: 'day', rate: '300' })).code).toBe(
      outsourcingCodes.providerNotFound,
    )
    dayProvider = (await result('provider/save', { ...provider, rateUnit: 'day', rate: '300.50' })).id
    hourProvider = (await result('provider/save', { ...provider, name: 'Hourly Help', rateUnit: 'hour', rate: '45.5' }))
      .id
    const listed = (await result('provider/list', {})).providers
    expect(listed.find((p: { id: number }) => p.id === dayProvider)).toMatchObject({
      name: 'Swift Staffing',
      rateUnit: 'day',
      rate: '300.50',
      contractTo: '2026-12-31',
    })
    expect(listed.find((p: { id: number }) => p.id === hourProvider)).toMatchObject({ rateUnit: 'hour', rate: '45.50' })
    // Staff hold no outsourcing function.
    expect((await call('provider/list', {}, staff)).code).not.toBe(0)
  })

  it('validates workers and their accounts, and assignments: dates, department, overlaps and rates', async () => {
    expect((await call('worker/save', { ...worker(dayProvider, 1), idNumber: '1234' })).code).toBe(
      outsourcingCodes.badIdNumber,
    )
    expect((await call('worker/save', { ...worker(dayProvider, 1), mobile: '2390000' })).code).toBe(
      outsourcingCodes.badPhone,
    )
    expect((await call('worker/save', worker(999, 1))).code).toBe(outsourcingCodes.providerNotFound)
    expect(
      (await call('worker/save', { ...worker(dayProvider, 1), account: { userName: 'os-one', password: 'short' } }))
        .code,
    ).toBe(outsourcingCodes.weakPassword)
    expect(
      (
        await call('worker/save', {
          ...worker(dayProvider, 1),
          account: { userName: 'staff', password: 'Worker@12345' },
        })
      ).code,
    ).toBe(outsourcingCodes.accountTaken)
    expect(
      (await call('worker/save', { ...worker(dayProvider, 1), account: { userName: 'a b', password: 'Worker@12345' } }))
        .code,
    ).toBe(outsourcingCodes.badAccount)
    const one = (
      await result('worker/save', {
        ...worker(dayProvider, 1),
        skills: 'forklift， warehouse,forklift',
        account: { userName: 'os-one', password: 'Worker@12345' },
      })
    ).id
    expect((await call('worker/save', worker(hourProvider, 1))).code).toBe(outsourcingCodes.idNumberTaken)
    const two = (
      await result('worker/save', {
        ...worker(hourProvider, 2),
        account: { userName: 'os-two', password: 'Worker@12345' },
      })
    ).id
    const listed = (await result('worker/list', { providerId: dayProvider })).workers
    expect(listed).toEqual([
      expect.objectContaining({
        id: one,
        providerName: 'Swift Staffing',
        skills: 'forklift, warehouse',
        account: 'os-one',
        assignments: [],
      }),
    ])

    expect((await call('assignment/save', { workerId: one, organId: 999_999, from: '2026-03-01' })).code).toBe(
      outsourcingCodes.organNotFound,
    )
    expect((await call('assignment/save', { workerId: 999, organId, from: '2026-03-01' })).code).toBe(
      outsourcingCodes.workerNotFound,
    )
    expect((await call('assignment/save', { workerId: one, organId, from: '2026-03-10', to: '2026-03-01' })).code).toBe(
      outsourcingCodes.badPeriod,
    )
    expect((await call('assignment/save', { workerId: one, organId, from: '2026-03-01', rate: '0.001' })).code).toBe(
      outsourcingCodes.badRate,
    )
    await result('assignment/save', { workerId: one, organId, from: '2026-03-01' })
    expect((await call('assignment/save', { workerId: one, organId, from: '2026-02-01', to: '2026-03-05' })).code).toBe(
      outsourcingCodes.overlapping,
    )
    await result('assignment/save', { workerId: two, organId, from: '2026-03-01', to: '2026-03-31' })
    const assigned = (await result('worker/list', {})).workers.find((w: { id: number }) => w.id === one)
    expect(assigned.assignments).toEqual([
      expect.objectContaining({ organId, from: '2026-03-01', to: null, rate: null, organName: expect.any(String) }),
    ])
  })

  it("lets a worker clock in through the attendance service and bills them on their provider's statement (day and hour rates)", async () => {
    // The clock-in page's context: the worker in the attendance group of the department they are assigned to.
    const context = (
      await gateway.post('/gateway/kaoqin/web/clockIn/context', {}, await gateway.login('os-one', 'Worker@12345'))
    ).body.result
    expect(context).toMatchObject({ name: 'Worker 1', day: '2026-03-11', timeZone: 'Asia/Shanghai' })
    await punch('os-one', MORNING)
    await punch('os-two', MORNING)
    await punch('os-one', EVENING)
    const evening = await punch('os-two', EVENING)
    expect(evening.punches).toHaveLength(2)
    await at(NEXT_DAY)
    const two = await gateway.login('os-two', 'Worker@12345')
    const mine = (await gateway.post('/gateway/kaoqin/web/result/mine', { month: '2026-03' }, two)).body.result
    const worked = mine.days.find((d: { day: string }) => d.day === '2026-03-11')
    expect(worked).toMatchObject({ status: 'normal' })
    const twoId = (await result('worker/list', { providerId: hourProvider })).workers[0].id
    const minutes = (
      await gateway.ctx.db
        .selectFrom('day_result')
        .select('worked_minutes')
        .where('tenant_id', '=', 1)
        .where('employee_id', '=', -twoId)
        .where('day', '=', '2026-03-11')
        .executeTakeFirstOrThrow()
    ).worked_minutes
    expect(Number(minutes)).toBe(480)

    const daily = await result('statement/get', { providerId: dayProvider, month: '2026-03' })
    expect(daily).toMatchObject({ providerName: 'Swift Staffing', confirmed: false, total: '300.50' })
    expect(daily.lines).toEqual([
      expect.objectContaining({
        workerName: 'Worker 1',
        organId,
        rateUnit: 'day',
        rate: '300.50',
        daysWorked: 1,
        hoursWorked: '8.00',
        amount: '300.50',
      }),
    ])
    const hourly = await result('statement/get', { providerId: hourProvider, month: '2026-03' })
    // 8 hours at 45.50.
    expect(hourly.lines).toEqual([
      expect.objectContaining({
        workerName: 'Worker 2',
        rateUnit: 'hour',
        rate: '45.50',
        daysWorked: 1,
        hoursWorked: '8.00',
        amount: '364.00',
      }),
    ])
    expect(hourly.total).toBe('364.00')
    // An assignment's own rate overrides the provider's: 8 hours at 52.25.
    const assignment = (await result('worker/list', { providerId: hourProvider })).workers[0].assignments[0]
    await result('assignment/save', {
      id: assignment.id,
      workerId: twoId,
      organId,
      from: '2026-03-01',
      to: '2026-03-31',
      rate: '52.25',
    })
    expect((await result('statement/get', { providerId: hourProvider, month: '2026-03' })).total).toBe('418.00')
    // Another month has nothing worked.
    expect((await result('statement/get', { providerId: dayProvider, month: '2026-02' })).lines).toEqual([])
    expect((await call('statement/get', { providerId: dayProvider, month: '2026-13' })).code).toBe(
      outsourcingCodes.badMonth,
    )
  })

  it('freezes a confirmed statement: later rates and assignments change nothing and edits of its month are refused', async () => {
    expect((await call('statement/confirm', { providerId: dayProvider, month: '2026-03' })).code).toBe(
      outsourcingCodes.monthNotOver,
    )
    await at(APRIL)
    const confirmed = await result('statement/confirm', { providerId: dayProvider, month: '2026-03' })
    expect(confirmed).toMatchObject({ confirmed: true, confirmedAt: APRIL, total: '300.50' })
    expect((await call('statement/confirm', { providerId: dayProvider, month: '2026-03' })).code).toBe(
      outsourcingCodes.confirmed,
    )
    await result('provider/save', { ...provider, id: dayProvider, rateUnit: 'day', rate: '999' })
    const after = await result('statement/get', { providerId: dayProvider, month: '2026-03' })
    expect(after).toMatchObject({ confirmed: true, total: '300.50' })
    expect(after.lines[0]).toMatchObject({ rate: '300.50', amount: '300.50', daysWorked: 1 })
    const one = (await result('worker/list', { providerId: dayProvider })).workers[0]
    const answer = await call('assignment/save', {
      id: one.assignments[0].id,
      workerId: one.id,
      organId,
      from: '2026-03-15',
    })
    expect(answer).toMatchObject({
      code: outsourcingCodes.confirmed,
      msg: expect.stringMatching(/2026-03 is confirmed/),
    })
    expect((await call('assignment/remove', { id: one.assignments[0].id })).code).toBe(outsourcingCodes.confirmed)
    // The other provider's month is not confirmed and still follows its assignments.
    expect((await result('statement/get', { providerId: hourProvider, month: '2026-03' })).confirmed).toBe(false)
  })

  it('exports a statement to Excel with its lines and total', async () => {
    const file = await gateway.app.inject({
      method: 'POST',
      url: `${O}/statement/export`,
      payload: { providerId: dayProvider, month: '2026-03' },
      headers: { token: hr, 'accept-language': 'en' },
    })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toMatch(/spreadsheetml/)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    const rows = book.worksheets[0]
      .getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1))
    expect(rows[0]).toEqual(['Name', 'Department', 'Billed per', 'Rate', 'Days worked', 'Hours worked', 'Amount'])
    expect(rows[1]).toEqual(['Worker 1', expect.any(String), 'day', 300.5, 1, 8, 300.5])
    expect(rows.at(-1)).toEqual(['Total', '', '', '', '', '', 300.5])
    expect(
      (await gateway.post(`${O}/statement/export`, { providerId: dayProvider, month: '2026-03' }, staff)).body.code,
    ).not.toBe(0)
  })

  it("keeps a worker's account to clock-in and their own attendance: no staff, organisation or outsourcing data", async () => {
    const one = await gateway.login('os-one', 'Worker@12345')
    const staffId = (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('employee_id')
        .where('user_name', '=', 'staff')
        .executeTakeFirstOrThrow()
    ).employee_id!
    expect((await gateway.post('/gateway/ums/web/entryUser/getUserPage', { rows: 10 }, one)).body.code).not.toBe(0)
    expect((await gateway.post('/gateway/ums/web/entryUser/getUserLight', { id: staffId }, one)).body.code).not.toBe(0)
    expect((await gateway.post('/gateway/ums/web/organ/organTreeList', {}, one)).body.code).not.toBe(0)
    expect((await gateway.post('/gateway/ums/web/user/getUserByKeyWord', { keyword: '' }, one)).body.result).toEqual([])
    expect(
      (await gateway.post('/gateway/kaoqin/web/result/day', { day: '2026-03-11', employeeId: staffId }, one)).body.code,
    ).not.toBe(0)
    expect(
      (await gateway.post('/gateway/kaoqin/web/result/department', { month: '2026-03', organId }, one)).body.code,
    ).not.toBe(0)
    expect((await call('worker/list', {}, one)).code).not.toBe(0)
    // Nor the tenant's approvers through the delegation page's colleague search (only approvers may delegate).
    expect((await gateway.post('/gateway/workflow/web/delegation/colleagues', { keyword: 'a' }, one)).body.code).toBe(
      411406,
    )
    // Their own day reads.
    expect(
      (await gateway.post('/gateway/kaoqin/web/result/day', { day: '2026-03-11' }, one)).body.result,
    ).toMatchObject({ name: '', result: { status: 'normal' } })
  })
})
