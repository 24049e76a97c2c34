import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startShopUnderTest } from './testing/shop-under-test'

let t: Awaited<ReturnType<typeof startShopUnderTest>>
beforeAll(async () => {
  t = await startShopUnderTest()
  await t.api('/catalogue', {}, await t.portal.appToken({ tid: 3 }))
  await t.api('/catalogue', {}, await t.portal.appToken({ tid: 4 }))
})
afterAll(() => t.close())

const SANYA = {
  titleZh: '三亚五日游',
  titleEn: 'Five days in Sanya',
  destination: '三亚',
  days: '5',
  price: '3999',
  seats: '20',
  dates: '2026-09-01\n2026-08-01',
}

describe("the tenant's trip catalogue, on the shop's settings page in the portal", () => {
  it('lets an app administrator add, change and delete trips, for their own tenant only', async () => {
    const admin = await t.settingsToken(3)
    const added = await t.api('/settings/trip', SANYA, admin)
    expect(added.body.code).toBe(0)
    const id = added.body.result.id as number
    expect(added.body.result.trips).toEqual([
      expect.objectContaining({
        id,
        titleEn: 'Five days in Sanya',
        price: '3999.00',
        dates: ['2026-08-01', '2026-09-01'],
      }),
    ])
    // Staff of the tenant see it in the shop's catalogue; another tenant neither there nor in its settings.
    const catalogue = (await t.api('/catalogue', {}, await t.portal.appToken({ tid: 3 }))).body.result.trips
    expect(catalogue).toMatchObject([{ id, titleEn: 'Five days in Sanya', seats: 20 }])
    expect((await t.api('/settings/trips', {}, await t.settingsToken(4))).body.result.trips).toEqual([])

    const changed = await t.api('/settings/trip', { ...SANYA, id, price: '3500.5', seats: '12' }, admin)
    expect(changed.body.result.trips).toMatchObject([{ id, price: '3500.50', seats: 12 }])
    // Another tenant's administrator cannot change or delete it by its id.
    const other = await t.settingsToken(4)
    expect((await t.api('/settings/trip', { ...SANYA, id }, other)).body.code).toBe(404201)
    expect((await t.api('/settings/trip/delete', { id }, other)).body.code).toBe(404201)
    expect((await t.api('/settings/trips', {}, admin)).body.result.trips).toHaveLength(1)

    expect((await t.api('/settings/trip/delete', { id }, admin)).body).toMatchObject({ code: 0, result: { trips: [] } })
  })

  it('names the first wrong field in the caller’s language, and never takes a tenant from the body', async () => {
    const admin = await t.settingsToken(3)
    const refused = await t.api('/settings/trip', { ...SANYA, days: '0' }, admin, 'zh-CN')
    expect([refused.body.code, refused.body.msg]).toEqual([400000, '请求内容不正确：天数：应为 1 到 60 之间的整数'])
    const dates = await t.api('/settings/trip', { ...SANYA, dates: '2026-02-30' }, admin)
    expect(dates.body.msg).toContain('Departure dates')
    // A field the form does not have is dropped: the trip is always the caller's tenant's.
    const stray = await t.api('/settings/trip', { ...SANYA, tenantId: 4 }, admin)
    expect((await t.api('/settings/trips', {}, await t.settingsToken(4))).body.result.trips).toEqual([])
    expect((await t.api('/settings/trip/delete', { id: stray.body.result.id }, admin)).body.code).toBe(0)
    expect((await t.api('/settings/trip/delete', { id: 'all' }, admin)).body.code).toBe(400000)
  })

  it('refuses the app token every user of the shop gets', async () => {
    const user = await t.portal.appToken({ tid: 3 })
    for (const [path, body] of [
      ['/settings/trips', {}],
      ['/settings/trip', SANYA],
      ['/settings/trip/delete', { id: 1 }],
    ] as const) {
      const refused = await t.api(path, body, user)
      expect([refused.status, refused.body.code]).toEqual([403, 403202])
    }
  })
})
