import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { setFixtureEmployment } from '../../people'
import { saveDefinition } from '../../workflow'
import type { LineDetail } from '../types'
import { at, actor, use } from './back-pay-world'
import { calculateRun } from './calculate'
import { lockRun } from './lock'

// A raise asked through personnel's moves in June, dated 1 May (a month a closed run paid): once approved, the salary
// profile holds it from May and June's run pays May's difference as back pay.
const S = '/gateway/salary/web'
const GROUP = 78

describe('a raise dated last month through a move', () => {
  let gateway: TestGateway
  let person: number
  const runs: Record<string, number> = {}
  const calculate = async (month: string, now: number) => {
    gateway.setNow(now)
    const hr = await gateway.login('hr', 'Hr@123456789')
    expect((await gateway.post('/gateway/kaoqin/web/summary/lock', { month }, hr)).body.code).toBe(0)
    const created = (await gateway.post(`${S}/run/create`, { groupId: GROUP, month }, hr)).body
    expect(created.code).toBe(0)
    runs[month] = created.result.id
    await calculateRun(gateway.ctx.db, 1, runs[month], { actor, now, lang: 'en', providers: use })
  }
  const lineOf = async (month: string) => {
    const line = await gateway.ctx.db
      .selectFrom('salary_line')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('run_id', '=', runs[month])
      .where('employee_id', '=', person)
      .executeTakeFirstOrThrow()
    return { ...line, detail: JSON.parse(line.detail) as LineDetail }
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    const db = gateway.ctx.db
    person = (
      await db
        .selectFrom('employee')
        .select('id')
        .where('tenant_id', '=', 1)
        .where('status', '=', 1)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id
    await setFixtureEmployment(db, 1, person, { entry_date: at('2020-01-06'), leave_date: null })
    const base = await db
      .selectFrom('salary_item')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('code', '=', 'base')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('salary_group')
      .values({ tenant_id: 1, id: GROUP, name: 'Moves', pay_day: 10, updated_at: 0, proration: 'calendarDays' })
      .execute()
    await db.insertInto('salary_group_item').values({ tenant_id: 1, group_id: GROUP, item_id: base.id }).execute()
    await db
      .insertInto('salary_group_member')
      .values({ tenant_id: 1, group_id: GROUP, organ_id: null, employee_id: person })
      .execute()
    await db.deleteFrom('salary_profile').where('tenant_id', '=', 1).where('employee_id', '=', person).execute()
    await db.deleteFrom('etax_withholding').where('tenant_id', '=', 1).execute()
    await db.deleteFrom('etax_deduction').where('tenant_id', '=', 1).where('employee_id', '=', person).execute()
    await db
      .insertInto('salary_profile')
      .values({
        tenant_id: 1,
        employee_id: person,
        effective_month: '2024-01',
        base_fen: 800_000,
        allowances: '{}',
        bank_name: '招商银行',
        bank_account: '6225880012345678',
        cost_centre: '',
        reason: 'test',
        changed_by: 1,
        changed_at: at('2024-01-01T02:00:00Z'),
      })
      .execute()
    await calculate('2026-05', at('2026-06-03T02:00:00Z'))
    await lockRun(db, 1, runs['2026-05'], actor, 'ok', at('2026-06-04T02:00:00Z'), use)
    await db.updateTable('salary_run').set({ status: 'published' }).where('id', '=', runs['2026-05']).execute()
  }, 120_000)
  afterAll(() => gateway?.close())

  it("pays May's difference in June's run once the move is approved", async () => {
    const june = at('2026-06-10T02:00:00Z')
    gateway.setNow(june)
    const db = gateway.ctx.db
    const adminId = (
      await db.selectFrom('app_user').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()
    ).id
    const steps = [{ nameZh: '管理员', nameEn: 'Administrator', approver: { type: 'user' as const, userId: adminId } }]
    await saveDefinition(db, 1, { bizType: 'staffMove', name: '人事异动', steps }, june)
    await db
      .updateTable('employee')
      .set({ manager_id: null })
      .where('tenant_id', '=', 1)
      .where('id', '=', person)
      .execute()
    const hr = await gateway.login('hr', 'Hr@123456789')
    const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    const asked = (
      await gateway.post(
        '/gateway/ums/web/moves/create',
        { employeeId: person, kind: 'salary', effectiveDate: '2026-05-01', base: '9000', reason: '年度调薪' },
        hr,
      )
    ).body
    expect(asked.code).toBe(0)
    const resolved = await gateway.post(
      '/gateway/workflow/web/approveForm/resolve',
      { instanceId: asked.result.instanceId },
      admin,
    )
    expect(resolved.body.result.status).toBe('approved')
    expect((await gateway.post('/gateway/ums/web/moves/get', { id: asked.result.id }, hr)).body.result.status).toBe(
      'applied',
    )
    expect((await lineOf('2026-05')).detail.items[0].amount).toBe('8000.00')
    await calculate('2026-06', at('2026-07-03T02:00:00Z'))
    const line = await lineOf('2026-06')
    expect(line.detail.items.filter((i) => i.code.startsWith('arrears:')).map((i) => [i.nameEn, i.amount])).toEqual([
      ['Back pay for May 2026', '1000.00'],
    ])
    expect(Number(line.gross_fen)).toBe(900_000 + 100_000)
  })
})
