import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { SIMULATED_PEOPLE } from '../../../integrations/messaging/simulators/people'
import type { Platform } from '../../../integrations/messaging/types'
import { wecomConnector } from '../../../integrations/messaging/wecom'
import { createAutoLoginToken } from './auto-login-token'
import { hashToken } from '../../../core/auth/token'
import { MESSAGING_COOKIE } from './login-state'
import { HANDOFF_COOKIE } from '../oidc-login/handoff'

const STAFF_MOBILE = '13547620649'
const ILLEGAL = { code: 400701, msg: 'Parameter is illegal' }
const OTHER_BROWSER = {
  code: 400706,
  msg: 'This sign-in was not started in this browser, so it was refused. To sign in, start again on this page.',
}

describe('enterprise messaging login', () => {
  let gateway: TestGateway
  /** The cookie each state was issued with, as the browser that started the sign-in keeps it. */
  const browsers = new Map<string, string>()
  const post = (path: string, body: Record<string, unknown>, cookie = '') =>
    gateway.post(`/gateway/uac/account/${path}`, body, undefined, {
      origin: gateway.ctx.config.shellOrigin,
      cookie,
      'accept-language': 'en',
    })
  /** The login page's POST of the /login query, from the browser that started the sign-in unless another cookie is named. */
  const login = (query: Record<string, unknown>, cookie = browsers.get(String(query.state)) ?? '') =>
    post('messagingLogin', query, cookie).then((a) => a.body)

  /** The portal's button: the platform's page, with the state issued to this browser. */
  async function start(platform: Platform) {
    const answer = await post('messagingAuthorizeUrl', { platform })
    expect(answer.body.code).toBe(0)
    const page = new URL(answer.body.result.url)
    const set = (answer.headers['set-cookie'] ? [answer.headers['set-cookie']].flat() : [])
      .map(String)
      .find((c) => c.startsWith(`${MESSAGING_COOKIE}=`))
    browsers.set(page.searchParams.get('state')!, set!.split(';')[0])
    return { page, set: set!, state: page.searchParams.get('state')! }
  }

  /** What a person does: open the platform's page from the portal's button, pick themselves, come back to /login. */
  async function callbackFrom(platform: Platform, person: string): Promise<Record<string, string>> {
    const { page } = await start(platform)
    expect(await (await fetch(page)).text()).toContain('邓洋娟')
    const form = new URLSearchParams(page.searchParams)
    form.set('person', person)
    const confirmed = await fetch(new URL(page.pathname, page), { method: 'POST', body: form, redirect: 'manual' })
    expect(confirmed.status).toBe(302)
    const back = new URL(confirmed.headers.get('location')!)
    expect(`${back.origin}${back.pathname}`).toBe(`${gateway.ctx.config.shellOrigin}/login`)
    expect(back.searchParams.get('state')).toBe(page.searchParams.get('state'))
    return Object.fromEntries(back.searchParams)
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  it('simulates people whose mobiles are the demo users, one stranger and one without a mobile', async () => {
    const phones = (await gateway.ctx.db.selectFrom('app_user').select(['user_name', 'phone']).execute()).map((u) => [
      u.user_name,
      u.phone,
    ])
    expect(phones).toEqual(
      expect.arrayContaining([
        ['admin', '13800000000'],
        ['staff', STAFF_MOBILE],
        ['hr', '15086778828'],
      ]),
    )
    expect(SIMULATED_PEOPLE.filter((p) => phones.some(([, phone]) => phone === p.mobile)).map((p) => p.key)).toEqual([
      'admin',
      'staff',
      'hr',
    ])
    expect(SIMULATED_PEOPLE.find((p) => p.key === 'nomobile')?.mobile).toBeNull()
    expect(Object.keys(gateway.ctx.integrations.devServices)).toEqual(
      expect.arrayContaining(['wecom', 'dingtalk', 'feishu']),
    )
  })

  it.each(['wecom', 'dingtalk', 'feishu'] as const)(
    'signs staff in through the %s simulator, matched by mobile',
    async (platform) => {
      const query = await callbackFrom(platform, 'staff')
      const answer = await login(query)
      expect(answer).toMatchObject({ code: 0, result: { mobile: STAFF_MOBILE } })
      expect(typeof answer.result.token).toBe('string')
    },
  )

  it('brings each platform back with its §2 combination', async () => {
    expect(Object.keys(await callbackFrom('wecom', 'staff'))).toEqual(expect.arrayContaining(['auth_code']))
    expect(Object.keys(await callbackFrom('dingtalk', 'staff'))).toEqual(
      expect.arrayContaining(['corpId', 'authCode', 'timestamp', 'sign']),
    )
    expect(Object.keys(await callbackFrom('feishu', 'staff'))).toEqual(
      expect.arrayContaining(['authCorpId', 'userId', 'vCode', 'sign', 'appCode']),
    )
  })

  it('refuses a tampered platform signature', async () => {
    const dingtalk = await callbackFrom('dingtalk', 'staff')
    expect(await login({ ...dingtalk, authCode: `${dingtalk.authCode}x` })).toMatchObject(ILLEGAL)
    expect(
      await login({ ...dingtalk, sign: dingtalk.sign.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) }),
    ).toMatchObject(ILLEGAL)
    const feishu = await callbackFrom('feishu', 'staff')
    expect(await login({ ...feishu, userId: 'ou_admin' })).toMatchObject(ILLEGAL)
    // The untouched callbacks were not spent by the refused ones.
    expect((await login(dingtalk)).code).toBe(0)
    expect((await login(feishu)).code).toBe(0)
  })

  it('refuses a callback signed with a timestamp outside five minutes', async () => {
    const query = await callbackFrom('dingtalk', 'staff')
    gateway.setNow(Date.now() + 6 * 60_000)
    try {
      expect(await login(query)).toMatchObject(ILLEGAL)
      expect(await login({ ...(await callbackFrom('feishu', 'staff')) })).toMatchObject(ILLEGAL)
    } finally {
      gateway.setNow(Date.now())
    }
  })

  it.each(['wecom', 'dingtalk', 'feishu'] as const)('refuses a replay of the same %s callback', async (platform) => {
    const query = await callbackFrom(platform, 'staff')
    expect((await login(query)).code).toBe(0)
    expect(await login(query)).toMatchObject(ILLEGAL)
  })

  it('issues the OAuth state to this browser: an httpOnly SameSite=Strict cookie for messagingLogin only, both kept as hashes', async () => {
    const { set, state } = await start('dingtalk')
    expect(set).toMatch(
      /^messaging_browser=[\w-]{43}; Max-Age=600; Path=\/gateway\/uac\/account\/messagingLogin; HttpOnly; SameSite=Strict$/,
    )
    expect(state).toMatch(/^[\w-]{43}$/)
    const row = await gateway.ctx.db
      .selectFrom('messaging_login')
      .selectAll()
      .where('state_hash', '=', hashToken(state))
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ platform: 'dingtalk', used_at: null })
    expect(JSON.stringify(row)).not.toContain(state)
    expect(JSON.stringify(row)).not.toContain(browsers.get(state)!.split('=')[1])
  })

  it.each(['wecom', 'dingtalk', 'feishu'] as const)(
    'refuses a %s callback in a browser that did not start it, and spends it',
    async (platform) => {
      const query = await callbackFrom(platform, 'staff')
      expect(await login(query, '')).toMatchObject(OTHER_BROWSER)
      // Spent: the browser that started it cannot use it after it travelled.
      expect(await login(query)).toMatchObject(ILLEGAL)
    },
  )

  it("refuses an attacker's callback in a victim's browser that started a sign-in of its own", async () => {
    const attackers = await callbackFrom('wecom', 'admin')
    const victims = await callbackFrom('wecom', 'staff')
    expect(await login(attackers, browsers.get(victims.state))).toMatchObject(OTHER_BROWSER)
    expect(await login(victims)).toMatchObject({ code: 0, result: { mobile: STAFF_MOBILE } })
  })

  it('refuses a callback without the state, with a state it never issued, or one issued for another platform', async () => {
    const { state: _dropped, ...stateless } = await callbackFrom('dingtalk', 'staff')
    expect(await login(stateless, '')).toMatchObject(OTHER_BROWSER)
    const invented = await callbackFrom('feishu', 'staff')
    expect(await login({ ...invented, state: 'x'.repeat(43) }, browsers.get(invented.state))).toMatchObject(
      OTHER_BROWSER,
    )
    const forWecom = await start('wecom')
    const dingtalk = await callbackFrom('dingtalk', 'staff')
    expect(await login({ ...dingtalk, state: forWecom.state })).toMatchObject(ILLEGAL)
  })

  it('answers in Chinese unless the request asks for English', async () => {
    const query = await callbackFrom('wecom', 'staff')
    const answer = await gateway.post('/gateway/uac/account/messagingLogin', query, undefined, {
      origin: gateway.ctx.config.shellOrigin,
    })
    expect(answer.body).toMatchObject({
      code: 400706,
      msg: '此登录不是在当前浏览器中发起的，已被拒绝。如需登录，请在本页重新开始。',
    })
  })

  it('refuses a state older than ten minutes', async () => {
    const query = await callbackFrom('wecom', 'staff')
    gateway.setNow(Date.now() + 10 * 60_000 + 1000)
    try {
      expect(await login(query)).toMatchObject(OTHER_BROWSER)
    } finally {
      gateway.setNow(Date.now())
    }
  })

  it('holds a callback for a signed-in person: names the account, and signs in only through the bound hand-off code', async () => {
    const query = await callbackFrom('feishu', 'staff')
    const held = await post('messagingLogin', { ...query, hold: true, noLogin7Days: true }, browsers.get(query.state))
    expect(held.body).toMatchObject({ code: 0, result: { held: true, loginUserId: 2, userName: 'staff' } })
    expect(held.body.result.token).toBeUndefined()
    expect(
      [held.headers['set-cookie']]
        .flat()
        .map(String)
        .some((c) => c.startsWith(`${HANDOFF_COOKIE}=`)),
    ).toBe(true)
    // The callback itself is spent.
    expect(await login(query)).toMatchObject(ILLEGAL)
    const exchange = (with_: string) =>
      gateway.post('/gateway/uac/oidc/exchange', { code: held.body.result.handoff }, undefined, {
        origin: gateway.ctx.config.shellOrigin,
        cookie: with_,
      })
    expect((await exchange('')).body).toMatchObject({ code: 400803 })
    const again = await post(
      'messagingLogin',
      { ...(await callbackFrom('feishu', 'staff')), hold: true },
      browsers.get(query.state),
    )
    expect(again.body.code).toBe(400706)
    const second = await callbackFrom('feishu', 'staff')
    const secondHeld = await post(
      'messagingLogin',
      { ...second, hold: true, noLogin7Days: true },
      browsers.get(second.state),
    )
    const secondCookie = [secondHeld.headers['set-cookie']]
      .flat()
      .map(String)
      .find((c) => c.startsWith(`${HANDOFF_COOKIE}=`))!
      .split(';')[0]
    const signedIn = await gateway.post(
      '/gateway/uac/oidc/exchange',
      { code: secondHeld.body.result.handoff },
      undefined,
      { origin: gateway.ctx.config.shellOrigin, cookie: secondCookie },
    )
    expect(signedIn.body).toMatchObject({ code: 0, result: { loginUserId: 2, mobile: STAFF_MOBILE } })
    expect(String(signedIn.headers['set-cookie'])).toMatch(/sso_sys_token=[^;]+;.*Expires=/)
    const security = await gateway.post('/gateway/uac/account/getSecurityInfo', {}, signedIn.body.result.token)
    expect(security.body.result.signIns[0]).toMatchObject({ method: 'messaging' })
  })

  it.each(['wecom', 'dingtalk', 'feishu'] as const)(
    'answers the §8 notices on %s when the mobile matches nobody or is missing',
    async (platform) => {
      expect(await login(await callbackFrom(platform, 'stranger'))).toMatchObject({
        code: 400704,
        msg: 'The mobile phone number does not exist, please confirm the account created by the administrator',
      })
      expect(await login(await callbackFrom(platform, 'nomobile'))).toMatchObject({
        code: 400705,
        msg: "Unable to obtain the current user's mobile phone number, please log out and try again",
      })
    },
  )

  it('answers Third party login failed when the platform refuses the code', async () => {
    const { state } = await start('wecom')
    expect(await login({ auth_code: 'a-code-wecom-never-issued', state })).toMatchObject({
      code: 400703,
      msg: 'Third party login failed',
    })
  })

  it('answers time out when the platform does not answer in time', async () => {
    const silent: Server = createServer(() => {
      /* never answers */
    })
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`
    const connectors = gateway.ctx.integrations.messaging.connectors
    const real = connectors.wecom
    connectors.wecom = wecomConnector({
      corpId: 'ww',
      agentId: '1',
      secret: 's',
      apiUrl: url,
      authorizeUrl: url,
      timeoutMs: 200,
    })
    try {
      const { state } = await start('wecom')
      expect(await login({ auth_code: 'any', state })).toMatchObject({ code: 400702, msg: 'time out' })
    } finally {
      connectors.wecom = real
      silent.closeAllConnections()
      silent.close()
    }
  })

  it('answers a clear failure for a platform this installation has not configured', async () => {
    const connectors = gateway.ctx.integrations.messaging.connectors
    const real = connectors.feishu
    delete connectors.feishu
    try {
      expect(
        (await gateway.post('/gateway/uac/account/messagingAuthorizeUrl', { platform: 'feishu' })).body,
      ).toMatchObject({ code: 400703 })
      expect(
        await login({
          authCorpId: 't',
          userId: 'u',
          vCode: 'c',
          sign: 's',
          appCode: 'a',
          timestamp: String(Date.now()),
        }),
      ).toMatchObject({ code: 400703 })
    } finally {
      connectors.feishu = real
    }
  })

  it('refuses a callback that carries none of the §2 combinations, and unknown fields', async () => {
    expect(await login({ corpId: 'dingdemocorp', authCode: 'x' })).toMatchObject(ILLEGAL)
    expect((await gateway.post('/gateway/uac/account/messagingAuthorizeUrl', { platform: 'slack' })).status).toBe(400)
  })

  describe('auto-login links (systemFlag, loginType, token)', () => {
    const secret = 'a test secret of the back office'
    beforeAll(() => {
      gateway.ctx.integrations.messaging.autoLoginSecret = secret
    })
    afterAll(() => {
      gateway.ctx.integrations.messaging.autoLoginSecret = null
    })
    const link = (claims: { mobile: string; tenantId?: number }, now = gateway.ctx.now()) => ({
      systemFlag: 'backoffice',
      loginType: 'auto',
      token: createAutoLoginToken(secret, 'backoffice', 'auto', claims, now),
    })

    it('signs in once with a signed hand-off, in the tenant it names', async () => {
      const query = link({ mobile: '15086778828', tenantId: 2 })
      expect(await login(query)).toMatchObject({ code: 0, result: { tenantId: 2, mobile: '15086778828' } })
      expect(await login(query)).toMatchObject(ILLEGAL)
    })

    it('refuses a tampered, re-flagged or expired hand-off', async () => {
      const query = link({ mobile: STAFF_MOBILE })
      const [payload, sign] = query.token.split('.')
      const forged = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), mobile: '13800000000' }),
      ).toString('base64url')
      expect(await login({ ...query, token: `${forged}.${sign}` })).toMatchObject(ILLEGAL)
      expect(await login({ ...query, loginType: 'backend' })).toMatchObject(ILLEGAL)
      expect(await login(link({ mobile: STAFF_MOBILE }, Date.now() - 6 * 60_000))).toMatchObject(ILLEGAL)
      expect(
        await login({
          ...link({ mobile: STAFF_MOBILE }),
          token: createAutoLoginToken('another secret', 'backoffice', 'auto', { mobile: STAFF_MOBILE }, Date.now()),
        }),
      ).toMatchObject(ILLEGAL)
      expect((await login(query)).code).toBe(0)
    })

    it('names the account of a link for a signed-in person without spending it', async () => {
      const query = link({ mobile: '15086778828', tenantId: 2 })
      expect(await login({ ...query, hold: true })).toMatchObject({
        code: 0,
        result: { held: true, handoff: null, userName: 'hr' },
      })
      expect(await login(query)).toMatchObject({ code: 0, result: { tenantId: 2 } })
      expect(await login({ ...query, hold: true })).toMatchObject(ILLEGAL)
    })

    it('answers the mobile notice when the hand-off names an unknown mobile', async () => {
      expect(await login(link({ mobile: '13900000000' }))).toMatchObject({ code: 400704 })
    })
  })
})
