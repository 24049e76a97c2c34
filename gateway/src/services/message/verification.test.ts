import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { captchaPass, codeFor } from '../../testing/verification-codes'
import { drainDeliveries } from './delivery-workers'
import { CODE_TTL_MS, RESEND_AFTER_MS } from './verification'

// Database-independent: the rules of codes and captcha passes (a pass per send, expiry, wrong tries, resend waits), each
// test drawing captcha puzzles; the codes' rows and their counters under concurrent requests run on PostgreSQL in
// code-login.test.ts, send-limits.test.ts and wrong-codes.test.ts.

const SMS = '/gateway/message/web/getVCode'
const MAIL = '/gateway/message/web/getVCodeToEmail'
const CHECK = '/gateway/message/web/checkCode'
const ADMIN_PHONE = '13800000000'
const ADMIN_MAIL = 'admin@demo-co.example'

describe('verification codes', () => {
  let gateway: TestGateway
  let now = Date.now()
  const later = (ms: number) => {
    now = gateway.ctx.now() + ms
    gateway.setNow(now)
  }
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())
  // Each test starts a fresh minute past every resend wait and hourly limit of the one before.
  beforeEach(() => later(2 * 60 * 60 * 1000))

  // Passes are solved ahead where the test measures time (solving moves the clock by a second).
  const sendSms = async (phone: string, headers: Record<string, string> = {}, pass?: string) =>
    (await gateway.post(SMS, { phone, captchaToken: pass ?? (await captchaPass(gateway)) }, undefined, headers)).body
  const check = async (destination: string, code: string, channel = 'sms') =>
    (await gateway.post(CHECK, { channel, destination, code })).body

  it('needs a solved captcha before sending, and a pass works once', async () => {
    expect((await gateway.post(SMS, { phone: ADMIN_PHONE })).body).toEqual({ code: 400106, msg: '请完成安全验证' })
    const pass = await captchaPass(gateway)
    expect((await gateway.post(SMS, { phone: ADMIN_PHONE, captchaToken: pass })).body.code).toBe(0)
    later(RESEND_AFTER_MS)
    expect((await gateway.post(SMS, { phone: ADMIN_PHONE, captchaToken: pass })).body.code).toBe(400106)
  })

  it("refuses a phone that is not a mainland mobile with 'Please enter the correct phone number'", async () => {
    expect(await sendSms('12345', { 'Accept-Language': 'en' })).toEqual({
      code: 400107,
      msg: 'Please enter the correct phone number',
    })
    expect(await sendSms('23800000000')).toEqual({ code: 400107, msg: '请输入正确的手机号码' })
  })

  it('sends 6 digits by SMS that work once, and stores only their hash', async () => {
    expect((await sendSms(ADMIN_PHONE)).code).toBe(0)
    const code = (await codeFor(gateway, ADMIN_PHONE))!
    expect(code).toMatch(/^\d{6}$/)
    const rows = await gateway.ctx.db
      .selectFrom('verification_code')
      .selectAll()
      .where('destination', '=', ADMIN_PHONE)
      .execute()
    expect(JSON.stringify(rows)).not.toContain(code)
    expect(await check(ADMIN_PHONE, code)).toEqual({ code: 0, msg: 'success', result: true })
    expect((await check(ADMIN_PHONE, code)).code).toBe(400109)
  })

  it('lets a code expire after 5 minutes', async () => {
    await sendSms(ADMIN_PHONE)
    const code = (await codeFor(gateway, ADMIN_PHONE))!
    later(CODE_TTL_MS)
    expect(await check(ADMIN_PHONE, code, 'sms')).toEqual({ code: 400109, msg: '验证码错误或已过期' })
  })

  it('kills a code after 5 wrong tries, even for the right one after', async () => {
    await sendSms(ADMIN_PHONE)
    const code = (await codeFor(gateway, ADMIN_PHONE))!
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) expect((await check(ADMIN_PHONE, wrong)).code).toBe(400109)
    expect((await check(ADMIN_PHONE, code)).code).toBe(400109)
  })

  it('slows code checks for a destination after 10 wrong codes in a row, from any address, rather than locking its owner out', async () => {
    const checkFrom = async (ip: string, destination: string, code: string, lang = 'en') =>
      JSON.parse(
        (
          await gateway.app.inject({
            method: 'POST',
            url: CHECK,
            remoteAddress: ip,
            headers: { 'Accept-Language': lang },
            payload: { channel: 'sms', destination, code },
          })
        ).body,
      )
    const sendNew = async () => {
      later(RESEND_AFTER_MS)
      await sendSms(ADMIN_PHONE)
      return (await codeFor(gateway, ADMIN_PHONE))!
    }
    const code = await sendNew()
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) expect((await checkFrom(`10.9.${i}.1`, ADMIN_PHONE, wrong)).code).toBe(400109)
    const second = await sendNew()
    for (let i = 5; i < 9; i++) expect((await checkFrom(`10.9.${i}.1`, ADMIN_PHONE, wrong)).code).toBe(400109)
    expect(await checkFrom('10.9.9.1', ADMIN_PHONE, wrong)).toEqual({
      code: 400110,
      msg: 'Too many incorrect codes, please try again in 1 minutes',
    })
    // Even the right code waits; another destination does not.
    expect(await checkFrom('10.9.10.1', ADMIN_PHONE, second, 'zh-CN')).toEqual({
      code: 400110,
      msg: '验证码错误次数过多，请 1 分钟后再试',
    })
    expect((await checkFrom('10.9.10.1', '13999999999', '123456')).code).toBe(400109)
    // Each further wrong code doubles the wait (at most 15 minutes), where it used to lock the destination for an hour.
    later(60_000)
    expect(await checkFrom('10.9.11.1', ADMIN_PHONE, wrong)).toEqual({
      code: 400110,
      msg: 'Too many incorrect codes, please try again in 2 minutes',
    })
    later(2 * 60_000)
    const third = await sendNew()
    expect((await checkFrom('10.9.12.1', ADMIN_PHONE, third)).code).toBe(0)
    // The right code ended the row: a wrong one now starts a new one.
    expect((await checkFrom('10.9.13.1', ADMIN_PHONE, wrong)).code).toBe(400109)
  })

  it('counts wrong tries sent together each: a code takes 5 tries, however they arrive', async () => {
    await sendSms(ADMIN_PHONE)
    const code = (await codeFor(gateway, ADMIN_PHONE))!
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'))
    const answers = await Promise.all(guesses.map((guess) => check(ADMIN_PHONE, guess)))
    expect(answers.every((answer) => answer.code === 400109 || answer.code === 400110)).toBe(true)
    const row = await gateway.ctx.db
      .selectFrom('verification_code')
      .select('tries')
      .where('destination', '=', ADMIN_PHONE)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow()
    expect(row.tries).toBe(5)
    expect((await check(ADMIN_PHONE, code)).code).not.toBe(0)
  })

  it('refuses a resend within 60 s for the same destination and purpose, and allows it after', async () => {
    const pass = await captchaPass(gateway)
    expect((await sendSms(ADMIN_PHONE)).code).toBe(0)
    later(30_000)
    expect(await sendSms(ADMIN_PHONE, { 'Accept-Language': 'en' }, pass)).toEqual({
      code: 400108,
      msg: 'Please wait 30 seconds before asking for another code',
    })
    later(30_000)
    expect((await sendSms(ADMIN_PHONE)).code).toBe(0)
  })

  it('only the newest code works', async () => {
    await sendSms(ADMIN_PHONE)
    const first = (await codeFor(gateway, ADMIN_PHONE))!
    later(RESEND_AFTER_MS)
    await sendSms(ADMIN_PHONE)
    const second = (await codeFor(gateway, ADMIN_PHONE))!
    if (first !== second) expect((await check(ADMIN_PHONE, first)).code).toBe(400109)
    expect((await check(ADMIN_PHONE, second)).code).toBe(0)
  })

  it('answers an unknown phone exactly like a known one, and sends nothing to it', async () => {
    const before = gateway.ctx.integrations.outbox!.list().length
    const [a, b] = [await captchaPass(gateway), await captchaPass(gateway)]
    const known = await sendSms(ADMIN_PHONE, {}, a)
    const unknown = await sendSms('13999999999', {}, b)
    expect(unknown).toEqual(known)
    await drainDeliveries(gateway.ctx)
    expect(gateway.ctx.integrations.outbox!.list()).toHaveLength(before + 1)
    later(10_000)
    const [c, d] = [await captchaPass(gateway), await captchaPass(gateway)]
    expect(await sendSms('13999999999', {}, c)).toEqual(await sendSms(ADMIN_PHONE, {}, d))
    expect(await check('13999999999', '123456')).toEqual(await check(ADMIN_PHONE, '123456'))
  })

  it('sends e-mail through the SMTP catcher: a real message with the code', async () => {
    const answer = await gateway.post(
      MAIL,
      { email: 'Admin@Demo-Co.example', captchaToken: await captchaPass(gateway) },
      undefined,
      { 'Accept-Language': 'en' },
    )
    expect(answer.body.code).toBe(0)
    await drainDeliveries(gateway.ctx)
    const mail = gateway.ctx.integrations.outbox!.list().find((m) => m.kind === 'mail')!
    expect(mail).toMatchObject({ to: ADMIN_MAIL, subject: 'Your HR Portal verification code' })
    expect(mail.from).toContain('no-reply@')
    const code = /\b(\d{6})\b/.exec(mail.text)![1]
    expect((await check(ADMIN_MAIL, code, 'email')).code).toBe(0)
  })

  /** The wait a refused send names, in seconds ('Please wait 60 seconds' or 'Please wait 15 minutes'). */
  const waitOf = (msg: string) => {
    const [, n, unit] = /wait (\d+) (seconds|minutes)/.exec(msg) ?? []
    return n ? Number(n) * (unit === 'minutes' ? 60 : 1) : NaN
  }
  const sendFrom = async (ip: string, phone: string, purpose = 'login') =>
    JSON.parse(
      (
        await gateway.app.inject({
          method: 'POST',
          url: SMS,
          remoteAddress: ip,
          headers: { 'Accept-Language': 'en' },
          payload: { phone, purpose, captchaToken: await gateway.captchaPass(ip) },
        })
      ).body,
    )

  it('backs off codes to one destination: 60 s after the third, doubling up to 15 minutes, then sends again', async () => {
    const waits: number[] = []
    expect((await sendSms(ADMIN_PHONE, {}, await gateway.captchaPass())).code).toBe(0)
    for (let i = 0; i < 9; i++) {
      const refused = await sendSms(ADMIN_PHONE, { 'Accept-Language': 'en' }, await gateway.captchaPass())
      expect(refused.code).toBe(400108)
      const wait = waitOf(refused.msg)
      waits.push(wait)
      later(wait * 1000 - 1000)
      expect((await sendSms(ADMIN_PHONE, {}, await gateway.captchaPass())).code).toBe(400108)
      later(1000)
      expect((await sendSms(ADMIN_PHONE, {}, await gateway.captchaPass())).code).toBe(0)
    }
    expect(waits).toEqual([60, 60, 60, 120, 240, 480, 900, 900, 900])
    expect(await sendSms(ADMIN_PHONE, { 'Accept-Language': 'zh-CN' }, await gateway.captchaPass())).toEqual({
      code: 400108,
      msg: '请 15 分钟后再获取验证码',
    })
    // An hour without a code to it ends the back-off.
    later(60 * 60 * 1000)
    for (let i = 0; i < 3; i++) {
      expect((await sendSms(ADMIN_PHONE, {}, await gateway.captchaPass())).code).toBe(0)
      later(RESEND_AFTER_MS)
    }
  })

  it("never locks a victim's phone for long, whatever others ask for it from many addresses", async () => {
    // Half an hour of requests, one every 30 s from ever new addresses, for both purposes.
    for (let i = 0; i < 60; i++) {
      await sendFrom(`10.7.${i}.1`, ADMIN_PHONE, i % 2 ? 'reset' : 'login')
      later(30_000)
    }
    const asked = await sendFrom('127.0.0.1', ADMIN_PHONE)
    expect(asked.code).toBe(400108)
    expect(waitOf(asked.msg)).toBeLessThanOrEqual(15 * 60)
    later(waitOf(asked.msg) * 1000)
    expect((await sendFrom('127.0.0.1', ADMIN_PHONE)).code).toBe(0)
  })

  it('limits codes from one address to 30 an hour and says how long to wait', async () => {
    for (let i = 0; i < 30; i++)
      expect((await sendFrom('10.8.0.1', `1390000${String(i).padStart(4, '0')}`)).code).toBe(0)
    later(20 * 60 * 1000)
    expect(await sendFrom('10.8.0.1', '13900009999')).toEqual({
      code: 400110,
      msg: 'Too many verification codes requested, please try again in 40 minutes',
    })
    expect((await sendFrom('10.8.0.2', '13900009999')).code).toBe(0)
    later(40 * 60 * 1000)
    expect((await sendFrom('10.8.0.1', '13900009998')).code).toBe(0)
  })

  it('shows the outbox to developers as a page and as JSON', async () => {
    await sendSms(ADMIN_PHONE)
    await drainDeliveries(gateway.ctx)
    const json = await gateway.app.inject({ method: 'GET', url: '/gateway/dev/outbox.json' })
    expect(JSON.parse(json.body).messages[0]).toMatchObject({ kind: 'sms', to: ADMIN_PHONE })
    const page = await gateway.app.inject({ method: 'GET', url: '/gateway/dev/outbox' })
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain(`to ${ADMIN_PHONE}`)
  })
})

describe('the dev outbox in production', () => {
  it('is not there', async () => {
    const gateway = await startTestGateway({ demo: false })
    try {
      expect((await gateway.app.inject({ method: 'GET', url: '/gateway/dev/outbox.json' })).statusCode).toBe(404)
      expect((await gateway.app.inject({ method: 'GET', url: '/gateway/dev/outbox' })).statusCode).toBe(404)
      const answer = await gateway.post(SMS, { phone: ADMIN_PHONE, captchaToken: await captchaPass(gateway) })
      expect(answer.body.code).toBe(400112)
    } finally {
      await gateway.close()
    }
  })
})
