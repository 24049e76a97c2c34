import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { ask, textOf } from '../../testing/agent-sse'
import { insertPayrollRun } from '../../testing/payroll-rows'

describe('the embedded planner (no model configured)', () => {
  let gateway: TestGateway
  let admin: string
  let staff: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345')
    staff = await gateway.login('staff', 'Staff@12345')
  }, 60_000)
  afterAll(() => gateway.close())

  const rdHeadcount = async () => {
    const summary = (await gateway.post('/gateway/report/web/headcount/summary', {}, admin)).body.result
    return summary.byOrgan.find((row: { organName: string }) => row.organName === '研发中心').headcount as number
  }

  it('answers the headcount of the R&D centre in zh with the BI figure, a tool event, citations and done', async () => {
    const events = await ask(gateway, admin, '研发中心有多少人？')
    expect(events[0].event).toBe('conversation')
    expect(events.map((e) => e.event)).toContain('tool')
    expect(events.find((e) => e.event === 'tool')!.data).toEqual({ name: 'headcount', label: '正在查询在职人数' })
    expect(textOf(events)).toContain(`**研发中心** 目前在职 **${await rdHeadcount()}** 人`)
    expect(events.find((e) => e.event === 'citation')!.data).toEqual({
      title: '人数与流动',
      app: 'bi',
      path: '/headcount',
    })
    expect(events.at(-1)!.event).toBe('done')
  }, 60_000)

  it('answers the same question in English, matching the unit by its English name (center or centre)', async () => {
    const figure = await rdHeadcount()
    for (const question of ['How many people are in the R&D centre?', 'how many people are in the r&d center']) {
      const events = await ask(gateway, admin, question, 'en')
      expect(textOf(events)).toBe(`**R&D centre** has **${figure}** staff on the job.`)
    }
  }, 60_000)

  it('answers staff the same figure from the organisation structure they may read, and refuses it without that function', async () => {
    const answered = await ask(gateway, staff, 'How many people are in the R&D centre?', 'en')
    expect(textOf(answered)).toBe(`**R&D centre** has **${await rdHeadcount()}** staff on the job.`)
    // Staff do not hold the BI report (4001): the answer cites the organisation structure, which they may open.
    expect(answered.find((e) => e.event === 'citation')!.data).toEqual({
      title: 'Organisation structure',
      app: 'ums',
      path: '/structure',
    })
    const db = gateway.ctx.db
    await db.deleteFrom('role_function').where('role_id', '=', 2).where('function_id', '=', '1001').execute()
    try {
      const refused = await ask(gateway, staff, 'How many people are in the R&D centre?', 'en')
      expect(textOf(refused)).toBe('You do not have permission to see this data')
    } finally {
      await db.insertInto('role_function').values({ role_id: 2, function_id: '1001' }).execute()
    }
    const audit = await db
      .selectFrom('bridge_audit')
      .select(['decision', 'tenant_id'])
      .where('app', '=', 'agent')
      .where('method', '=', 'agent.headcount')
      .where('user_id', '=', 2)
      .orderBy('at')
      .execute()
    expect(audit).toEqual([
      { decision: 'allow', tenant_id: 1 },
      { decision: 'deny', tenant_id: 1 },
    ])
    const unknown = await ask(gateway, staff, 'What is the capital of France?', 'en')
    expect(textOf(unknown)).toContain("I can't answer that question yet")
    expect(textOf(unknown)).toContain('My leave balance')
    expect(unknown.some((e) => e.event === 'tool')).toBe(false)
  }, 60_000)

  it("answers staff's own leave balance and the approval centre, in the request's language", async () => {
    const balance = await ask(gateway, staff, '我还有几天年假？')
    expect(balance.find((e) => e.event === 'tool')!.data.name).toBe('leaveBalance')
    expect(textOf(balance)).toMatch(/的假期余额：/)
    expect(balance.find((e) => e.event === 'citation')!.data).toEqual({
      title: '我的假期',
      app: 'kaoqin',
      path: '/leave',
    })
    const approvals = await ask(gateway, staff, 'What is waiting for my approval?', 'en')
    expect(approvals.find((e) => e.event === 'tool')!.data.name).toBe('pendingApprovals')
    expect(approvals.find((e) => e.event === 'citation')!.data).toEqual({
      title: 'Approval centre',
      app: 'approval',
      path: '/center',
    })
  }, 60_000)

  it('keeps conversations per user: list, detail with both messages, remove; another user gets 410603', async () => {
    const events = await ask(gateway, staff, '公司的组织架构')
    const id = events[0].data.id
    const list = (await gateway.post('/gateway/agent/web/conversation/list', {}, staff)).body.result
    expect(list[0]).toMatchObject({ id, title: '公司的组织架构' })
    const detail = (await gateway.post('/gateway/agent/web/conversation/detail', { id }, staff)).body.result
    expect(detail.messages.map((m: { role: string; status: string }) => `${m.role}:${m.status}`)).toEqual([
      'user:done',
      'assistant:done',
    ])
    expect(detail.messages[1].citations).toEqual([{ title: '组织架构', app: 'ums', path: '/structure' }])
    expect((await gateway.post('/gateway/agent/web/conversation/detail', { id }, admin)).body.code).toBe(410603)
    expect((await gateway.post('/gateway/agent/web/conversation/remove', { id }, admin)).body.code).toBe(410603)
    expect((await ask(gateway, admin, 'hello', 'en', id)).find((e) => e.event === 'error')!.data.code).toBe(410603)
    expect((await gateway.post('/gateway/agent/web/conversation/remove', { id }, staff)).body.result).toBe(true)
    expect((await gateway.post('/gateway/agent/web/conversation/detail', { id }, staff)).body.code).toBe(410603)
  }, 60_000)

  it('suggests questions and lists what the planner understands in both languages', async () => {
    const zh = (await gateway.post('/gateway/agent/web/suggestions', { language: 'zh-CN' }, staff)).body.result
    expect(zh.mode).toBe('planner')
    expect(zh.questions.length).toBeGreaterThanOrEqual(3)
    expect(zh.understood).toContain('我的假期余额')
    const en = (await gateway.post('/gateway/agent/web/suggestions', { language: 'en' }, staff)).body.result
    expect(en.questions).toContain('How many people are in the R&D centre?')
  })

  it("answers staff their own published pay and refuses a colleague's", async () => {
    const db = gateway.ctx.db
    const other = await db
      .selectFrom('employee')
      .select(['id', 'name', 'organ_id'])
      .where('tenant_id', '=', 1)
      .where('id', 'not in', [12, 40])
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const self = await db
      .selectFrom('employee')
      .select(['id', 'organ_id'])
      .where('id', '=', 12)
      .executeTakeFirstOrThrow()
    await insertPayrollRun(db, { tenantId: 1, id: 601, month: '2026-03', status: 'published' }, [
      { employeeId: self.id, organId: self.organ_id, netFen: 1_245_478 },
      { employeeId: other.id, organId: other.organ_id, netFen: 777_777 },
    ])
    const locked = await ask(gateway, staff, 'What is my salary?', 'en')
    expect(textOf(locked)).toBe(
      'Pay is protected: open My payslips, confirm your password there, then ask again within 5 minutes',
    )
    expect(textOf(locked)).not.toContain('12454.78')
    // The way to the payslip page, which asks for the password: a link under the answer.
    expect(locked.filter((e) => e.event === 'citation').map((e) => e.data)).toEqual([
      { title: 'My payslips', app: 'salary', path: '/payslips' },
    ])
    expect(
      (await ask(gateway, staff, '我的工资是多少')).filter((e) => e.event === 'citation').map((e) => e.data),
    ).toEqual([{ title: '我的工资条', app: 'salary', path: '/payslips' }])
    expect(
      (await gateway.post('/gateway/salary/web/payslip/verify', { password: 'Staff@12345' }, staff)).body.code,
    ).toBe(0)
    const own = await ask(gateway, staff, 'What is my salary?', 'en')
    expect(own.filter((e) => e.event === 'tool').map((e) => e.data.name)).toEqual(['salaryPay'])
    expect(textOf(own)).toContain(
      'Your payslip for **2026-03**: gross 16000.00, deductions 689.66, social insurance 2625.00, income tax 230.56, **net 12454.78**',
    )
    expect(own.find((e) => e.event === 'citation')!.data).toEqual({
      title: 'My payslips',
      app: 'salary',
      path: '/payslips',
    })
    const zh = await ask(gateway, staff, '我2026年3月的工资是多少')
    expect(textOf(zh)).toContain('**实发 12454.78**')
    const theirs = await ask(gateway, staff, `${other.name}的工资是多少`)
    expect(textOf(theirs)).toBe('您无权查看这些数据')
    expect(textOf(theirs)).not.toContain('7777.77')
  }, 60_000)
})
