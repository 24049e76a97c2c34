import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creditCodeCheck } from '../shared/credit-code'
import { pdf, startKit, type Kit } from './test-kit'

let kit: Kit
beforeAll(async () => {
  kit = await startKit()
})
afterAll(() => kit.close())

describe('tenants', () => {
  it("never show one tenant's suppliers, documents or evaluations to another", async () => {
    const creditCode = `91110105MA0FB3X2L${creditCodeCheck('91110105MA0FB3X2L')}`
    const mine = (
      await kit.post(
        '/api/suppliers/create',
        { name: '北京一号租户供应商', category: 'it', contact: '李娜', phone: '010-12345678', creditCode },
        1,
      )
    ).body.result
    const document = (
      await kit.upload(1, { supplierId: String(mine.id), type: 'licence', expiresOn: '2099-01-01' }, pdf())
    ).body.result

    const theirs = (await kit.post('/api/suppliers/list', {}, 2)).body.result.rows
    expect(theirs.map((row: { name: string }) => row.name)).not.toContain('北京一号租户供应商')
    expect(theirs.map((row: { id: number }) => row.id)).not.toContain(mine.id)
    for (const [path, body] of [
      ['/api/suppliers/detail', { id: mine.id }],
      ['/api/suppliers/suspend', { id: mine.id }],
      ['/api/documents/download', { id: document.id }],
      ['/api/documents/delete', { id: document.id }],
      ['/api/evaluations/save', { supplierId: mine.id, quality: 1, delivery: 1, service: 1 }],
    ] as const) {
      expect(await kit.post(path, body, 2)).toMatchObject({ status: 404, body: { key: 'notFound' } })
    }
    expect(
      await kit.upload(2, { supplierId: String(mine.id), type: 'licence', expiresOn: '2099-01-01' }, pdf()),
    ).toMatchObject({ status: 404 })
    // Tenant 2 may onboard a supplier with the same credit code: codes are unique per tenant.
    expect(
      (
        await kit.post(
          '/api/suppliers/create',
          { name: '另一家', category: 'it', contact: '王', phone: '010-12345678', creditCode },
          2,
        )
      ).status,
    ).toBe(200)

    const still = (await kit.post('/api/suppliers/detail', { id: mine.id }, 1)).body.result
    expect(still).toMatchObject({ supplier: { status: 'qualified', evaluations: 0 }, documents: [{ id: document.id }] })
  })
})
