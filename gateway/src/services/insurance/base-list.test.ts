import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../testing/test-gateway'
import { P, type Row, type BaseGateway, startBaseGateway } from './test-helpers'

describe('insurance bases: the list and who may read it', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let eastSales: number
  let hangzhouSales: number
  let list: BaseGateway['list']

  beforeAll(async () => {
    ;({ gateway, hr, staff, eastSales, hangzhouSales, list } = await startBaseGateway())
  })
  afterAll(() => gateway.close())

  it('lists everyone on the job with the scheme and base in force in the month, by department and keyword, a page at a time', async () => {
    // This month (the default): everyone has the scheme and base the seed gave them.
    const all = (await list({ rows: 10 })).result
    const onJob = await gateway.ctx.db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .execute()
    expect(all.total).toBe(onJob.length)
    expect(all.rows).toHaveLength(10)
    expect(all.rows.every((r: Row) => r.schemeName !== null && /^\d+\.\d{2}$/.test(r.base!))).toBe(true)
    const east = (await list({ month: '2026-03', organId: eastSales })).result
    const hangzhou = east.rows.filter((r: Row) => r.schemeName === '杭州社保')
    expect(hangzhou.length).toBeGreaterThan(0)
    expect(hangzhou.length).toBeLessThan(east.total)
    const someone: Row = east.rows[0]
    const found = (await list({ month: '2026-03', keyword: someone.jobNumber.toLowerCase() })).result
    expect(found.rows.map((r: Row) => r.employeeId)).toContain(someone.employeeId)
    expect((await list({ month: '2026-03', keyword: '100%_' })).result.total).toBe(0)
    // Before the seeded changes (July 2025) no one has a scheme.
    expect(
      (await list({ month: '2025-06', rows: 5 })).result.rows.every((r: Row) => r.schemeId === null && r.base === null),
    ).toBe(true)
    expect((await list({ month: '2026-3' })).code).toBe(411001)
    expect((await list({ organId: 99_999 })).code).toBe(411011)
    const options = (await gateway.post(`${P}/base/options`, {}, hr)).body.result
    expect(options.schemes).toEqual([
      { id: 1, name: '上海社保', city: '上海', firstMonth: '2025-07' },
      { id: 2, name: '杭州社保', city: '杭州', firstMonth: '2025-07' },
    ])
    expect(options.organs.find((o: { id: number }) => o.id === hangzhouSales)).toMatchObject({
      name: '杭州销售组',
      nameEn: 'Hangzhou sales team',
    })
  })

  it('refuses the routes to a user without the functions', async () => {
    for (const [route, body] of [
      ['base/options', {}],
      ['base/list', {}],
      ['base/history', { employeeId: 12 }],
      ['base/set', { employeeId: 12, schemeId: 1, base: '9000', effectiveMonth: '2026-05' }],
      ['base/setMany', { organId: eastSales, schemeId: 1, effectiveMonth: '2026-05', rule: 'lower' }],
      ['base/delete', { employeeId: 12, effectiveMonth: '2025-07' }],
    ] as const) {
      expect((await gateway.post(`${P}/${route}`, body, staff)).body.code).toBe(403001)
    }
  })
})
