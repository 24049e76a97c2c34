import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startShopUnderTest } from './testing/shop-under-test'

let t: Awaited<ReturnType<typeof startShopUnderTest>>
beforeAll(async () => {
  t = await startShopUnderTest()
  await t.furnish(1)
  await t.furnish(2, { budget: '800', price: '99.99', dates: '2026-07-01' })
})
afterAll(() => t.close())

const tripOf = async (token: string) => (await t.api('/catalogue', {}, token)).body.result.trips[0]

describe('app tokens', () => {
  it('refuses a call without a token, with a token for another app, from another issuer, expired or signed by a stranger', async () => {
    const refusals = [
      await t.api('/catalogue', {}),
      await t.api('/catalogue', {}, await t.portal.appToken({ aud: 'supplier' })),
      await t.api('/catalogue', {}, await t.portal.appToken({}, { issuer: 'http://evil.test/gateway' })),
      await t.api('/catalogue', {}, await t.portal.appToken({}, { expiresIn: Math.floor(Date.now() / 1000) - 10 })),
      await t.api('/catalogue', {}, await t.portal.appToken({}, { key: 'stranger' })),
      await t.api('/catalogue', {}, await t.portal.appToken({ tid: 'one' })),
    ]
    expect(refusals.map((r) => [r.status, r.body.code])).toEqual(Array(6).fill([401, 401100]))
    expect(refusals[3].body.msg).toBe('The app token has expired; try again')
    expect(refusals[0].body.msg).toBe('The app token is not valid; reload the page and try again')
  })

  it('checks the token before the body', async () => {
    expect((await t.api('/bookings/create', { tripId: 'x' })).status).toBe(401)
  })
})

describe('catalogue and bookings', () => {
  it('shows each tenant its own catalogue only', async () => {
    const one = (await t.api('/catalogue', {}, await t.portal.appToken({ tid: 1 }))).body.result.trips
    const two = (await t.api('/catalogue', {}, await t.portal.appToken({ tid: 2 }))).body.result.trips
    expect(one.map((trip: { price: string }) => trip.price)).toEqual(['1599.50'])
    expect(two.map((trip: { price: string }) => trip.price)).toEqual(['99.99'])
    expect(one[0].departures).toEqual([
      { date: '2026-05-01', seatsLeft: 10 },
      { date: '2026-06-01', seatsLeft: 10 },
    ])
  })

  it('books a trip pending approval in the portal, and settles it when the manager approves', async () => {
    const token = await t.portal.appToken({ tid: 1, sub: 'booker' })
    const trip = await tripOf(token)
    const made = await t.api('/bookings/create', { tripId: trip.id, date: '2026-05-01', travellers: 2 }, token)
    expect(made.body.code).toBe(0)
    const { booking, budget } = made.body.result
    expect(booking).toMatchObject({ state: 'pending', amount: '3199.00', travellers: 2, date: '2026-05-01' })
    expect(budget).toEqual({ year: 2026, total: '5000.00', used: '3199.00', left: '1801.00' })
    const approval = t.portal.approvals.at(-1)!
    expect(approval).toMatchObject({
      tenantId: 1,
      userId: 'booker',
      body: { amount: '3199.00', reference: booking.id },
    })
    expect(approval.body.title).toBe('Trip booking: Three days in the Yellow Mountains')
    expect((await tripOf(token)).departures[0].seatsLeft).toBe(8)

    t.portal.decide(approval.approvalId, 'approved')
    const listed = (await t.api('/bookings/list', {}, token)).body.result
    expect(listed.settled).toBe(true)
    expect(listed.bookings.map((b: { id: string; state: string }) => [b.id, b.state])).toEqual([
      [booking.id, 'approved'],
    ])
    expect(listed.budget.left).toBe('1801.00')
  })

  it('refuses a booking above the budget left, with the amounts, and starts no approval', async () => {
    const token = await t.portal.appToken({ tid: 1, sub: 'spender' })
    const trip = await tripOf(token)
    const before = t.portal.approvals.length
    await t.api('/bookings/create', { tripId: trip.id, date: '2026-06-01', travellers: 3 }, token)
    const refused = await t.api('/bookings/create', { tripId: trip.id, date: '2026-06-01', travellers: 1 }, token)
    expect(refused.body).toEqual({
      code: 400203,
      msg: 'This booking costs ¥1599.50, more than the ¥201.50 left of your welfare budget this year',
    })
    const zh = await t.api('/bookings/create', { tripId: trip.id, date: '2026-06-01', travellers: 1 }, token, 'zh-CN')
    expect(zh.body.msg).toBe('本次预订金额 ¥1599.50 超出您今年剩余的福利预算 ¥201.50')
    expect(t.portal.approvals.length).toBe(before + 1)
  })

  it('refuses more travellers than seats left, a date not offered and a trip of another tenant', async () => {
    const token = await t.portal.appToken({ tid: 2, sub: 'x' })
    const trip = await tripOf(token)
    expect(
      (await t.api('/bookings/create', { tripId: trip.id, date: '2026-07-01', travellers: 11 }, token)).body,
    ).toEqual({ code: 400202, msg: 'Only 10 seats are left on the departure of 2026-07-01' })
    expect(
      (await t.api('/bookings/create', { tripId: trip.id, date: '2026-07-02', travellers: 1 }, token)).body.code,
    ).toBe(400201)
    const other = await tripOf(await t.portal.appToken({ tid: 1 }))
    expect(
      (await t.api('/bookings/create', { tripId: other.id + 100, date: '2026-05-01', travellers: 1 }, token)).body.code,
    ).toBe(404201)
  })

  it('cancels a pending booking, freeing its budget, and refuses to cancel it again or another tenant’s booking', async () => {
    const token = await t.portal.appToken({ tid: 2, sub: 'canceller' })
    const trip = await tripOf(token)
    const { booking } = (await t.api('/bookings/create', { tripId: trip.id, date: '2026-07-01', travellers: 3 }, token))
      .body.result
    const stranger = await t.api(
      '/bookings/cancel',
      { id: booking.id },
      await t.portal.appToken({ tid: 1, sub: 'canceller' }),
    )
    expect(stranger.body.code).toBe(404202)
    const cancelled = (await t.api('/bookings/cancel', { id: booking.id }, token)).body.result
    expect(cancelled.booking.state).toBe('cancelled')
    expect(cancelled.budget).toEqual({ year: 2026, total: '800.00', used: '0.00', left: '800.00' })
    expect((await t.api('/bookings/cancel', { id: booking.id }, token)).body.code).toBe(400205)
  })

  it('frees the budget of a rejected booking and shows a withdrawn approval as cancelled', async () => {
    const token = await t.portal.appToken({ tid: 2, sub: 'rejected' })
    const trip = await tripOf(token)
    await t.api('/bookings/create', { tripId: trip.id, date: '2026-07-01', travellers: 1 }, token)
    await t.api('/bookings/create', { tripId: trip.id, date: '2026-07-01', travellers: 1 }, token)
    const [first, second] = t.portal.approvals.slice(-2)
    t.portal.decide(first.approvalId, 'rejected')
    t.portal.decide(second.approvalId, 'withdrawn')
    const listed = (await t.api('/bookings/list', {}, token)).body.result
    expect(listed.bookings.map((b: { state: string }) => b.state).sort()).toEqual(['cancelled', 'rejected'])
    expect(listed.budget.left).toBe('800.00')
  })

  it('refuses to book when the portal cannot start the approval, and holds nothing', async () => {
    const token = await t.portal.appToken({ tid: 2, sub: 'unlucky' })
    const trip = await tripOf(token)
    t.portal.scopes = []
    const refused = await t.api('/bookings/create', { tripId: trip.id, date: '2026-07-01', travellers: 1 }, token)
    t.portal.scopes = ['approvals.start']
    expect(refused.body.code).toBe(403201)
    const listed = (await t.api('/bookings/list', {}, token)).body.result
    expect(listed.bookings).toEqual([])
    expect(listed.budget.used).toBe('0.00')
  })

  it('answers a malformed body with code 400000 and a message', async () => {
    const token = await t.portal.appToken({ tid: 1 })
    const bad = await t.api('/bookings/create', { tripId: 1, date: '1 May', travellers: 0 }, token)
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe(400000)
    expect(bad.body.msg).toMatch(/^The request is not valid: /)
  })
})

