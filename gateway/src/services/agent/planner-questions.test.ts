import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { ask, textOf } from '../../testing/agent-sse'
import { insertPayrollRun } from '../../testing/payroll-rows'

const tools = (events: Awaited<ReturnType<typeof ask>>) =>
  events.filter((e) => e.event === 'tool').map((e) => e.data.name)
const citations = (events: Awaited<ReturnType<typeof ask>>) =>
  events.filter((e) => e.event === 'citation').map((e) => e.data)

describe("the planner: how-to questions, the question's language, time expressions and payslips", () => {
  let gateway: TestGateway
  let staff: string
  let manager: string
  let admin: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    // 25 November 2026, 10:00 in Shanghai (the demo calendars' zone).
    gateway.setNow(Date.UTC(2026, 10, 25, 2, 0))
    staff = await gateway.login('staff', 'Staff@12345')
    manager = await gateway.login('manager', 'Manager@12345')
    admin = await gateway.login('admin', 'Admin@12345')
  }, 60_000)
  afterAll(() => gateway.close())

  it('lets a line manager ask: an English how-to question in the Chinese UI gets English steps and the leave request page', async () => {
    const events = await ask(gateway, manager, 'How do I apply for leave?', 'zh-CN')
    expect(tools(events)).toEqual(['howTo'])
    expect(events.find((e) => e.event === 'tool')!.data.label).toBe('Looking up how to do it')
    const text = textOf(events)
    expect(text).toContain('1. Open *Attendance and leave → My leave*.')
    expect(text).toContain('Press *Submit request*')
    expect(text).not.toMatch(/[\u4e00-\u9fff]/)
    expect(citations(events)).toEqual([{ title: 'My leave', app: 'kaoqin', path: '/leave' }])
    expect(events.at(-1)!.event).toBe('done')
  }, 60_000)

  it("answers 怎么请假 with how to apply, not with the asker's own requests", async () => {
    const events = await ask(gateway, staff, '怎么请假？', 'en')
    expect(tools(events)).toEqual(['howTo'])
    expect(textOf(events)).toContain('在“申请请假”中选择假期类型')
    expect(citations(events)).toEqual([{ title: '我的假期', app: 'kaoqin', path: '/leave' }])
    const overtime = await ask(gateway, staff, 'how can I ask for overtime?')
    expect(citations(overtime)).toEqual([{ title: 'Overtime', app: 'kaoqin', path: '/overtime' }])
    const patch = await ask(gateway, staff, '忘记打卡了怎么补卡')
    expect(citations(patch)).toEqual([{ title: '我的考勤', app: 'kaoqin', path: '/my-attendance' }])
  }, 60_000)

  it("refuses the leave steps to someone who may not request leave, and answers data questions in the question's language", async () => {
    const db = gateway.ctx.db
    await db.deleteFrom('role_function').where('role_id', '=', 2).where('function_id', '=', '8001').execute()
    try {
      expect(textOf(await ask(gateway, staff, 'How do I apply for leave?', 'zh-CN'))).toBe(
        'You do not have permission to see this data',
      )
    } finally {
      await db.insertInto('role_function').values({ role_id: 2, function_id: '8001' }).execute()
    }
    expect(textOf(await ask(gateway, staff, 'What is my leave balance?', 'zh-CN'))).toMatch(
      /^Your leave balance for 2026:/,
    )
    expect(textOf(await ask(gateway, staff, '我还有几天年假？', 'en'))).toMatch(/^您 2026 年的假期余额：/)
  }, 60_000)

  it("reads this year as 1 January to today and last year as the whole of it, in the tenant's time zone", async () => {
    const db = gateway.ctx.db
    const request = (id: string, start: string, end: string) => ({
      tenant_id: 1,
      id,
      user_id: 2,
      type_code: 'annual',
      start_date: start,
      start_half: 'am',
      end_date: end,
      end_half: 'pm',
      days: 1,
      reason: 'test',
      status: 'approved',
      instance_id: null,
      created_at: Date.parse(`${start}T00:00:00Z`),
      start_time: null,
      end_time: null,
      hours: 0,
      credits: null,
    })
    await db
      .insertInto('leave_request')
      .values([
        request('11111111-1111-4111-8111-111111111111', '2026-01-12', '2026-01-12'),
        request('22222222-2222-4222-8222-222222222222', '2025-12-29', '2025-12-29'),
        request('33333333-3333-4333-8333-333333333333', '2026-10-08', '2026-10-08'),
      ])
      .execute()
    const thisYear = textOf(await ask(gateway, staff, '我今年的请假记录'))
    expect(thisYear).toContain('您 2026-01-01 至 2026-11-25 的请假记录：')
    expect(thisYear).toContain('2026-01-12')
    expect(thisYear).toContain('2026-10-08')
    expect(thisYear).not.toContain('2025-12-29')
    const lastYear = textOf(await ask(gateway, staff, 'my leave requests last year', 'zh-CN'))
    expect(lastYear).toContain('Your leave requests from 2025-01-01 to 2025-12-31:')
    expect(lastYear).toContain('2025-12-29')
    expect(lastYear).not.toContain('2026-01-12')
    expect(textOf(await ask(gateway, staff, 'my leave requests last month', 'en'))).toContain('2026-10-08')
    // At 17:00 UTC on 31 December it is already the new year in Shanghai.
    gateway.setNow(Date.UTC(2026, 11, 31, 17, 0))
    try {
      const later = await gateway.login('staff', 'Staff@12345')
      expect(textOf(await ask(gateway, later, 'my leave requests this year', 'en'))).toBe(
        'You have no leave requests from 2027-01-01 to 2027-01-01.',
      )
    } finally {
      gateway.setNow(Date.UTC(2026, 10, 25, 2, 0))
    }
  }, 60_000)

  it('counts hires and leavers of this year from January, as the BI report does month by month', async () => {
    const summary = (await gateway.post('/gateway/report/web/headcount/summary', { months: 11 }, admin)).body.result
    const hires = summary.byMonth.reduce((sum: number, row: { hires: number }) => sum + row.hires, 0)
    const leavers = summary.byMonth.reduce((sum: number, row: { leavers: number }) => sum + row.leavers, 0)
    const text = textOf(await ask(gateway, admin, 'turnover this year', 'en'))
    expect(text).toContain(`From 2026-01 to 2026-11: **${hires}** hires and **${leavers}** leavers.`)
    expect(text.split('\n').filter((line) => line.startsWith('- ')).length).toBe(11)
    expect(textOf(await ask(gateway, admin, '今年入职离职多少人'))).toContain(
      `2026-01 至 2026-11：入职 **${hires}** 人`,
    )
  }, 60_000)

  it('answers a payslip question with the latest payslip once the password is checked, else with the way to My payslips', async () => {
    const db = gateway.ctx.db
    const self = await db
      .selectFrom('employee')
      .select(['id', 'organ_id'])
      .where('id', '=', 12)
      .executeTakeFirstOrThrow()
    await insertPayrollRun(db, { tenantId: 1, id: 611, month: '2026-09', status: 'published' }, [
      { employeeId: self.id, organId: self.organ_id, netFen: 1_245_478 },
    ])
    await insertPayrollRun(db, { tenantId: 1, id: 612, month: '2026-10', status: 'published' }, [
      { employeeId: self.id, organId: self.organ_id, netFen: 1_245_478 },
    ])
    const locked = await ask(gateway, staff, 'What is my latest payslip?', 'zh-CN')
    expect(tools(locked)).toEqual(['salaryPay'])
    expect(textOf(locked)).toBe(
      'Pay is protected: open My payslips, confirm your password there, then ask again within 5 minutes',
    )
    expect(citations(locked)).toEqual([{ title: 'My payslips', app: 'salary', path: '/payslips' }])
    expect(
      (await gateway.post('/gateway/salary/web/payslip/verify', { password: 'Staff@12345' }, staff)).body.code,
    ).toBe(0)
    const latest = textOf(await ask(gateway, staff, 'show my payslip', 'zh-CN'))
    expect(latest).toContain('Your payslip for **2026-10**:')
    expect(latest).toContain('**net 12454.78**')
    expect(textOf(await ask(gateway, staff, '我上个月的工资条'))).toContain('您 **2026-10** 的工资条')
    expect(textOf(await ask(gateway, staff, 'my payslip of 2026-08', 'en'))).toBe(
      'You have no published payslip for 2026-08.',
    )
  }, 60_000)
})
