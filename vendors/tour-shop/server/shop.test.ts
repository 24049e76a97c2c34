import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setBudget } from './budget'
import { openDb } from './db'
import { createPortalApi } from './portal-api'
import { createShop } from './shop'
import { startFakePortal, type FakePortal } from './testing/fake-portal'
import { startShopUnderTest } from './testing/shop-under-test'
import { saveTrip } from './trips'

let portal: FakePortal
beforeAll(async () => {
  portal = await startFakePortal()
})
afterAll(() => portal.close())

const trip = {
  titleZh: '西湖',
  titleEn: 'West Lake',
  destination: '杭州',
  days: 2,
  price: '899.00',
  seats: 30,
  dates: ['2026-04-01'],
}

describe('settling pending bookings on the timer', () => {
  it('asks the portal about each tenant at most once a minute, with the API token a user left', async () => {
    const db = openDb(':memory:')
    let now = new Date('2026-03-02T02:00:00Z')
    const shop = createShop({ db, portal: createPortalApi(portal.url), clock: () => now, log: () => {} })
    for (const tid of [1, 2]) {
      setBudget(db, tid, 2026, '3000')
      saveTrip(db, tid, trip, now)
    }
    const user = async (tenantId: number, userId: string) => ({
      tenantId,
      userId,
      appToken: await portal.appToken({ tid: tenantId, sub: userId }),
    })
    const a = await shop.book(await user(1, 'a'), { tripId: 1, date: '2026-04-01', travellers: 1 }, 'en')
    const b = await shop.book(await user(2, 'b'), { tripId: 1, date: '2026-04-01', travellers: 2 }, 'zh-CN')
    expect(portal.approvals.at(-1)!.body.title).toBe('旅游预订：西湖')
    const [first, second] = portal.approvals.slice(-2)
    portal.decide(first.approvalId, 'approved')
    portal.decide(second.approvalId, 'rejected')
    const stateCalls = () => portal.calls.filter((c) => c.endsWith('/approvals/state')).length

    const before = stateCalls()
    await shop.settleAll()
    expect(stateCalls() - before).toBe(2)
    const states = () => db.prepare('SELECT id, state FROM booking ORDER BY tenant_id').all()
    expect(states()).toEqual([
      { id: a.booking.id, state: 'approved' },
      { id: b.booking.id, state: 'rejected' },
    ])

    const c = await shop.book(await user(1, 'a'), { tripId: 1, date: '2026-04-01', travellers: 1 }, 'en')
    portal.decide(portal.approvals.at(-1)!.approvalId, 'approved')
    now = new Date(now.getTime() + 30_000)
    await shop.settleAll()
    expect(db.prepare('SELECT state FROM booking WHERE id = ?').get(c.booking.id)).toEqual({ state: 'pending' })
    now = new Date(now.getTime() + 30_000)
    await shop.settleAll()
    expect(db.prepare('SELECT state FROM booking WHERE id = ?').get(c.booking.id)).toEqual({ state: 'approved' })
    expect((await shop.bookings({ tenantId: 1, userId: 'a', appToken: '' }, 'en')).budget.left).toBe('1202.00')
    db.close()
  })
})

describe('the demo catalogue', () => {
  it("fills a tenant's catalogue and this year's budget on its first call, once, and only when the shop runs as a demo", async () => {
    const demo = await startShopUnderTest({ demoData: true })
    const plain = await startShopUnderTest()
    try {
      const token = await demo.portal.appToken({ tid: 7 })
      const first = (await demo.api('/catalogue', {}, token)).body.result.trips
      expect(first.map((trip: { price: string }) => trip.price)).toEqual(['1599.50', '899.00', '3999.00'])
      expect((await demo.api('/catalogue', {}, token)).body.result.trips).toHaveLength(3)
      expect((await demo.api('/bookings/list', {}, token)).body.result.budget).toMatchObject({
        total: '5000.00',
        left: '5000.00',
      })
      expect((await plain.api('/catalogue', {}, await plain.portal.appToken({ tid: 7 }))).body.result.trips).toEqual([])
    } finally {
      await demo.close()
      await plain.close()
    }
  })
})
