import { beforeAll, describe, expect, it } from 'vitest'
import { tenantsSuite } from '../../../tenant-isolation/suite'
import type { TestGateway } from '../../../testing/test-gateway'
import { insertRun } from './testing'

// A session of tenant 2 never reads or changes tenant 1's payslips, receipts, questions, bank files or payroll cost.
// Both tenants have a run with id 1, so a query that forgot the tenant would mix them.

describe('tenant isolation: payslips and payroll outputs', () => {
  const { tenants, post } = tenantsSuite()
  let gateway: TestGateway
  let one: string
  let two: string
  let staffOne: { id: number; organ_id: number; name: string }
  let personTwo: { id: number; organ_id: number; name: string }
  beforeAll(async () => {
    ;({ gateway, one, two } = tenants())
    const db = gateway.ctx.db
    staffOne = await db
      .selectFrom('employee')
      .select(['id', 'organ_id', 'name'])
      .where('id', '=', 12)
      .executeTakeFirstOrThrow()
    personTwo = await db
      .selectFrom('employee')
      .select(['id', 'organ_id', 'name'])
      .where('tenant_id', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await insertRun(db, { tenantId: 1, id: 1, month: '2026-01', status: 'published' }, [
      { employeeId: staffOne.id, organId: staffOne.organ_id, costCentre: 'ONE' },
    ])
    await insertRun(db, { tenantId: 2, id: 1, month: '2026-01', status: 'published' }, [
      { employeeId: personTwo.id, organId: personTwo.organ_id, costCentre: 'TWO', netFen: 500_000 },
    ])
    // Each person's account in their salary profile.
    for (const [tenantId, id] of [
      [1, staffOne.id],
      [2, personTwo.id],
    ]) {
      await db.deleteFrom('salary_profile').where('tenant_id', '=', tenantId).where('employee_id', '=', id).execute()
      await db
        .insertInto('salary_profile')
        .values({
          tenant_id: tenantId,
          employee_id: id,
          effective_month: '2026-01',
          base_fen: 1_000_000,
          allowances: '{}',
          bank_name: `bank of tenant ${tenantId}`,
          bank_account: `${tenantId}-${id}`,
          cost_centre: '',
          reason: 'test',
          changed_by: 1,
          changed_at: Date.now(),
        })
        .execute()
    }
  })

  it("keeps payslips, their grants and questions to the session tenant's own lines", async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    const grant = (await post('/salary/web/payslip/verify', { password: 'Staff@12345' }, staff)).body.result.grant
    const asked = (await post('/salary/web/payslip/ask', { runId: 1, grant, question: 'Tenant one question' }, staff))
      .body.result
    // hr's staff record is tenant 1's: in tenant 2 there is none, so no payslips; a grant of tenant 1 opens nothing there.
    const hrOne = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    const hrTwo = await gateway.login('hr', 'Hr@123456789', { tenantId: 2 })
    expect((await post('/salary/web/payslip/list', {}, hrTwo)).body.code).toBe(410950)
    const hrGrant = (await post('/salary/web/payslip/verify', { password: 'Hr@123456789' }, hrOne)).body.result.grant
    expect((await post('/salary/web/payslip/detail', { runId: 1, grant: hrGrant }, hrTwo)).body.code).toBe(410952)
    // The receipts of tenant 2 list tenant 2's person only; tenant 1's question cannot be answered from there.
    const runsTwo = (await post('/salary/web/payslipReceipts/runs', {}, two)).body.result.runs
    expect(runsTwo).toEqual([expect.objectContaining({ runId: 1, people: 1, viewed: 0, open: 0 })])
    const listTwo = (await post('/salary/web/payslipReceipts/list', { runId: 1 }, two)).body.result.people
    expect(listTwo.map((p: { employeeId: number }) => p.employeeId)).toEqual([personTwo.id])
    expect(
      (await post('/salary/web/payslipReceipts/answer', { questionId: asked.id, answer: 'From tenant two' }, two)).body
        .code,
    ).toBe(410955)
    const listOne = (await post('/salary/web/payslipReceipts/list', { runId: 1 }, one)).body.result.people
    expect(listOne).toEqual([
      expect.objectContaining({ employeeId: staffOne.id, questions: [expect.objectContaining({ answer: null })] }),
    ])
  })

  it('keeps bank files, layouts and the payroll cost to the session tenant', async () => {
    await post(
      '/salary/web/bankFile/saveLayout',
      {
        columns: ['name', 'account', 'amount'],
        header: false,
        separator: ';',
        encoding: 'utf-8',
        currency: 'CNY',
        purpose: '',
      },
      two,
    )
    expect((await post('/salary/web/bankFile/layout', {}, one)).body.result.separator).toBe(',')
    const file = async (token: string) =>
      (
        await gateway.app.inject({
          method: 'POST',
          url: '/gateway/salary/web/bankFile/export',
          payload: { runId: 1 },
          headers: { token },
        })
      ).body
    expect(await file(two)).toBe(`${personTwo.name};2-${personTwo.id};5000.00\r\n`)
    expect(await file(one)).toContain(`1-${staffOne.id}`)
    expect(await file(one)).not.toContain(personTwo.name)
    // The transfer list on screen too: each tenant's run 1, in its own layout.
    const transfers = async (token: string) =>
      (await post('/salary/web/bankFile/transfers', { runId: 1 }, token)).body.result.rows
    expect(await transfers(two)).toEqual([[personTwo.name, `2-${personTwo.id}`, '5000.00']])
    expect(JSON.stringify(await transfers(one))).not.toContain(personTwo.name)
    const cost = async (token: string) =>
      (await post('/salary/web/payrollCost/summary', { from: '2026-01', to: '2026-01' }, token)).body.result.rows
    expect((await cost(two)).map((r: { costCentre: string }) => r.costCentre)).toEqual(['TWO'])
    expect((await cost(one)).map((r: { costCentre: string }) => r.costCentre)).toEqual(['ONE'])
  })
})
