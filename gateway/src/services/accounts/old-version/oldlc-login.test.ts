import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_TTL_MS } from '../../../core/auth/sessions'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { signHandOff } from './hand-off-sign'
import { HANDOFF_COOKIE } from '../oidc-login/handoff'

const SECRET = 'a shared secret of the older product, 32+ chars'

describe('old-version login (oldlcLogin)', () => {
  let gateway: TestGateway
  const handOff = (account: string, timestamp = gateway.ctx.now(), nonce = randomBytes(16).toString('hex')) => ({
    account,
    timestamp,
    nonce,
    sign: signHandOff(SECRET, { account, timestamp, nonce }),
  })

  beforeAll(async () => {
    gateway = await startTestGateway()
    gateway.ctx.integrations.oldProduct.secret = SECRET
  })
  afterAll(() => gateway.close())

  it('signs in with a signed hand-off, once', async () => {
    const body = handOff('staff')
    const answer = await gateway.post('/gateway/oldlcLogin', body)
    expect(answer.body.code).toBe(0)
    expect(answer.body.result).toMatchObject({ loginUserId: 2, tenantId: 1 })
    const security = await gateway.post('/gateway/uac/account/getSecurityInfo', {}, answer.body.result.token)
    expect(security.body.result.signIns[0]).toMatchObject({ method: 'old-version' })
    expect((await gateway.post('/gateway/oldlcLogin', body)).body).toMatchObject({
      code: 400000,
      msg: '该登录交接已被使用',
    })
  })

  it('refuses a tampered signature or account', async () => {
    const body = handOff('staff')
    expect((await gateway.post('/gateway/oldlcLogin', { ...body, account: 'admin' })).body).toMatchObject({
      code: 400000,
      msg: '参数不合法',
    })
    expect(
      (
        await gateway.post('/gateway/oldlcLogin', {
          ...body,
          sign: signHandOff('another secret of 32 characters or more', body),
        })
      ).body.code,
    ).toBe(400000)
  })

  it('refuses a timestamp more than 5 minutes away', async () => {
    const now = gateway.ctx.now()
    expect((await gateway.post('/gateway/oldlcLogin', handOff('staff', now - 5 * 60_000 - 1))).body).toMatchObject({
      code: 400000,
      msg: '请求超时',
    })
    expect((await gateway.post('/gateway/oldlcLogin', handOff('staff', now + 5 * 60_000 + 1))).body.msg).toBe(
      '请求超时',
    )
    expect((await gateway.post('/gateway/oldlcLogin', handOff('staff', now - 4 * 60_000))).body.code).toBe(0)
  })

  it('ignores the unsigned tenantId and noLogin7Days: a 12-hour session in the home tenant, or the tenant choice', async () => {
    const staff = await gateway.post('/gateway/oldlcLogin', { ...handOff('staff'), tenantId: 2, noLogin7Days: true })
    expect(staff.body.code).toBe(0)
    expect(staff.body.result).toMatchObject({ loginUserId: 2, tenantId: 1 })
    expect(staff.body.result.expiresAt - gateway.ctx.now()).toBe(SESSION_TTL_MS)
    // hr works in two tenants: the hand-off gets the tenant choice, not a session in the tenant the URL named.
    const hr = await gateway.post('/gateway/oldlcLogin', { ...handOff('hr'), tenantId: 2 })
    expect(hr.body.code).toBe(0)
    expect(hr.body.result.needTenant).toBe(true)
    expect(hr.body.result.token).toBeUndefined()
  })

  it('answers a clear error when no secret is configured', async () => {
    gateway.ctx.integrations.oldProduct.secret = null
    try {
      expect((await gateway.post('/gateway/oldlcLogin', handOff('staff'))).body).toMatchObject({
        code: 400112,
        msg: '未配置旧版登录（OLD_PRODUCT_SECRET）',
      })
    } finally {
      gateway.ctx.integrations.oldProduct.secret = SECRET
    }
  })
})

describe('old-version login by the browser (GET oldlcLogin)', () => {
  let gateway: TestGateway
  const link = (account: string, timestamp = gateway.ctx.now()) => {
    const nonce = randomBytes(16).toString('hex')
    return `/gateway/oldlcLogin?${new URLSearchParams({ account, timestamp: String(timestamp), nonce, sign: signHandOff(SECRET, { account, timestamp, nonce }) })}`
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    gateway.ctx.integrations.oldProduct.secret = SECRET
  })
  afterAll(() => gateway.close())

  /** The browser follows the link: the code it lands with, and the hand-off cookie the gateway set on it. */
  async function follow(url: string) {
    const answer = await gateway.app.inject({ method: 'GET', url })
    expect(answer.statusCode).toBe(302)
    const set = answer.cookies.find((c) => c.name === HANDOFF_COOKIE)
    return {
      code: new URL(String(answer.headers.location), 'http://x').searchParams.get('sso')!,
      set,
      cookie: `${HANDOFF_COOKIE}=${set?.value}`,
    }
  }
  const exchange = (code: string, cookie: string) =>
    gateway.post('/gateway/uac/oidc/exchange', { code }, undefined, { cookie })

  it('lands on /login with a one-time hand-off code that signs in once', async () => {
    const url = link('staff')
    const { code, cookie } = await follow(url)
    expect(code).toBeTruthy()
    const exchanged = await exchange(code, cookie)
    expect(exchanged.body.result).toMatchObject({ loginUserId: 2 })
    expect((await exchange(code, cookie)).body.code).not.toBe(0)
    // The same link again is a replay.
    expect((await gateway.app.inject({ method: 'GET', url })).headers.location).toBe('/login?sso_error=1')
  })

  it('binds the code to the browser that followed the link: another browser is refused and the code is spent', async () => {
    const { code, set, cookie } = await follow(link('staff'))
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/gateway/uac/oidc' })
    expect((await exchange(code, '')).body).toMatchObject({ code: 400803 })
    expect((await exchange(code, cookie)).body).toMatchObject({ code: 400801 })
    // A code harvested by following the link elsewhere does not work with this browser's own hand-off cookie either.
    const harvested = await follow(link('staff'))
    const own = await follow(link('hr'))
    expect((await exchange(harvested.code, own.cookie)).body).toMatchObject({ code: 400803 })
    expect((await exchange(own.code, own.cookie)).body.code).toBe(0)
  })

  it('ignores an unsigned noLogin7Days: the hand-off code opens a 12-hour session', async () => {
    const { code, cookie } = await follow(`${link('staff')}&noLogin7Days=true`)
    const exchanged = await exchange(code, cookie)
    expect(exchanged.body.result).toMatchObject({ loginUserId: 2 })
    expect(exchanged.body.result.expiresAt - gateway.ctx.now()).toBe(SESSION_TTL_MS)
  })

  it('lands on the failure notice for a tampered or stale link', async () => {
    const tampered = link('staff').replace('account=staff', 'account=admin')
    expect((await gateway.app.inject({ method: 'GET', url: tampered })).headers.location).toBe('/login?sso_error=1')
    expect(
      (await gateway.app.inject({ method: 'GET', url: link('staff', gateway.ctx.now() - 6 * 60_000) })).headers
        .location,
    ).toBe('/login?sso_error=1')
    expect(
      (await gateway.app.inject({ method: 'GET', url: '/gateway/oldlcLogin?account=staff' })).headers.location,
    ).toBe('/login?sso_error=1')
  })
})
