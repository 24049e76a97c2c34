import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { captchaPass } from '../../testing/verification-codes'

const BUSY_EN = { code: 400115, msg: 'The service is busy, please try again shortly' }

describe('the budget of work for signed-out callers', () => {
  let gateway: TestGateway
  let address = 0
  // A small budget, so the test spends it; every call from an address of its own (per-address limits stay out of the way).
  beforeAll(async () => { gateway = await startTestGateway({ publicWorkPerMinute: 4 }) })
  afterAll(() => gateway.close())
  const send = (url: string, payload: object, lang = 'en') => gateway.app
    .inject({ method: 'POST', url, payload, remoteAddress: `10.5.0.${++address}`, headers: { 'accept-language': lang } })
    .then((r) => JSON.parse(r.body))
  const nextMinute = () => gateway.setNow(gateway.ctx.now() + 61_000)

  it('is shared by captchas, QR tickets and code sends, and answers busy once spent', async () => {
    nextMinute()
    expect((await send('/gateway/uac/captcha/generate', {})).code).toBe(0)
    expect((await send('/gateway/uac/qrLogin/create', {})).code).toBe(0)
    // A code send spends a captcha and the send: two units.
    const pass = await captchaPass(gateway, '10.5.1.1')
    expect((await gateway.app.inject({ method: 'POST', url: '/gateway/message/web/getVCodeToEmail', remoteAddress: '10.5.1.1',
      payload: { email: 'someone@example.com', captchaToken: pass } }).then((r) => JSON.parse(r.body))).code).toBe(0)
    expect(await send('/gateway/uac/captcha/generate', {})).toEqual(BUSY_EN)
    expect(await send('/gateway/uac/qrLogin/create', {})).toEqual(BUSY_EN)
    expect(await send('/gateway/uac/captcha/generate', {}, 'zh-CN')).toEqual({ code: 400115, msg: '服务繁忙，请稍后再试' })
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
    const row = await gateway.ctx.db.selectFrom('attempt_counter').selectAll().where('key', '=', 'public:work').executeTakeFirstOrThrow()
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
