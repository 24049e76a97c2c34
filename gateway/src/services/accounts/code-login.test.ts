import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { captchaPass, codeFor } from '../../testing/verification-codes'

const LOGIN = '/gateway/uac/account/login'
const CODE_LOGIN = '/gateway/uac/account/loginByCode'

describe('sign-in by code', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  it('signs in with a code sent by e-mail', async () => {
    const email = (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('email')
        .where('user_name', '=', 'staff')
        .executeTakeFirstOrThrow()
    ).email
    expect(
      (await gateway.post('/gateway/message/web/getVCodeToEmail', { email, captchaToken: await captchaPass(gateway) }))
        .body.code,
    ).toBe(0)
    const answer = await gateway.post(CODE_LOGIN, {
      channel: 'email',
      destination: email,
      code: await codeFor(gateway, email),
      noLogin7Days: true,
    })
    expect(answer.body.code).toBe(0)
    expect(answer.body.result).toMatchObject({ loginUserId: expect.any(Number), token: expect.any(String) })
    expect(String(answer.headers['set-cookie'])).toContain('Expires=')
  })

  it('signs in with a code sent by SMS, once', async () => {
    expect(
      (
        await gateway.post('/gateway/message/web/getVCode', {
          phone: '13800000000',
          captchaToken: await captchaPass(gateway),
        })
      ).body.code,
    ).toBe(0)
    const body = {
      channel: 'sms',
      destination: '13800000000',
      code: await codeFor(gateway, '13800000000'),
      tenantId: 1,
    }
    const answer = await gateway.post(CODE_LOGIN, body)
    expect(answer.body.result).toMatchObject({ loginUserId: 1, tenantId: 1 })
    expect((await gateway.post(CODE_LOGIN, body)).body.code).toBe(400109)
  })

  it('answers a wrong code the same for a known and an unknown phone', async () => {
    const known = await gateway.post(CODE_LOGIN, { channel: 'sms', destination: '13800000000', code: '123456' })
    const unknown = await gateway.post(CODE_LOGIN, { channel: 'sms', destination: '13912345678', code: '123456' })
    expect(unknown.body).toEqual(known.body)
    expect(known.body.code).toBe(400109)
  })
})

describe('captcha after a failed password', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())
  const from = (ip: string, body: object) =>
    gateway.app.inject({ method: 'POST', url: LOGIN, payload: body, remoteAddress: ip }).then((r) => JSON.parse(r.body))

  it('asks for it after the first failure of the account, from any address', async () => {
    expect((await from('10.5.0.1', { account: 'hr', password: 'Wrong@123456' })).code).toBe(400101)
    expect(await from('10.5.0.2', { account: 'hr', password: 'Hr@123456789' })).toEqual({
      code: 400106,
      msg: '请完成安全验证',
    })
    const captchaToken = await captchaPass(gateway, '10.5.0.2')
    expect((await from('10.5.0.2', { account: 'hr', password: 'Hr@123456789', captchaToken })).code).toBe(0)
    expect((await from('10.5.0.2', { account: 'hr', password: 'Hr@123456789', captchaToken })).code).toBe(0)
  })

  it('asks for it for any account, known or not, once the address failed across several accounts', async () => {
    expect((await from('10.6.0.1', { account: 'nobody-at-all', password: 'Wrong@123456' })).code).toBe(400101)
    // One failure from the address: other accounts are not asked (address-throttle.test.ts has its limits).
    expect((await from('10.6.0.1', { account: 'admin', password: 'Admin@12345' })).code).toBe(0)
    for (let i = 0; i < 9; i++) {
      const account = `nobody-${i % 3}`
      const captchaToken = i < 3 ? undefined : await captchaPass(gateway, '10.6.0.1')
      expect((await from('10.6.0.1', { account, password: 'Wrong@123456', captchaToken })).code).toBe(400101)
    }
    const known = await from('10.6.0.1', { account: 'admin', password: 'Admin@12345' })
    const unknown = await from('10.6.0.1', { account: 'nobody-else', password: 'Admin@12345' })
    expect(known).toEqual({ code: 400106, msg: '请完成安全验证' })
    expect(unknown).toEqual(known)
    expect((await from('10.6.0.9', { account: 'admin', password: 'Admin@12345' })).code).toBe(0)
  })

  it('spends the pass on each try: a second wrong password needs a new one', async () => {
    const captchaToken = await captchaPass(gateway, '10.6.0.1')
    expect((await from('10.6.0.1', { account: 'staff', password: 'Wrong@123456', captchaToken })).code).toBe(400101)
    expect((await from('10.6.0.1', { account: 'staff', password: 'Staff@12345', captchaToken })).code).toBe(400106)
  })
})
