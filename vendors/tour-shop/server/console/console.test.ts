import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONSOLE_PASSWORD, startShopUnderTest } from '../testing/shop-under-test'

let t: Awaited<ReturnType<typeof startShopUnderTest>>
beforeAll(async () => {
  t = await startShopUnderTest()
  await t.api('/catalogue', {}, await t.portal.appToken({ tid: 7 }))
})
afterAll(() => t.close())

const login = (password: string, headers: Record<string, string> = {}) =>
  fetch(`${t.shop.url}/console/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en', ...headers },
    body: new URLSearchParams({ password }),
  })

describe('vendor console sign-in', () => {
  it('signs in with the password, in an httpOnly SameSite=Strict cookie, and lists the tenants seen', async () => {
    const response = await login(CONSOLE_PASSWORD)
    expect(response.status).toBe(303)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^tour_console=[\w-]{40,};/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    const page = await (
      await fetch(`${t.shop.url}/console/`, { headers: { cookie: cookie.split(';')[0], 'accept-language': 'en' } })
    ).text()
    expect(page).toContain('<a href="/console/tenants/7">Company 7</a>')
  })

  it('refuses a wrong password, then every try for a minute after five wrong ones', async () => {
    const wrong = await login('nope')
    expect(wrong.status).toBe(401)
    expect(wrong.headers.get('set-cookie')).toBeNull()
    expect(await wrong.text()).toContain('The password is wrong')
    for (let i = 0; i < 4; i++) await login('nope')
    const throttled = await login(CONSOLE_PASSWORD)
    expect(throttled.status).toBe(429)
    expect(await throttled.text()).toContain('Too many tries')
    t.now.value = new Date(t.now.value.getTime() + 61_000)
    expect((await login(CONSOLE_PASSWORD)).status).toBe(303)
  })

  it('sends a visitor without a session back to sign in, and refuses their forms', async () => {
    expect((await fetch(`${t.shop.url}/console/tenants/7`, { redirect: 'manual' })).headers.get('location')).toBe(
      '/console/',
    )
    const forged = await t.consoleForm('tour_console=made-up-token-that-is-long-enough', '/console/tenants/7/sync', {})
    expect(forged.status).toBe(401)
  })

  it('refuses a form posted from another origin even with a session', async () => {
    const cookie = await t.consoleCookie()
    const response = await fetch(`${t.shop.url}/console/tenants/7/sync`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: 'http://evil.test' },
      body: new URLSearchParams({}),
    })
    expect(response.status).toBe(403)
  })

  it('ends the session on sign-out', async () => {
    const cookie = await t.consoleCookie()
    await t.consoleForm(cookie, '/console/logout', {})
    expect((await fetch(`${t.shop.url}/console/tenants/7`, { redirect: 'manual', headers: { cookie } })).status).toBe(
      303,
    )
  })
})

describe('vendor console tenants', () => {
  it("no longer edits a tenant's trips or budget: its page points to the settings page in the portal", async () => {
    const cookie = await t.consoleCookie()
    for (const path of ['/console/tenants/7/trips', '/console/tenants/7/budget', '/console/tenants/7/trips/1'])
      expect((await t.consoleForm(cookie, path, { year: '2026', amount: '1' })).status).toBe(404)
    const page = await (
      await fetch(`${t.shop.url}/console/tenants/7`, { headers: { cookie, 'accept-language': 'en' } })
    ).text()
    expect(page).toContain('settings page in the portal')
    expect(page).not.toContain('action="/console/tenants/7/budget"')
    expect(page).not.toContain('action="/console/tenants/7/trips"')
  })

  it('answers 404 for a tenant that never used the app', async () => {
    const cookie = await t.consoleCookie()
    expect((await fetch(`${t.shop.url}/console/tenants/99`, { headers: { cookie } })).status).toBe(404)
  })
})
