import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startExpensesGateway, type ExpensesGateway } from './test-helpers'
import { expenseCodes } from './texts'

describe('advances, payment by bank file, reports and settings', () => {
  let g: ExpensesGateway
  beforeAll(async () => {
    g = await startExpensesGateway()
  }, 60_000)
  afterAll(() => g.gateway.close())

  const approvedClaim = async (title: string, amount: string, extra: object = {}) => {
    const draft = await g.result(
      'claim/save',
      { title, lines: [{ date: g.day(2), categoryCode: 'office', amount }], ...extra },
      g.staff,
    )
    const submitted = await g.result('claim/submit', { id: draft.id }, g.staff)
    await g.decide('resolve', submitted.instanceId, g.manager)
    return g.result('claim/detail', { id: draft.id }, g.staff)
  }

  it('settles an approved advance with claims; finance closes what remains, deducted in payroll', async () => {
    const asked = await g.result('advance/request', { amount: '1000.00', reason: 'Trade fair in Guangzhou' }, g.staff)
    expect(asked).toMatchObject({ status: 'submitted', open: '0.00', mine: true })
    // A claim cannot settle an advance before it is approved.
    const early = await g.call(
      'claim/save',
      { title: 'Fair', advanceId: asked.id, lines: [{ date: g.day(1), categoryCode: 'travel', amount: '600' }] },
      g.staff,
    )
    expect(early.code).toBe(expenseCodes.advanceNotOpen)
    await g.decide('resolve', asked.instanceId, g.manager)
    expect(await g.result('advance/detail', { id: asked.id }, g.staff)).toMatchObject({
      status: 'approved',
      open: '1000.00',
    })

    const claim = await approvedClaim('Fair', '600.00', { advanceId: asked.id })
    // The advance covers the whole claim: nothing to pay, so it is paid at once.
    expect(claim).toMatchObject({ status: 'paid', total: '600.00', advanceSettled: '600.00', payable: '0.00' })
    const advance = await g.result('advance/detail', { id: asked.id }, g.staff)
    expect(advance).toMatchObject({ status: 'approved', settled: '600.00', open: '400.00', claimIds: [claim.id] })

    const bigger = await approvedClaim('Fair, second part', '500.00', { advanceId: asked.id })
    expect(bigger).toMatchObject({ status: 'approved', advanceSettled: '400.00', payable: '100.00' })
    expect(await g.result('advance/detail', { id: asked.id }, g.staff)).toMatchObject({
      status: 'settled',
      open: '0.00',
    })
    expect((await g.call('advance/closeRemainder', { id: asked.id, way: 'repaid' }, g.hr)).code).toBe(
      expenseCodes.advanceNotOpen,
    )

    const other = await g.result('advance/request', { amount: '300', reason: 'Samples' }, g.staff)
    await g.decide('resolve', other.instanceId, g.manager)
    expect((await g.call('advance/closeRemainder', { id: other.id, way: 'deducted' }, g.staff)).code).toBe(403001)
    const month = new Date(g.gateway.ctx.now() + 8 * 3_600_000).toISOString().slice(0, 7)
    const closed = await g.result('advance/closeRemainder', { id: other.id, way: 'deducted', month }, g.hr)
    expect(closed).toMatchObject({
      status: 'settled',
      remainderWay: 'deducted',
      remainderAmount: '300.00',
      remainderMonth: month,
    })
  })

  it('pays approved claims by a reimbursement bank file and marks them paid with it', async () => {
    const one = await approvedClaim('Printer paper', '88.80')
    const two = await approvedClaim('Toner', '411.20')
    const due = await g.result('payment/claims', { scheduled: false, rows: 100 }, g.hr)
    expect(due.rows.map((row: { id: string }) => row.id)).toEqual(expect.arrayContaining([one.id, two.id]))
    expect((await g.call('payment/claims', {}, g.staff)).code).toBe(403001)
    const batch = await g.result('payment/toBank', { ids: [one.id, two.id] }, g.hr)
    expect(batch).toMatchObject({ count: 2, total: '500.00' })
    expect(await g.result('claim/detail', { id: one.id }, g.staff)).toMatchObject({
      status: 'paid',
      payment: { way: 'bank', bankBatchId: batch.id },
    })
    const twice = await g.call('payment/toBank', { ids: [one.id] }, g.hr)
    expect(twice.code).toBe(expenseCodes.notPayable)
    const file = await g.gateway.post('/gateway/salary/web/expense/payment/bankFile', { id: batch.id }, g.hr)
    expect(file.status).toBe(200)
    expect(String(file.headers['content-type'])).toContain('spreadsheetml')
    const other = await g.gateway.login('hr', 'Hr@123456789', { tenantId: 2 })
    expect((await g.call('payment/bankFile', { id: batch.id }, other)).code).not.toBe(0)
  })

  it('totals approved and paid claims by category, month and person, and exports them', async () => {
    const from = g.day(30)
    const to = g.day(0)
    const byCategory = await g.result('report/summary', { from, to, by: 'category' }, g.hr)
    const office = byCategory.rows.find((row: { key: string }) => row.key === 'office')
    expect(office).toMatchObject({ name: 'Office supplies', total: '1600.00', count: 4 })
    const byPerson = await g.result('report/summary', { from, to, by: 'person' }, g.hr)
    expect(byPerson.total).toBe(byCategory.total)
    expect((await g.call('report/summary', { from: to, to: from, by: 'month' }, g.hr)).code).toBe(
      expenseCodes.badPeriod,
    )
    const file = await g.gateway.post('/gateway/salary/web/expense/report/export', { from, to, by: 'month' }, g.hr)
    expect(String(file.headers['content-type'])).toContain('spreadsheetml')
  })

  it('keeps categories and limits per tenant, and moves the finance limit of the saved definition', async () => {
    await g.result('category/save', { code: 'parking', nameZh: '停车费', nameEn: 'Parking', enabled: true }, g.hr)
    const limit = await g.result(
      'limit/save',
      { categoryCode: 'parking', period: 'month', amount: '100', action: 'refuse' },
      g.hr,
    )
    expect(limit).toMatchObject({ categoryCode: 'parking', amount: '100.00', positionId: null, grade: null })
    const clash = await g.call(
      'limit/save',
      { categoryCode: 'parking', period: 'month', amount: '90', action: 'warn' },
      g.hr,
    )
    expect(clash.code).toBe(expenseCodes.badLimit)
    const refused = await g.call(
      'claim/save',
      { title: 'Parking', lines: [{ date: g.day(1), categoryCode: 'parking', amount: '120' }] },
      g.staff,
    )
    expect(refused.code).toBe(expenseCodes.policyRefused)
    const parking = await g.gateway.ctx.db
      .selectFrom('expense_category')
      .select('tenant_id')
      .where('code', '=', 'parking')
      .execute()
    expect(parking).toEqual([{ tenant_id: 1 }])
    expect(await g.result('settings/save', { financeOver: '8000' }, g.hr)).toEqual({ financeOver: '8000.00' })
    const steps = await g.gateway.ctx.db
      .selectFrom('wf_definition')
      .select('steps')
      .where('tenant_id', '=', 1)
      .where('biz_type', '=', 'expenseClaim')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(steps.steps)[1].conditions).toEqual([{ field: 'expenseTotal', op: 'gt', values: ['8000.00'] }])
  })
})
