import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creditCodeCheck } from '../shared/credit-code'
import { pdf, startKit, type Kit } from './test-kit'

let kit: Kit
beforeAll(async () => {
  kit = await startKit({ today: '2026-03-01' })
})
afterAll(() => kit.close())

const code = (first17: string) => first17 + creditCodeCheck(first17)
const supplier = (overrides: Record<string, unknown> = {}) => ({
  name: '宁波港湾包装有限公司',
  category: 'logistics',
  contact: '张伟',
  phone: '0574-8888 0001',
  creditCode: code('91330200MA2H4C1B5'),
  ...overrides,
})

describe('suppliers', () => {
  it("seeds the vendor's demo suppliers on a tenant's first call, marked as demo data, with each status", async () => {
    const { rows } = (await kit.post('/api/suppliers/list', {}, 7)).body.result
    expect(rows).toHaveLength(5)
    expect(rows.every((row: { demo: boolean }) => row.demo)).toBe(true)
    expect(rows.map((row: { status: string }) => row.status)).toEqual([
      'qualified',
      'qualified',
      'pending',
      'pending',
      'pending',
    ])
    expect(rows[1].documents).toEqual({ valid: 0, expiring: 1, expired: 0 })
    expect(rows[2].documents).toEqual({ valid: 0, expiring: 0, expired: 1 })
    expect(rows[0].rating).toBe(4.3)
  })

  it('onboards a supplier as pending, its credit code normalised to upper case', async () => {
    const answer = await kit.post(
      '/api/suppliers/create',
      supplier({ creditCode: ` ${code('91330200MA2H4C1B5').toLowerCase()} ` }),
      1,
    )
    expect(answer.status).toBe(200)
    expect(answer.body.result).toMatchObject({
      name: '宁波港湾包装有限公司',
      status: 'pending',
      demo: false,
      creditCode: code('91330200MA2H4C1B5'),
      rating: null,
    })
  })

  it('refuses a credit code with a wrong check character, and one the tenant has already', async () => {
    const first17 = '91330200MA2H4C1B6'
    const wrong = first17 + (creditCodeCheck(first17) === '0' ? '1' : '0')
    expect(await kit.post('/api/suppliers/create', supplier({ creditCode: wrong }), 1)).toMatchObject({
      status: 400,
      body: { key: 'creditCodeInvalid', field: 'creditCode' },
    })
    expect(await kit.post('/api/suppliers/create', supplier(), 1)).toMatchObject({
      status: 409,
      body: { key: 'creditCodeTaken' },
    })
  })

  it('refuses missing, blank, unknown and badly typed fields, naming the field', async () => {
    const { name: _name, ...noName } = supplier({ creditCode: code('91330200MA2H4C1B7') })
    expect(await kit.post('/api/suppliers/create', noName, 1)).toMatchObject({
      status: 400,
      body: { key: 'invalidInput', field: 'name' },
    })
    expect(await kit.post('/api/suppliers/create', supplier({ contact: '   ' }), 1)).toMatchObject({
      status: 400,
      body: { field: 'contact' },
    })
    expect(await kit.post('/api/suppliers/create', supplier({ category: 'weapons' }), 1)).toMatchObject({
      status: 400,
      body: { field: 'category' },
    })
    expect(await kit.post('/api/suppliers/create', supplier({ phone: 'call me' }), 1)).toMatchObject({
      status: 400,
      body: { field: 'phone' },
    })
    expect(await kit.post('/api/suppliers/create', supplier({ tenant_id: 2 }), 1)).toMatchObject({
      status: 400,
      body: { key: 'invalidInput' },
    })
    expect(await kit.post('/api/suppliers/list', '{"keyword": ', 1)).toMatchObject({
      status: 400,
      body: { key: 'invalidInput' },
    })
    expect(await kit.post('/api/suppliers/detail', { id: '3' }, 1)).toMatchObject({
      status: 400,
      body: { field: 'id' },
    })
  })

  it('finds suppliers by name, contact or credit code, taking wildcards literally', async () => {
    const search = async (keyword: string) =>
      (await kit.post('/api/suppliers/list', { keyword }, 1)).body.result.rows.map((r: { name: string }) => r.name)
    expect(await search('港湾')).toEqual(['宁波港湾包装有限公司'])
    expect(await search('张伟')).toEqual(['宁波港湾包装有限公司'])
    expect(await search('MA2H4C1B5')).toEqual(['宁波港湾包装有限公司'])
    expect(await search('%')).toEqual([])
  })

  it('is qualified with a valid document, suspended by a user, reinstated to what its documents say', async () => {
    const { id } = (
      await kit.post(
        '/api/suppliers/create',
        supplier({ name: '厦门鹭岛保洁有限公司', creditCode: code('91350200MA3K7P2D8') }),
        1,
      )
    ).body.result
    const status = async () => (await kit.post('/api/suppliers/detail', { id }, 1)).body.result.supplier.status
    await kit.upload(1, { supplierId: String(id), type: 'licence', expiresOn: '2026-02-28' }, pdf())
    expect(await status()).toBe('pending')
    await kit.upload(1, { supplierId: String(id), type: 'quality', expiresOn: '2026-03-01' }, pdf())
    expect(await status()).toBe('qualified')
    expect((await kit.post('/api/suppliers/suspend', { id }, 1)).body.result.status).toBe('suspended')
    expect(await kit.post('/api/suppliers/suspend', { id }, 1)).toMatchObject({
      status: 409,
      body: { key: 'statusUnchanged' },
    })
    expect((await kit.post('/api/suppliers/reinstate', { id }, 1)).body.result.status).toBe('qualified')
  })
})
