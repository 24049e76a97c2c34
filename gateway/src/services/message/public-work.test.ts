import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { captchaPass } from '../../testing/verification-codes'

// Database-independent: how the routes signed-out callers reach share one budget of work; the budget's counters, spent
// at once, run on PostgreSQL in core/db/budgets.test.ts.

const BUSY_EN = { code: 400115, msg: 'The service is busy, please try again shortly' }

describe('the budget of work for signed-out callers', () => {
  let gateway: TestGateway
  let address = 0
  // A small budget, so the test spends it; every call from a network of its own (the shares of addresses and networks stay out of the way).
  beforeAll(async () => {
    gateway = await startTestGateway({ publicWorkPerMinute: 4 })
  })
  afterAll(() => gateway.close())
  const send = (url: string, payload: object, lang = 'en') =>
    gateway.app
      .inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: `10.6.${++address}.1`,
        headers: { 'accept-language': lang },
      })
      .then((r) => JSON.parse(r.body))
  const nextMinute = () => gateway.setNow(gateway.ctx.now() + 61_000)

  it('is shared by captchas, QR tickets and code sends, and answers busy once spent', async () => {
    nextMinute()
    expect((await send('/gateway/uac/captcha/generate', {})).code).toBe(0)
    expect((await send('/gateway/uac/qrLogin/create', {})).code).toBe(0)
    // A code send spends a captcha and the send: two units.
    const pass = await captchaPass(gateway, '10.5.1.1')
    expect(
      (
        await gateway.app
          .inject({
            method: 'POST',
            url: '/gateway/message/web/getVCodeToEmail',
            remoteAddress: '10.5.1.1',
            payload: { email: 'someone@example.com', captchaToken: pass },
          })
          .then((r) => JSON.parse(r.body))
      ).code,
    ).toBe(0)
    expect(await send('/gateway/uac/captcha/generate', {})).toEqual(BUSY_EN)
    expect(await send('/gateway/uac/qrLogin/create', {})).toEqual(BUSY_EN)
    expect(await send('/gateway/uac/captcha/generate', {}, 'zh-CN')).toEqual({
      code: 400115,
      msg: '服务繁忙，请稍后再试',
    })
  })

  it('covers the starts of single sign-on and messaging sign-in', async () => {
    nextMinute()
    for (let i = 0; i < 4; i++) expect((await send('/gateway/uac/captcha/generate', {})).code).toBe(0)
    expect(await send('/gateway/uac/account/messagingAuthorizeUrl', { platform: 'wecom' })).toEqual(BUSY_EN)
    const start = await gateway.app.inject({ method: 'GET', url: '/gateway/uac/oidc/start', remoteAddress: '10.5.2.1' })
    expect(start.statusCode).toBe(302)
    expect(start.headers.location).toBe('/login?sso_error=1')
    expect(start.headers['set-cookie']).toBeUndefined()
    nextMinute()
    expect((await send('/gateway/uac/account/messagingAuthorizeUrl', { platform: 'wecom' })).code).toBe(0)
    const next = await gateway.app.inject({ method: 'GET', url: '/gateway/uac/oidc/start', remoteAddress: '10.5.2.2' })
    expect(next.headers.location).toContain('/auth?')
  })

  it('leaves signing in and signed-in work alone', async () => {
    nextMinute()
    for (let i = 0; i < 4; i++) await send('/gateway/uac/captcha/generate', {})
    expect(await send('/gateway/uac/captcha/generate', {})).toEqual(BUSY_EN)
    expect((await send('/gateway/uac/account/login', { account: 'staff', password: 'Staff@12345' })).code).toBe(0)
  })

  it('comes back in the next minute, and counts in the database so that every process sees it', async () => {
    nextMinute()
    for (let i = 0; i < 4; i++) expect((await send('/gateway/uac/captcha/generate', {})).code).toBe(0)
    const row = await gateway.ctx.db
      .selectFrom('attempt_counter')
      .selectAll()
      .where('key', '=', 'public:work')
      .executeTakeFirstOrThrow()
    expect(row.count).toBe(4)
    expect(await send('/gateway/uac/captcha/generate', {})).toEqual(BUSY_EN)
    nextMinute()
    expect((await send('/gateway/uac/captcha/generate', {})).code).toBe(0)
  })

  it('counts concurrent spending without losing any', async () => {
    nextMinute()
    const answers = await Promise.all(Array.from({ length: 10 }, () => send('/gateway/uac/captcha/generate', {})))
    expect(answers.filter((a) => a.code === 0)).toHaveLength(4)
    expect(answers.filter((a) => a.code === 400115)).toHaveLength(6)
  })
})

describe('the shares of one address and one network', () => {
  let gateway: TestGateway
  // A deployment budget of 40 a minute: 4 for an address (a tenth), 10 for its /24 or /64 (a quarter).
  beforeAll(async () => {
    gateway = await startTestGateway({ publicWorkPerMinute: 40 })
  })
  afterAll(() => gateway.close())
  const spend = (url: string) => (ip: string) =>
    gateway.app
      .inject({ method: 'POST', url, payload: {}, remoteAddress: ip })
      .then((r) => (JSON.parse(r.body) as { code: number }).code)
  const draw = spend('/gateway/uac/captcha/generate')
  // A QR ticket spends a unit as a captcha does, without drawing a picture: cheap enough to spend 45 at once, from
  // addresses of their own (one address's QR tickets have a limit of their own).
  const ticket = spend('/gateway/uac/qrLogin/create')
  const nextMinute = () => gateway.setNow(gateway.ctx.now() + 61_000)
  const times = (n: number, ip: (i: number) => string, use = draw) =>
    Promise.all(Array.from({ length: n }, (_, i) => use(ip(i))))

  it('answer one address flooding busy while another address is served', async () => {
    nextMinute()
    const flood = await times(30, () => '198.51.100.7')
    expect(flood.filter((code) => code === 0)).toHaveLength(4)
    expect(flood.filter((code) => code === 400115)).toHaveLength(26)
    expect(await draw('203.0.113.5')).toBe(0)
    expect(await draw('2001:db8:5::1')).toBe(0)
  })

  it('answer a /24 or a /64 busy past its share, while other networks are served', async () => {
    nextMinute()
    const v4 = await times(16, (i) => `198.51.101.${i + 1}`)
    expect(v4.filter((code) => code === 0)).toHaveLength(10)
    const v6 = await times(16, (i) => `2001:db8:7:8::${i + 1}`)
    expect(v6.filter((code) => code === 0)).toHaveLength(10)
    expect(await draw('198.51.102.1')).toBe(0)
    expect(await draw('2001:db8:7:9::1')).toBe(0)
  })

  it("keep the deployment's ceiling as the last resort against many networks together", async () => {
    nextMinute()
    const spread = await times(45, (i) => `192.0.${i}.1`, ticket)
    expect(spread.filter((code) => code === 0)).toHaveLength(40)
    expect(await draw('203.0.113.99')).toBe(400115)
  })
})
