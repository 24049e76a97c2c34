import { beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../testing/test-gateway'
import { PNG, uploadFile } from '../testing/uploads'
import { tenantsSuite } from './suite'

// A session of tenant 2 never reads or changes tenant 1's contracts, their documents or their changes (services/contract).

describe('tenant isolation: employment contracts', () => {
  const { tenants, post } = tenantsSuite()
  let gateway: TestGateway
  let one: string
  let two: string
  let contract: { id: number; employeeId: number; endDate: string }
  let fileId: string
  let changeId: string
  let tenantTwoContracts: unknown[]
  const contractsOfTwo = () =>
    gateway.ctx.db.selectFrom('employment_contract').selectAll().where('tenant_id', '=', 2).orderBy('id').execute()

  beforeAll(async () => {
    ;({ gateway, one, two } = tenants())
    // Staff's record: their line manager has an account, who approves the renewal.
    const employee = {
      id: (
        await gateway.ctx.db
          .selectFrom('app_user')
          .select('employee_id')
          .where('user_name', '=', 'staff')
          .executeTakeFirstOrThrow()
      ).employee_id,
    }
    // Tenant 2's own contracts (the seed's, from its records), which nothing below may change.
    tenantTwoContracts = await contractsOfTwo()
    fileId = (await uploadFile(gateway, one, 'signed.png', PNG)).result.id
    const added = await post(
      '/contract/web/contract/addContractSelf',
      {
        employeeId: employee.id,
        typeCode: 'fixed',
        term: 'fixed',
        startDate: '2030-01-01',
        endDate: '2032-12-31',
        documents: [fileId],
      },
      one,
    )
    expect(added.body.code).toBe(0)
    contract = added.body.result
    const renewal = await post('/contract/web/contract/renew', { id: contract.id, term: 'open', reason: 'Stays' }, one)
    expect(renewal.body.code).toBe(0)
    changeId = renewal.body.result.id
  })

  it("keeps tenant 1's contracts, documents and changes from tenant 2", async () => {
    const same = {
      employeeId: contract.employeeId,
      typeCode: 'fixed',
      term: 'fixed',
      startDate: '2033-01-01',
      endDate: '2034-12-31',
    }
    expect(
      (await post('/contract/web/contract/list', { rows: 200 }, two)).body.result.rows.map(
        (r: { id: number; employeeId: number }) => r.employeeId,
      ),
    ).not.toContain(contract.employeeId)
    expect((await post('/contract/web/contract/detail', { id: contract.id }, two)).body.code).toBe(412601)
    expect((await post('/contract/web/contract/updateContractSelf', { ...same, id: contract.id }, two)).body.code).toBe(
      412601,
    )
    expect((await post('/contract/web/contract/addContractSelf', same, two)).body.code).toBe(412611)
    expect((await post('/contract/web/contract/document', { id: contract.id, fileId }, two)).body.code).toBe(412601)
    expect(
      (await post('/contract/web/contract/renew', { id: contract.id, term: 'open', reason: 'x' }, two)).body.code,
    ).toBe(412601)
    expect(
      (await post('/contract/web/contract/terminate', { id: contract.id, date: '2031-01-01', reason: 'x' }, two)).body
        .code,
    ).toBe(412601)
    expect((await post('/contract/web/contract/change', { id: changeId }, two)).body.code).toBe(412610)
    expect((await post('/contract/web/contract/mine', {}, two)).body.result).toEqual([])
    const row = await gateway.ctx.db
      .selectFrom('employment_contract')
      .select(['end_date', 'status'])
      .where('tenant_id', '=', 1)
      .where('id', '=', contract.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ end_date: '2032-12-31', status: 'active' })
    expect(await contractsOfTwo()).toEqual(tenantTwoContracts)
  })
})
