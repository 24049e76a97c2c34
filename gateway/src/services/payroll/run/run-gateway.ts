import { expect } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'

export const S = '/gateway/salary/web'
export const en = { 'accept-language': 'en' }

/** 'YYYY-MM' of `back` months before the current one. */
const monthsAgo = (back: number) => {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7)
}
export const older = monthsAgo(2)
export const month = monthsAgo(1)

/**
 * A test gateway with HR, staff and manager signed in, and staff's person with a known profile (base 10,000, meal 300,
 * transport 200, cost centre CC-RD) and social insurance base (10,000, the demo's Shanghai scheme) from the older month on.
 */
export async function startRunGateway() {
  const gateway: TestGateway = await startTestGateway()
  // Cost centres are values of the tenant's cost centre dictionary (services/masterdata): the ones these tests choose.
  await gateway.ctx.db
    .insertInto('dict_item')
    .values(
      ['CC-RD'].map((code, i) => ({
        tenant_id: 1,
        category: 'costCentre',
        code,
        name_zh: code,
        name_en: code,
        sort: 100 + i,
        enabled: 1,
        updated_by: null,
        updated_at: 0,
      })),
    )
    .execute()
  const hr = await gateway.login('hr', 'Hr@123456789')
  const staff = await gateway.login('staff', 'Staff@12345')
  const manager = await gateway.login('manager', 'Manager@12345')
  const user = await gateway.ctx.db
    .selectFrom('app_user')
    .select('employee_id')
    .where('user_name', '=', 'staff')
    .executeTakeFirstOrThrow()
  const person = await gateway.ctx.db
    .selectFrom('employee')
    .select(['id', 'job_number', 'name'])
    .where('id', '=', user.employee_id!)
    .executeTakeFirstOrThrow()
  /** The answer of a salary route, called by HR unless another token is given. */
  const post = async (path: string, body: unknown, token = hr, headers?: Record<string, string>) =>
    (await gateway.post(`${S}${path}`, body, token, headers)).body
  /** The person's payroll line of a run, as stored. */
  const lineOf = async (runId: number, employeeId = person.id) =>
    gateway.ctx.db
      .selectFrom('salary_line')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('run_id', '=', runId)
      .where('employee_id', '=', employeeId)
      .executeTakeFirstOrThrow()
  const profile = {
    employeeId: person.id,
    base: '10000',
    allowances: { meal: '300', transport: '200' },
    bankName: '招商银行',
    bankAccount: '6225880012345678',
    costCentre: 'CC-RD',
    reason: 'test',
  }
  expect((await post('/profile/save', { ...profile, effectiveMonth: older })).code).toBe(0)
  const base = { employeeId: person.id, schemeId: 1, base: '10000', effectiveMonth: older }
  expect((await gateway.post('/gateway/insurance/web/base/set', base, hr)).body.code).toBe(0)
  return { gateway, hr, staff, manager, person, post, lineOf }
}

export type RunGateway = Awaited<ReturnType<typeof startRunGateway>>

/**
 * The older month's run calculated, as the run tests first build it: attendance of both months locked, the person's
 * frozen figures (3 days of personal leave, 1 of annual leave, 10 hours of overtime on a working day, late 5 times) and
 * a bonus of 1,000 entered.
 */
export async function calculateOlderRun({ gateway, hr, person, post }: RunGateway) {
  const created = await post('/run/create', { groupId: 1, month: older })
  expect(created.code).toBe(0)
  for (const m of [older, month])
    expect((await gateway.post('/gateway/kaoqin/web/summary/lock', { month: m }, hr)).body.code).toBe(0)
  await gateway.ctx.db
    .updateTable('month_summary')
    .set({
      leave_days: JSON.stringify({ personal: { days: 3, hours: 24 }, annual: { days: 1, hours: 8 } }),
      overtime_hours: 10,
      late_count: 5,
    })
    .where('tenant_id', '=', 1)
    .where('employee_id', '=', person.id)
    .where('month', 'in', [older, month])
    .execute()
  const account = await gateway.ctx.db
    .selectFrom('app_user')
    .select('id')
    .where('employee_id', '=', person.id)
    .executeTakeFirstOrThrow()
  await gateway.ctx.db
    .insertInto('overtime_request')
    .values(
      [older, month].map((m) => ({
        tenant_id: 1,
        id: `run-test-overtime-${m}`,
        user_id: account.id,
        day: `${m}-10`,
        start_time: '09:00',
        end_time: '19:00',
        hours: 10,
        timing: 'after',
        reason: 'test',
        status: 'approved',
        day_kind: 'work',
        pay_class: 'workday',
        compensation: 'pay',
        credited_hours: 0,
        instance_id: null,
        created_at: 0,
      })),
    )
    .execute()
  const id = created.result.id
  expect((await post('/run/setInputs', { id, employeeId: person.id, values: { bonus: '1000' } })).code).toBe(0)
  expect((await post('/run/calculate', { id })).code).toBe(0)
}

/** Submits a calculated run and has the manager approve it: the run is locked and its withholding recorded. */
export async function approveRun({ gateway, post, manager }: RunGateway, id: number) {
  const submitted = await post('/run/submit', { id })
  expect(submitted.code).toBe(0)
  const resolved = await gateway.post(
    '/gateway/workflow/web/approveForm/resolve',
    { instanceId: submitted.result.instanceId, comment: 'ok' },
    manager,
  )
  expect(resolved.body.code).toBe(0)
  expect((await post('/run/detail', { id })).result.run.status).toBe('locked')
}
