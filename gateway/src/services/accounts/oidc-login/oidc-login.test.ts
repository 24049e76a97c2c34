import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { signInAtProvider } from './sign-in-at-provider'
import { BROWSER_COOKIE, FAILED_LOCATION } from './oidc-routes'
import { HANDOFF_COOKIE } from './handoff'

const FAILED = FAILED_LOCATION

describe('OpenID Connect sign-in against the local provider', () => {
  let gateway: TestGateway
  const redirectUri = () => `${gateway.ctx.config.shellOrigin}/gateway/uac/oidc/callback`

  /** GET /start as a browser would: answers the provider URL and the browser key cookie. */
  async function start(query = '', cookie?: string) {
    const answer = await gateway.app.inject({
      method: 'GET',
      url: `/gateway/uac/oidc/start${query}`,
      headers: cookie ? { cookie } : {},
    })
    expect(answer.statusCode).toBe(302)
    const set = answer.cookies.find((c) => c.name === BROWSER_COOKIE)
    return {
      location: String(answer.headers.location),
      cookie: set ? `${BROWSER_COOKIE}=${set.value}` : (cookie ?? ''),
      set,
    }
  }
  /** The hand-off cookies the gateway gave with each code, as the browser that got it keeps them. */
  const handoffCookies = new Map<string, string>()
  const handoffOf = (location: string) => new URLSearchParams(location.split('?')[1]).get('sso') ?? ''
  /** The provider's redirect back, delivered to the gateway with this browser's cookie. */
  async function callback(url: URL, cookie: string) {
    const answer = await gateway.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: cookie ? { cookie } : {},
    })
    expect(answer.statusCode).toBe(302)
    const location = String(answer.headers.location)
    const set = answer.cookies.find((c) => c.name === HANDOFF_COOKIE)
    if (set) handoffCookies.set(handoffOf(location), `${HANDOFF_COOKIE}=${set.value}`)
    return location
  }
  /** The login page's POST of a code, from the browser that holds it unless another cookie is named. */
  const post = (path: string, code: string, cookie = handoffCookies.get(code) ?? '', lang = 'zh-CN') =>
    gateway.post(`/gateway/uac/oidc/${path}`, { code }, undefined, {
      origin: gateway.ctx.config.shellOrigin,
      cookie,
      'accept-language': lang,
    })
  const exchange = (code: string, cookie?: string) => post('exchange', code, cookie)

  async function signIn(username: string, password: string, query = '') {
    const begun = await start(query)
    const back = await signInAtProvider(begun.location, redirectUri(), username, password)
    return { ...begun, back, location: await callback(back, begun.cookie) }
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  it('tells the login page that single sign-on is on, with no provider name of its own, and starts a local provider for it', async () => {
    const answer = await gateway.app.inject({ method: 'GET', url: '/gateway/uac/oidc/config' })
    expect(answer.json()).toMatchObject({ code: 0, result: { enabled: true, name: '' } })
    expect(gateway.ctx.integrations.devServices.oidc).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('sends the browser to the provider with PKCE S256, state and nonce, and binds the attempt to it by an httpOnly cookie', async () => {
    const begun = await start()
    const url = new URL(begun.location)
    expect(url.origin).toBe(gateway.ctx.integrations.devServices.oidc)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri())
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/)
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/)
    expect(begun.set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/gateway/uac/oidc' })
    const row = await gateway.ctx.db
      .selectFrom('oidc_login')
      .selectAll()
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    expect(JSON.stringify(row)).not.toContain(url.searchParams.get('state'))
  })

  it('signs in the portal user with the provider user’s verified e-mail, through a one-time hand-off code', async () => {
    const { location } = await signIn('staff', 'Staff@12345', '?remember=1')
    expect(location).toMatch(/^\/login\?sso=[\w-]{43}$/)
    const answer = await exchange(handoffOf(location))
    expect(answer.body).toMatchObject({ code: 0, result: { loginUserId: 2, tenantId: 1 } })
    expect(answer.body.result.token).toMatch(/\S{20,}/)
    expect(location).not.toContain(answer.body.result.token)
    const sessionCookie = answer.headers['set-cookie'] as string[] | string
    expect(String(sessionCookie)).toMatch(/Expires=/)
    expect((await gateway.post('/gateway/uac/web/getTokenInfo', {}, answer.body.result.token)).body.code).toBe(0)
  })

  it('lets a user of several tenants pick one, as every other sign-in does', async () => {
    const { location } = await signIn('admin', 'Admin@12345')
    const answer = await exchange(handoffOf(location))
    expect(answer.body).toMatchObject({ code: 0, result: { needTenant: true } })
    expect(answer.body.result.tenants.map((t: { tenantId: number }) => t.tenantId)).toEqual([1, 2])
  })

  it('accepts a hand-off code once, and for one minute only', async () => {
    const first = handoffOf((await signIn('staff', 'Staff@12345')).location)
    expect((await exchange(first)).body.code).toBe(0)
    expect((await exchange(first)).body).toMatchObject({ code: 400801, msg: '第三方登录失败' })
    const second = handoffOf((await signIn('staff', 'Staff@12345')).location)
    gateway.setNow(Date.now() + 61_000)
    try {
      expect((await exchange(second)).body).toMatchObject({ code: 400801, msg: '第三方登录失败' })
    } finally {
      gateway.setNow(Date.now())
    }
    expect((await exchange('not-a-code')).body.code).toBe(400801)
  })

  it('binds the hand-off code to the browser the provider sent back, by an httpOnly SameSite=Strict cookie', async () => {
    const begun = await start()
    const back = await signInAtProvider(begun.location, redirectUri(), 'staff', 'Staff@12345')
    const answer = await gateway.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: begun.cookie },
    })
    const set = answer.cookies.find((c) => c.name === HANDOFF_COOKIE)
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/gateway/uac/oidc' })
    expect(set?.value).toMatch(/^[\w-]{43}$/)
    expect(set?.secure).toBeFalsy() // the test shell origin is plain http; an https origin gets Secure
    const row = await gateway.ctx.db
      .selectFrom('oidc_handoff')
      .selectAll()
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    expect(row.browser_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(row)).not.toContain(set!.value)
  })

  it('refuses a hand-off code in a browser it was not handed to, in the request language, and spends it', async () => {
    const code = handoffOf((await signIn('staff', 'Staff@12345')).location)
    expect((await post('exchange', code, '', 'en')).body).toMatchObject({
      code: 400803,
      msg: 'This sign-in was not started in this browser, so it was refused. To sign in, start again on this page.',
    })
    // Spent: not even the browser that got it can use it now.
    expect((await exchange(code)).body).toMatchObject({ code: 400801 })
  })

  it("refuses an attacker's code in a victim's browser that holds a hand-off cookie of its own", async () => {
    const attackers = handoffOf((await signIn('admin', 'Admin@12345')).location)
    const victims = handoffOf((await signIn('staff', 'Staff@12345')).location)
    expect((await exchange(attackers, handoffCookies.get(victims))).body).toMatchObject({
      code: 400803,
      msg: '此登录不是在当前浏览器中发起的，已被拒绝。如需登录，请在本页重新开始。',
    })
    expect((await exchange(victims)).body).toMatchObject({ code: 0, result: { loginUserId: 2 } })
  })

  it('names the account of a code without spending it while the person is asked, for up to five minutes', async () => {
    const code = handoffOf((await signIn('staff', 'Staff@12345')).location)
    expect((await post('handoffUser', code, '')).body.code).toBe(400803)
    const other = handoffOf((await signIn('staff', 'Staff@12345')).location)
    expect((await post('handoffUser', other)).body).toMatchObject({
      code: 0,
      result: { loginUserId: 2, userName: 'staff' },
    })
    gateway.setNow(Date.now() + 4 * 60_000)
    try {
      expect((await exchange(other)).body).toMatchObject({ code: 0, result: { loginUserId: 2 } })
    } finally {
      gateway.setNow(Date.now())
    }
    const late = handoffOf((await signIn('staff', 'Staff@12345')).location)
    expect((await post('handoffUser', late)).body.code).toBe(0)
    gateway.setNow(Date.now() + 5 * 60_000 + 1000)
    try {
      expect((await exchange(late)).body).toMatchObject({ code: 400801 })
    } finally {
      gateway.setNow(Date.now())
    }
  })

  it('drops a code the person chose not to use', async () => {
    const code = handoffOf((await signIn('staff', 'Staff@12345')).location)
    expect((await post('dismiss', code)).body).toMatchObject({ code: 0 })
    expect((await exchange(code)).body).toMatchObject({ code: 400801 })
  })

  it('refuses a replayed state: the same callback a second time fails', async () => {
    const { back, cookie, location } = await signIn('staff', 'Staff@12345')
    expect(location).toMatch(/^\/login\?sso=/)
    expect(await callback(back, cookie)).toBe(FAILED)
  })

  it('refuses a callback URL replayed from another browser, and the browser that started still succeeds', async () => {
    const begun = await start()
    const back = await signInAtProvider(begun.location, redirectUri(), 'staff', 'Staff@12345')
    expect(await callback(back, '')).toBe(FAILED)
    expect(await callback(back, `${BROWSER_COOKIE}=${'x'.repeat(43)}`)).toBe(FAILED)
    expect(await callback(back, begun.cookie)).toMatch(/^\/login\?sso=/)
  })

  it('sets a fresh browser key on every start, never the one the browser sent', async () => {
    const planted = `${BROWSER_COOKIE}=${'k'.repeat(43)}`
    const begun = await start('', planted)
    expect(begun.set?.value).toMatch(/^[\w-]{43}$/)
    expect(begun.cookie).not.toBe(planted)
    // An attempt begun with a key someone planted cannot be finished with that key.
    const back = await signInAtProvider(begun.location, redirectUri(), 'staff', 'Staff@12345')
    expect(await callback(back, planted)).toBe(FAILED)
    expect(await callback(back, begun.cookie)).toMatch(/^\/login\?sso=/)
    const again = await start('', begun.cookie)
    expect(again.cookie).not.toBe(begun.cookie)
  })

  it('refuses tampered callbacks: another code, another state, a missing or doubled state', async () => {
    for (const tamper of [
      (url: URL) => url.searchParams.set('code', `${url.searchParams.get('code')}x`),
      // Another last character (never the one it had).
      (url: URL) =>
        url.searchParams.set(
          'state',
          url.searchParams.get('state')!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        ),
      (url: URL) => url.searchParams.delete('state'),
      (url: URL) => url.searchParams.append('state', url.searchParams.get('state')!),
      (url: URL) => url.searchParams.set('iss', 'https://attacker.example'),
    ]) {
      const begun = await start()
      const back = await signInAtProvider(begun.location, redirectUri(), 'staff', 'Staff@12345')
      tamper(back)
      expect(await callback(back, begun.cookie)).toBe(FAILED)
    }
  })

  it('fails when the provider user matches no portal user', async () => {
    expect((await signIn('outsider', 'Outsider@12345')).location).toBe(FAILED)
  })

  it('fails when the user cancels at the provider', async () => {
    const begun = await start()
    const back = await signInAtProvider(begun.location, redirectUri(), '', '', 'abort')
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(await callback(back, begun.cookie)).toBe(FAILED)
  })

  it('fails when the sign-in at the provider took longer than 10 minutes', async () => {
    const begun = await start()
    const back = await signInAtProvider(begun.location, redirectUri(), 'staff', 'Staff@12345')
    gateway.setNow(Date.now() + 10 * 60_000 + 1000)
    try {
      expect(await callback(back, begun.cookie)).toBe(FAILED)
    } finally {
      gateway.setNow(Date.now())
    }
  })
})
