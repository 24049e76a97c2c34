import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startShopUnderTest } from '../testing/shop-under-test'

let t: Awaited<ReturnType<typeof startShopUnderTest>>
beforeAll(async () => {
  t = await startShopUnderTest()
  await t.api('/catalogue', {}, await t.portal.appToken({ tid: 7 }))
  await t.api('/catalogue', {}, await t.portal.appToken({ tid: 8 }))
})
afterAll(() => t.close())

const CLIENT = `cid_${'x'.repeat(22)}`
const SECRET = `cs_${'y'.repeat(43)}`

describe("the vendor console's portal staff sync", () => {
  it('keeps the pasted background credential, runs the sync on demand over HTTP, shows its result, and is refused once revoked', async () => {
    t.portal.credentials.set(CLIENT, { secret: SECRET, tenantId: 7 })
    t.portal.staff[7] = Array.from({ length: 130 }, (_, i) => ({ id: `p${i}`, name: `Person ${i}`, unitName: 'Sales' }))
    t.portal.staff[8] = [{ id: 'other', name: 'Not 7', unitName: 'HQ' }]
    const cookie = await t.consoleCookie()
    const page = async (tid = 7) =>
      (await fetch(`${t.shop.url}/console/tenants/${tid}`, { headers: { cookie, 'accept-language': 'en' } })).text()
    expect(await page()).toContain('No background credential yet')

    const bad = await t.consoleForm(cookie, '/console/tenants/7/credential', { clientId: 'nope', clientSecret: 'x' })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Enter a client ID starting with cid_')
    const saved = await t.consoleForm(cookie, '/console/tenants/7/credential', {
      clientId: CLIENT,
      clientSecret: SECRET,
    })
    expect(saved.status).toBe(303)
    const shown = await page()
    expect(shown).toContain(`Background credential ${CLIENT}`)
    expect(shown).not.toContain(SECRET)

    expect((await t.consoleForm(cookie, '/console/tenants/7/sync', {})).status).toBe(303)
    expect(await page()).toContain('130 staff copied')
    expect(await page()).toContain('Staff kept by the shop: 130')
    expect(t.portal.calls).toContain('/gateway/vendor/api/oauth/token')
    // Tenant 8 has no credential: nothing of tenant 7 is shown there.
    expect(await page(8)).toContain('Staff kept by the shop: 0')

    t.portal.credentials.delete(CLIENT)
    await t.consoleForm(cookie, '/console/tenants/7/sync', {})
    const refused = await page()
    expect(refused).toContain('failed: Unknown or revoked client id, or wrong client secret')
    expect(refused).toContain('Staff kept by the shop: 130')
  })
})
