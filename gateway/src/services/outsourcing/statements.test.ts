import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../testing/test-gateway'
import { outsourcingCodes } from './texts'
import {
  APRIL,
  EVENING,
  MORNING,
  NEXT_DAY,
  O,
  provider,
  hireWorkers,
  type OutsourcingGateway,
  startOutsourcingGateway,
} from './test-helpers'

describe("outsourcing: clock-in, monthly cost statements and the worker's account", () => {
  let fx: OutsourcingGateway
  let gateway: TestGateway
  let hr: string
  let staff: string
  let organId: number
  let dayProvider: number
  let hourProvider: number
  const call = (...args: Parameters<OutsourcingGateway['call']>) => fx.call(...args)
  const result = (...args: Parameters<OutsourcingGateway['result']>) => fx.result(...args)
  const punch = (...args: Parameters<OutsourcingGateway['punch']>) => fx.punch(...args)
  /** Moves the clock (sessions idle out over hours): HR signs in again. */
  const at = async (time: number) => {
    await fx.at(time)
    hr = fx.hr()
  }

  beforeAll(async () => {
    fx = await startOutsourcingGateway()
    ;({ gateway, staff, organId } = fx)
    hr = fx.hr()
    ;({ dayProvider, hourProvider } = await hireWorkers(fx))
  }, 60_000)
  afterAll(() => gateway.close())

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
