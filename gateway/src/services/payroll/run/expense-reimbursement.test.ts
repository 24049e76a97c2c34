import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { expensesDueOf } from '../../expenses'
import { lockRun } from './lock'

// Expense claims paid through payroll (services/expenses): finance puts an approved claim into a month's payroll, the
// run of that month pays its payable as the item 费用报销 (not taxable income) and an advance's remainder deducted as
// 借款扣回 (after tax); the tax is the same as without them, the net pay moves by exactly their amounts, and locking
// the run marks the claim paid with it.

const E = '/gateway/salary/web/expense'
const FORM = '/gateway/workflow/web/approveForm'

describe('a payroll run carries expense reimbursements untaxed', () => {
  let gateway: TestGateway
  let staff: string
  let manager: string
  let hr: string
  const month = (() => {
    const now = new Date(Date.now() + 8 * 3_600_000)
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7)
  })()
  const ok = async (path: string, body: object, token: string) => {
    const answer = (await gateway.post(path, body, token)).body
    expect(answer.code, `${path}: ${JSON.stringify(answer)}`).toBe(0)
    return answer.result
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    ;[staff, manager, hr] = await Promise.all([
      gateway.login('staff', 'Staff@12345'),
      gateway.login('manager', 'Manager@12345'),
      gateway.login('hr', 'Hr@123456789', { tenantId: 1 }),
    ])
  }, 60_000)
  afterAll(() => gateway.close())

  it('pays a claim approved by the manager and finance as a non-taxable earning and the advance as an after-tax deduction, then marks them paid', async () => {
    const db = gateway.ctx.db
    const staffRow = await db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    const employeeId = staffRow.employee_id!
    const day = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10)
    const claim = await ok(
      `${E}/claim/save`,
      { title: 'Client trip', lines: [{ date: day, categoryCode: 'travel', amount: '6234.56' }] },
      staff,
    )
    const submitted = await ok(`${E}/claim/submit`, { id: claim.id }, staff)
    // Over the 5,000.00 limit: the line manager, then finance (HR Manager holds the expense payment function).
    await ok(`${FORM}/resolve`, { instanceId: submitted.instanceId, comment: '' }, manager)
    expect((await ok(`${E}/claim/detail`, { id: claim.id }, staff)).status).toBe('submitted')
    await ok(`${FORM}/resolve`, { instanceId: submitted.instanceId, comment: '' }, hr)
    expect((await ok(`${E}/claim/detail`, { id: claim.id }, staff)).status).toBe('approved')
    const advance = await ok(`${E}/advance/request`, { amount: '300.00', reason: 'Samples' }, staff)
    await ok(`${FORM}/resolve`, { instanceId: advance.instanceId, comment: '' }, manager)

    expect((await gateway.post('/gateway/kaoqin/web/summary/lock', { month }, hr)).body.code).toBe(0)
    const run = await ok('/gateway/salary/web/run/create', { groupId: 1, month }, hr)
    const lineOf = async () => {
      const line = await db
        .selectFrom('salary_line')
        .select(['gross_fen', 'tax_fen', 'net_fen', 'deduction_fen', 'detail'])
        .where('tenant_id', '=', 1)
        .where('run_id', '=', run.id)
        .where('employee_id', '=', employeeId)
        .executeTakeFirstOrThrow()
      const items = JSON.parse(line.detail).items as Array<{ code: string; amount: string }>
      const item = (code: string) => items.find((one) => one.code === code)?.amount
      return { ...line, reimbursed: item('expenseReimbursement'), deducted: item('expenseAdvanceDeduction') }
    }
    await ok('/gateway/salary/web/run/calculate', { id: run.id }, hr)
    const without = await lineOf()
    expect(without.reimbursed).toBe('0.00')
    expect(Number(without.tax_fen)).toBeGreaterThan(0)

    await ok(`${E}/payment/toPayroll`, { ids: [claim.id], month }, hr)
    await ok(`${E}/advance/closeRemainder`, { id: advance.id, way: 'deducted', month }, hr)
    await ok('/gateway/salary/web/run/calculate', { id: run.id }, hr)
    const withIt = await lineOf()
    expect(withIt.reimbursed).toBe('6234.56')
    expect(withIt.deducted).toBe('300.00')
    expect(Number(withIt.tax_fen)).toBe(Number(without.tax_fen))
    expect(Number(withIt.gross_fen) - Number(without.gross_fen)).toBe(623_456)
    expect(Number(withIt.net_fen) - Number(without.net_fen)).toBe(623_456 - 30_000)

    await db.transaction().execute((trx) => lockRun(trx, 1, run.id, { id: 1, name: 'HR' }, '', Date.now()))
    const paid = await ok(`${E}/claim/detail`, { id: claim.id }, staff)
    expect(paid).toMatchObject({
      status: 'paid',
      payment: { way: 'payroll', payrollMonth: month, payrollRunId: run.id },
    })
    const closed = await db
      .selectFrom('expense_advance')
      .select(['remainder_run_id', 'remainder_paid_at'])
      .where('id', '=', advance.id)
      .executeTakeFirstOrThrow()
    expect(closed.remainder_run_id).toBe(run.id)
    expect(closed.remainder_paid_at).not.toBeNull()
  })

  it('leaves a claim due when the run does not pay the reimbursement item, and takes back what a recalculation drops', async () => {
    const db = gateway.ctx.db
    const { employee_id } = await db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    const day = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10)
    const claim = await ok(
      `${E}/claim/save`,
      { title: 'Taxi', lines: [{ date: day, categoryCode: 'travel', amount: '88.00' }] },
      staff,
    )
    const submitted = await ok(`${E}/claim/submit`, { id: claim.id }, staff)
    await ok(`${FORM}/resolve`, { instanceId: submitted.instanceId, comment: '' }, manager)
    const thisMonth = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7)
    await ok(`${E}/payment/toPayroll`, { ids: [claim.id], month: thisMonth }, hr)
    const runOfClaim = async () =>
      (
        await db
          .selectFrom('expense_claim')
          .select('payroll_run_id')
          .where('id', '=', claim.id)
          .executeTakeFirstOrThrow()
      ).payroll_run_id
    const none = { claims: false, advances: false }
    expect((await expensesDueOf(db, 1, thisMonth, [employee_id!], 9_999, none)).size).toBe(0)
    expect(await runOfClaim()).toBeNull()
    const carried = await expensesDueOf(db, 1, thisMonth, [employee_id!], 9_999, { claims: true, advances: true })
    expect(carried.get(employee_id!)).toEqual({ reimbursement: '88.00', deduction: '0.00' })
    expect(await runOfClaim()).toBe(9_999)
    await expensesDueOf(db, 1, thisMonth, [employee_id!], 9_999, none)
    expect(await runOfClaim()).toBeNull()
  })
})
