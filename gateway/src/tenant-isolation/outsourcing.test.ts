import { beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../testing/test-gateway'
import { tenantsSuite } from './suite'

// A session of tenant 2 never reads or changes tenant 1's providers, workers, assignments or statements (services/outsourcing).

describe('tenant isolation: outsourcing', () => {
  const { tenants, post } = tenantsSuite()
  const O = '/joyhr/web/outsourcing'
  let gateway: TestGateway
  let one: string
  let two: string
  let organOfTwo: number

  beforeAll(async () => {
    ;({ gateway, one, two } = tenants())
    organOfTwo = (
      await gateway.ctx.db.selectFrom('organ').select('id').where('tenant_id', '=', 2).executeTakeFirstOrThrow()
    ).id
  })

  it("keeps tenant 1's providers, workers, assignments and statements from tenant 2", async () => {
    // Tenant 1's demo provider 1 with workers 1 and 2 and assignments 1 and 2 (seed/outsourcing.ts).
    const month = new Date().toISOString().slice(0, 7)
    const provider = {
      name: 'Taken over',
      contactName: 'X',
      contactPhone: '13900000000',
      contractFrom: '2026-01-01',
      contractTo: '2026-12-31',
      rateUnit: 'day',
      rate: '1',
    }
    expect((await post(`${O}/provider/list`, {}, two)).body.result.providers).toEqual([])
    expect((await post(`${O}/worker/list`, {}, two)).body.result.workers).toEqual([])
    expect((await post(`${O}/worker/list`, { providerId: 1 }, two)).body.result.workers).toEqual([])
    expect((await post(`${O}/provider/save`, { ...provider, id: 1 }, two)).body.code).toBe(412201)
    expect(
      (
        await post(
          `${O}/worker/save`,
          { providerId: 1, name: 'X', idNumber: '110101199003071234', mobile: '13900000000' },
          two,
        )
      ).body.code,
    ).toBe(412201)
    expect(
      (await post(`${O}/assignment/save`, { workerId: 1, organId: organOfTwo, from: '2026-01-01' }, two)).body.code,
    ).toBe(412202)
    expect((await post(`${O}/assignment/remove`, { id: 1 }, two)).body.code).toBe(412203)
    for (const path of ['statement/get', 'statement/confirm', 'statement/export']) {
      expect((await post(`${O}/${path}`, { providerId: 1, month: '2026-01' }, two)).body.code, path).toBe(412201)
    }
    // Tenant 2's own provider and worker take the same ids and the same ID number, and a tenant 1 department is refused.
    expect((await post(`${O}/provider/save`, provider, two)).body.result.id).toBe(1)
    expect(
      (
        await post(
          `${O}/worker/save`,
          { providerId: 1, name: 'Y', idNumber: '110101199003071234', mobile: '13900000000' },
          two,
        )
      ).body.result.id,
    ).toBe(1)
    const organOfOne = (
      await gateway.ctx.db.selectFrom('organ').select('id').where('tenant_id', '=', 1).executeTakeFirstOrThrow()
    ).id
    expect(
      (await post(`${O}/assignment/save`, { workerId: 1, organId: organOfOne, from: '2026-01-01' }, two)).body.code,
    ).toBe(412209)
    expect((await post(`${O}/statement/get`, { providerId: 1, month }, two)).body.result).toMatchObject({
      providerName: 'Taken over',
      lines: [],
    })
    // Tenant 1's rows are as seeded.
    const listed = (await post(`${O}/worker/list`, {}, one)).body.result.workers as Array<{
      name: string
      providerName: string
      assignments: unknown[]
    }>
    expect(listed.map((w) => [w.name, w.providerName, w.assignments.length])).toEqual([
      ['吴海燕', '安达人力外包有限公司', 1],
      ['周小勇', '安达人力外包有限公司', 1],
    ])
    expect((await post(`${O}/statement/get`, { providerId: 1, month }, one)).body.result.lines).toHaveLength(2)
  })
})