describe('pages', () => {
  it('serves the manifest with its entry on this origin and the scopes it asks for (directory.read for the staff sync)', async () => {
    const manifest = await (await fetch(`${t.shop.url}/manifest.json`)).json()
    expect(manifest).toMatchObject({
      code: 'tour-shop',
      entry: `${t.shop.url}/app/`,
      scopes: ['approvals.start', 'directory.read'],
    })
  })

  it('serves every page under /app/ with the portal config, framed only by the shell', async () => {
    const page = await fetch(`${t.shop.url}/app/bookings`)
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors http://portal.test')
    const html = await page.text()
    expect(html).toContain(`"gatewayUrl":"${t.portal.url}/gateway"`)
    expect(html).toContain('"shellOrigins":["http://portal.test"]')
    expect((await fetch(`${t.shop.url}/app/assets/main-abc.js`)).status).toBe(200)
    expect((await fetch(`${t.shop.url}/app/assets/..%2fsecret.js`)).status).toBe(404)
  })
})

describe("the tenant's settings, from the shop's settings page in the portal", () => {
  const admin = (tid = 1) => t.portal.appToken({ tid, scope: 'session.appToken env app.settings' })

  it('let an app administrator (a settings token) set the welfare budget, for their own tenant only', async () => {
    const saved = await t.api('/settings/budget', { year: '2027', amount: '1234.5' }, await admin())
    expect(saved.body).toMatchObject({ code: 0 })
    expect(saved.body.result.budgets).toContainEqual({ year: 2027, perEmployee: '1234.50' })
    const listed = (await t.api('/settings/budgets', {}, await admin())).body.result.budgets
    expect(listed).toContainEqual({ year: 2027, perEmployee: '1234.50' })
    const other = (await t.api('/settings/budgets', {}, await admin(2))).body.result.budgets
    expect(other).not.toContainEqual(expect.objectContaining({ year: 2027 }))
  })

  it('refuses any other token of the app, which every user who opens it gets', async () => {
    for (const path of ['/settings/budgets', '/settings/budget']) {
      const refused = await t.api(path, { year: '2027', amount: '1' }, await t.portal.appToken({ tid: 1 }))
      expect([refused.status, refused.body.code, refused.body.msg]).toEqual([
        403,
        403202,
        "Only your company's app administrators may change the shop's settings, from the portal",
      ])
    }
  })

  it('names an amount that is not money in the caller’s language', async () => {
    const refused = await t.api('/settings/budget', { year: '2027', amount: 'lots' }, await admin(), 'zh-CN')
    expect(refused.body.code).toBe(400000)
    expect(refused.body.msg).toBe('请求内容不正确：金额（元）：应为金额，如 1599 或 1599.50')
  })
})
