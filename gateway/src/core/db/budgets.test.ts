import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { addressBudgets, spendBudgets, type Budget } from './budgets'

describe('spending budgets', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())
  const spend = (budgets: Budget[]) => spendBudgets(gateway.ctx.db, 'attempt_counter', budgets, gateway.ctx.now())
  const countOf = async (key: string) =>
    (await gateway.ctx.db.selectFrom('attempt_counter').select('count').where('key', '=', key).executeTakeFirst())
      ?.count ?? 0

  it('lets exactly the limit of spends made at once through', async () => {
    const budget = { key: 'test:burst', limit: 7, windowMs: 60_000 }
    const spent = await Promise.all(Array.from({ length: 30 }, () => spend([budget])))
    expect(spent.filter((one) => one.ok)).toHaveLength(7)
    expect(await countOf('test:burst')).toBe(7)
  })

  it('gives back every unit a refused spend took, and a spend given back later', async () => {
    const wide = { key: 'test:wide', limit: 10, windowMs: 60_000 }
    const narrow = { key: 'test:narrow', limit: 1, windowMs: 60_000 }
    const first = await spend([wide, narrow])
    const second = await spend([wide, narrow])
    expect(second).toMatchObject({ ok: false, refused: narrow, waitMs: 60_000 })
    expect([await countOf('test:wide'), await countOf('test:narrow')]).toEqual([1, 1])
    if (first.ok) await first.giveBack()
    expect([await countOf('test:wide'), await countOf('test:narrow')]).toEqual([0, 0])
    expect((await spend([wide, narrow])).ok).toBe(true)
  })

  it("names an address's budget and its /24 or /64's", () => {
    expect(addressBudgets('x', '2001:db8:1:2::7', 1, 3, 60_000).map((budget) => [budget.key, budget.limit])).toEqual([
      ['x:ip:2001:db8:1:2::7', 1],
      ['x:net:2001:db8:1:2::/64', 3],
    ])
    expect(addressBudgets('x', '::ffff:203.0.113.9', 1, 3, 60_000)[1].key).toBe('x:net:203.0.113.0/24')
  })
})
