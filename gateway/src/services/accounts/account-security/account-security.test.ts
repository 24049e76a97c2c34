import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { alive, captcha, codeSentTo } from './test-helpers'

describe('account security', () => {
  let gateway: TestGateway
  const post = (path: string, body: unknown, token?: string, headers?: Record<string, string>) =>
    gateway.post(`/gateway/uac/account/${path}`, body, token, headers)
  const sendReset = async (channel: 'sms' | 'email', destination: string) =>
    post('sendCode', { channel, destination, purpose: 'reset', captchaToken: await captcha(gateway) })
  let clock = Date.now()
  /** Real time of the last tick: the outbox stamps what it receives with the real clock. */
  let real = Date.now()
  /** Each test moves on two minutes, past the 60 s resend wait of the one before. */
  const tick = () => {
    clock += 120_000
    gateway.setNow(clock)
    real = Date.now()
  }
  const staffEmail = async () =>
    await gateway.ctx.db
      .selectFrom('app_user')
      .select(['email', 'phone'])
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()

  /** Signs in with a captcha pass at hand (one is needed once any password failed from 127.0.0.1). */
  const signIn = async (account: string, password: string) =>
    gateway.login(account, password, { captchaToken: await captcha(gateway) })

  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  it('resets a forgotten password by an e-mail code, ends every session and signs in with the new one', async () => {
    tick()
    const { email } = await staffEmail()
    const before = await signIn('staff', 'Staff@12345')
    expect((await sendReset('email', email)).body.code).toBe(0)
    const code = await codeSentTo(gateway, email, real)
    const reset = await post('resetPassword', {
      account: 'staff',
      channel: 'email',
      destination: email,
      code,
      newPassword: 'Forgot#Pass2024x',
      confirmPassword: 'Forgot#Pass2024x',
    })
    expect(reset.body).toMatchObject({ code: 0 })
    expect(await alive(gateway, before)).toBe(false)
    await expect(signIn('staff', 'Staff@12345')).rejects.toThrow()
    expect(await signIn('staff', 'Forgot#Pass2024x')).toBeTruthy()
    // The code is single use.
    const again = await post('resetPassword', {
      account: 'staff',
      channel: 'email',
      destination: email,
      code,
      newPassword: 'Another#Pass2024y',
    })
    expect(again.body.code).toBe(400109)
  })

  it('applies the §5 policy before the code is spent', async () => {
    tick()
    const { phone } = await staffEmail()
    await sendReset('sms', phone)
    const code = await codeSentTo(gateway, phone, real)
    const base = { account: 'staff', channel: 'sms', destination: phone, code }
    expect((await post('resetPassword', { ...base, newPassword: 'Short#1a' })).body).toMatchObject({
      code: 400104,
      msg: '密码长度须为 9 到 20 个字符',
    })
    expect((await post('resetPassword', { ...base, newPassword: 'alllowercase123' })).body.code).toBe(400104)
    const english = { 'accept-language': 'en' }
    expect(
      (
        await gateway.post(
          '/gateway/uac/account/resetPassword',
          { ...base, newPassword: 'Good#Pass2024z', confirmPassword: 'Good#Pass2024q' },
          undefined,
          english,
        )
      ).body,
    ).toMatchObject({ code: 400104, msg: 'The password entered twice is inconsistent!' })
    // The same as the current one (set by the test before): refused once the code proved the address.
    expect(
      (
        await gateway.post(
          '/gateway/uac/account/resetPassword',
          { ...base, newPassword: 'Forgot#Pass2024x' },
          undefined,
          english,
        )
      ).body,
    ).toMatchObject({ code: 400104, msg: 'The new password must differ from the old one' })
  })

  it('answers an unknown account, or one not bound to the address, as a wrong code', async () => {
    tick()
    const unknownSend = await sendReset('email', 'nobody@nowhere.example')
    const { email } = await staffEmail()
    expect(unknownSend.body).toEqual({ code: 0, msg: expect.anything(), result: null } as never)
    expect((await sendReset('email', email)).body).toEqual(unknownSend.body)
    const code = await codeSentTo(gateway, email, real)
    const wrongAccount = await post('resetPassword', {
      account: 'hr',
      channel: 'email',
      destination: email,
      code,
      newPassword: 'Hijack#Pass2024w',
    })
    const unknown = await post('resetPassword', {
      account: 'ghost',
      channel: 'email',
      destination: 'nobody@nowhere.example',
      code: '123456',
      newPassword: 'Hijack#Pass2024w',
    })
    expect(wrongAccount.body).toEqual(unknown.body)
    expect(unknown.body.code).toBe(400109)
    await signIn('hr', 'Hr@123456789')
  })

  it('needs a captcha pass before any code is sent', async () => {
    tick()
    const { email } = await staffEmail()
    expect((await post('sendCode', { channel: 'email', destination: email, purpose: 'reset' })).body.code).toBe(400106)
    expect(
      (
        await post('sendCode', {
          channel: 'email',
          destination: 'new@x.example',
          purpose: 'bind',
          captchaToken: await captcha(gateway),
        })
      ).body.code,
    ).toBe(401001)
  })

  it('binds a new e-mail with a code to the new address and the password, and ends other sessions', async () => {
    tick()
    const other = await signIn('hr', 'Hr@123456789')
    const token = await signIn('hr', 'Hr@123456789')
    const address = 'hr.new@demo-co.example'
    // Without the new address's code nothing changes.
    expect(
      (await post('bindEmail', { email: address, code: '000000', password: 'Hr@123456789' }, token)).body.code,
    ).toBe(400109)
    expect(
      (
        await post(
          'sendCode',
          { channel: 'email', destination: address, purpose: 'bind', captchaToken: await captcha(gateway) },
          token,
        )
      ).body.code,
    ).toBe(0)
    const code = await codeSentTo(gateway, address, real)
    // An inconsistent confirmation of the old address: a wrong password is refused and the code stays usable.
    expect((await post('bindEmail', { email: address, code, password: 'Wrong@123456789' }, token)).body.code).toBe(
      400103,
    )
    expect((await post('bindEmail', { email: address, code }, token)).body.code).toBe(400000)
    expect((await post('bindEmail', { email: address, code, password: 'Hr@123456789' }, token)).body.code).toBe(0)
    expect(await alive(gateway, token)).toBe(true)
    expect(await alive(gateway, other)).toBe(false)
    const info = (await post('getSecurityInfo', {}, token)).body.result
    expect(info).toMatchObject({ emailBound: true, email: 'hr***@demo-co.example' })
  })

  it('changes the phone with a code to the new phone confirmed by a code to the old one', async () => {
    tick()
    const token = await signIn('admin', 'Admin@12345')
    const captchaToken = () => captcha(gateway)
    expect(
      (await post('sendCode', { phone: '13900001111', purpose: 'bind', captchaToken: await captchaToken() }, token))
        .body.code,
    ).toBe(0)
    expect(
      (
        await post(
          'sendCode',
          { channel: 'sms', destination: '13800000000', purpose: 'bind', captchaToken: await captchaToken() },
          token,
        )
      ).body.code,
    ).toBe(0)
    const newCode = await codeSentTo(gateway, '13900001111', real)
    const oldCode = await codeSentTo(gateway, '13800000000', real)
    expect((await post('resetMobile', { phone: '1390000111', code: newCode, oldCode }, token)).body).toMatchObject({
      code: 400107,
      msg: '请输入正确的手机号码',
    })
    expect((await post('resetMobile', { phone: '13900001111', code: newCode, oldCode }, token)).body.code).toBe(0)
    expect((await post('getAccountInfo', {}, token)).body.result).toMatchObject({
      userName: 'admin',
      phone: '139****1111',
    })
  })

  it('lists the last sign-ins with time, address, browser and method', async () => {
    const answer = await gateway.app.inject({
      method: 'POST',
      url: '/gateway/uac/account/login',
      payload: { account: 'admin', password: 'Admin@12345', tenantId: 1, captchaToken: await captcha(gateway) },
      headers: {
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      },
    })
    const token = JSON.parse(answer.body).result.token
    const info = (await post('getSecurityInfo', {}, token, { 'accept-language': 'en' })).body.result
    expect(info.signIns[0]).toEqual({ at: clock, ip: '127.0.0.1', browser: 'Chrome 126 on Linux', method: 'password' })
    const zh = (await post('getSecurityInfo', {}, token, { 'accept-language': 'zh-CN' })).body.result
    expect(zh.signIns[0].browser).toBe('Linux 版 Chrome 126')
    expect(info.signIns.length).toBeGreaterThan(1)
    expect(info).toMatchObject({
      phoneBound: true,
      phone: '139****1111',
      emailBound: true,
      email: 'ad***@demo-co.example',
      operator: false,
    })
  })

  it('notes when the password was changed', async () => {
    tick()
    const token = await signIn('admin', 'Admin@12345')
    expect((await post('getSecurityInfo', {}, token)).body.result.passwordChangedAt).toBeNull()
    expect(
      (await post('updatePassword', { oldPassword: 'Admin@12345', newPassword: 'Changed#Pass2024v' }, token)).body.code,
    ).toBe(0)
    expect((await post('getSecurityInfo', {}, token)).body.result.passwordChangedAt).toBe(clock)
  })

  it('validates an account and password without telling an unknown account from a wrong password', async () => {
    const check = async (account: string, password: string) =>
      post('validateAccountPassword', { account, password, captchaToken: await captcha(gateway) })
    expect((await check('staff', 'Forgot#Pass2024x')).body.result).toEqual({ valid: true })
    const wrong = await check('staff', 'nope')
    const unknown = await check('ghost', 'nope')
    expect(wrong.body).toEqual(unknown.body)
    expect(wrong.body.code).toBe(400101)
  })
})
