import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { codeFor, captchaPass } from '../../../testing/verification-codes'
import { codeAt, enrol } from './test-helpers'

const LOGIN = '/gateway/uac/account/login'
const SECOND = '/gateway/uac/account/totp/login'
// The start of a 30-second step, so that step arithmetic in the tests is exact.
const T0 = Math.floor(Date.UTC(2031, 0, 6, 9) / 30_000) * 30_000
const EN = { 'accept-language': 'en' }

describe('authenticator set-up and sign-in', () => {
  let gateway: TestGateway
  let token: string
  let secret: string
  let recoveryCodes: string[]
  const sessions = async () =>
    Number(
      (
        await gateway.ctx.db
          .selectFrom('session')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', 2)
          .executeTakeFirstOrThrow()
      ).n,
    )
  const firstStep = async (at: number) => {
    gateway.setNow(at)
    const answer = await gateway.post(LOGIN, { account: 'staff', password: 'Staff@12345' })
    expect(answer.body.result).toMatchObject({ needTotp: true, totpTicket: expect.any(String) })
    return answer.body.result.totpTicket as string
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    gateway.setNow(T0)
    token = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())

  it('shows a new secret once, turns on with a current code and answers ten recovery codes', async () => {
    const started = await gateway.post('/gateway/uac/account/totp/start', {}, token)
    secret = started.body.result.secret
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(started.body.result.otpauthUri).toMatch(/^otpauth:\/\/totp\/HR%20Portal:staff\?.*secret=/)
    const stored = await gateway.ctx.db
      .selectFrom('user_totp')
      .selectAll()
      .where('user_id', '=', 2)
      .executeTakeFirstOrThrow()
    expect(stored.secret).not.toContain(secret)
    expect(stored.enabled_at).toBeNull()
    expect((await gateway.post('/gateway/uac/account/totp/confirm', { code: '000000' }, token, EN)).body).toEqual({
      code: 400131,
      msg: 'The verification code is incorrect',
    })
    const confirmed = await gateway.post('/gateway/uac/account/totp/confirm', { code: codeAt(secret, T0) }, token)
    recoveryCodes = confirmed.body.result.recoveryCodes
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    const hashes = await gateway.ctx.db
      .selectFrom('totp_recovery_code')
      .select('code_hash')
      .where('user_id', '=', 2)
      .execute()
    expect(hashes.map((h) => h.code_hash)).not.toContain(recoveryCodes[0])
    const status = (await gateway.post('/gateway/uac/account/totp/status', {}, token)).body.result
    expect(status).toEqual({
      enabled: true,
      enabledAt: T0,
      recoveryCodesLeft: 10,
      required: false,
      issuer: 'HR Portal',
    })
    expect(JSON.stringify(status)).not.toContain(secret)
    expect((await gateway.post('/gateway/uac/account/totp/start', {}, token, EN)).body).toEqual({
      code: 400134,
      msg: 'Two-step verification is already on',
    })
  })

  it('asks for the code after the password and opens no session until it is right', async () => {
    const before = await sessions()
    const ticket = await firstStep(T0 + 60_000)
    expect(await sessions()).toBe(before)
    expect((await gateway.post(SECOND, { totpTicket: ticket, code: '123456' })).body.code).toBe(400131)
    const answer = await gateway.post(SECOND, { totpTicket: ticket, code: codeAt(secret, T0 + 60_000) })
    expect(answer.body.result).toMatchObject({ token: expect.any(String), loginUserId: 2, tenantId: 1 })
    expect(String(answer.headers['set-cookie'])).toContain('sso_sys_token=')
    expect(await sessions()).toBe(before + 1)
    // The ticket works once.
    expect(
      (await gateway.post(SECOND, { totpTicket: ticket, code: codeAt(secret, T0 + 90_000) }, undefined, EN)).body,
    ).toEqual({ code: 400133, msg: 'The sign-in has expired, please sign in again' })
  })

  it('refuses a code of a time step already used, and accepts the neighbouring steps', async () => {
    const used = codeAt(secret, T0 + 60_000)
    const ticket = await firstStep(T0 + 70_000)
    expect((await gateway.post(SECOND, { totpTicket: ticket, code: used })).body.code).toBe(400131)
    // One step behind the clock is still accepted (drift), once.
    gateway.setNow(T0 + 120_000)
    expect((await gateway.post(SECOND, { totpTicket: ticket, code: codeAt(secret, T0 + 90_000) })).body.code).toBe(0)
    const late = await firstStep(T0 + 120_000)
    expect((await gateway.post(SECOND, { totpTicket: late, code: codeAt(secret, T0 + 30_000) })).body.code).toBe(400131)
    expect((await gateway.post(SECOND, { totpTicket: late, code: codeAt(secret, T0 + 150_000) })).body.code).toBe(0)
  })

  it('takes a recovery code in place of the code, once', async () => {
    const ticket = await firstStep(T0 + 200_000)
    expect((await gateway.post(SECOND, { totpTicket: ticket, code: recoveryCodes[0].toUpperCase() })).body.code).toBe(0)
    const again = await firstStep(T0 + 200_000)
    expect((await gateway.post(SECOND, { totpTicket: again, code: recoveryCodes[0] })).body.code).toBe(400131)
    expect((await gateway.post(SECOND, { totpTicket: again, code: codeAt(secret, T0 + 200_000) })).body.code).toBe(0)
    expect((await gateway.post('/gateway/uac/account/totp/status', {}, token)).body.result.recoveryCodesLeft).toBe(9)
  })

  it('holds codes back after five wrong ones, in both languages, and a waiting sign-in dies after five', async () => {
    const at = T0 + 300_000
    const ticket = await firstStep(at)
    for (let i = 0; i < 4; i++)
      expect((await gateway.post(SECOND, { totpTicket: ticket, code: '000000' })).body.code).toBe(400131)
    expect((await gateway.post(SECOND, { totpTicket: ticket, code: '000000' }, undefined, EN)).body).toEqual({
      code: 400132,
      msg: 'Too many incorrect codes, please try again in 30 seconds',
    })
    const fresh = await firstStep(at + 10_000)
    expect((await gateway.post(SECOND, { totpTicket: fresh, code: codeAt(secret, at + 10_000) })).body).toEqual({
      code: 400132,
      msg: '验证码错误次数过多，请 20 秒后再试',
    })
    expect((await gateway.post(SECOND, { totpTicket: ticket, code: codeAt(secret, at) })).body.code).toBe(400133)
    gateway.setNow(at + 31_000)
    expect((await gateway.post(SECOND, { totpTicket: fresh, code: codeAt(secret, at + 31_000) })).body.code).toBe(0)
  })

  it('lets a waiting sign-in expire after five minutes', async () => {
    const ticket = await firstStep(T0 + 400_000)
    gateway.setNow(T0 + 400_000 + 5 * 60_000)
    expect(
      (await gateway.post(SECOND, { totpTicket: ticket, code: codeAt(secret, T0 + 400_000 + 5 * 60_000) })).body.code,
    ).toBe(400133)
  })

  it('asks for the second factor after a code sign-in too', async () => {
    gateway.setNow(T0 + 800_000)
    const email = (
      await gateway.ctx.db.selectFrom('app_user').select('email').where('id', '=', 2).executeTakeFirstOrThrow()
    ).email
    expect(
      (await gateway.post('/gateway/message/web/getVCodeToEmail', { email, captchaToken: await captchaPass(gateway) }))
        .body.code,
    ).toBe(0)
    const answer = await gateway.post('/gateway/uac/account/loginByCode', {
      channel: 'email',
      destination: email,
      code: await codeFor(gateway, email),
    })
    expect(answer.body.result).toEqual({
      needTotp: true,
      totpTicket: expect.any(String),
      expiresAt: expect.any(Number),
    })
    expect(answer.headers['set-cookie']).toBeUndefined()
  })

  it('makes new recovery codes with a current code; the old ones stop working', async () => {
    const at = T0 + 900_000
    gateway.setNow(at)
    expect(
      (await gateway.post('/gateway/uac/account/totp/recoveryCodes', { code: recoveryCodes[1] }, token)).body.code,
    ).toBe(400131)
    const fresh = (await gateway.post('/gateway/uac/account/totp/recoveryCodes', { code: codeAt(secret, at) }, token))
      .body.result.recoveryCodes
    expect(fresh).toHaveLength(10)
    const ticket = await firstStep(at + 30_000)
    expect((await gateway.post(SECOND, { totpTicket: ticket, code: recoveryCodes[2] })).body.code).toBe(400131)
    expect((await gateway.post(SECOND, { totpTicket: ticket, code: fresh[0] })).body.code).toBe(0)
  })

  it('turns off with the password or a current code, not without', async () => {
    gateway.setNow(T0 + 1_000_000)
    expect((await gateway.post('/gateway/uac/account/totp/disable', {}, token, EN)).body).toEqual({
      code: 400000,
      msg: 'Confirm with a code from your authenticator or your login password',
    })
    expect(
      (await gateway.post('/gateway/uac/account/totp/disable', { password: 'Wrong@12345' }, token)).body.code,
    ).toBe(400103)
    expect(
      (await gateway.post('/gateway/uac/account/totp/disable', { password: 'Staff@12345' }, token)).body.code,
    ).toBe(0)
    expect(
      await gateway.ctx.db.selectFrom('totp_recovery_code').select('user_id').where('user_id', '=', 2).execute(),
    ).toEqual([])
    expect((await gateway.post(LOGIN, { account: 'staff', password: 'Staff@12345' })).body.result.token).toEqual(
      expect.any(String),
    )
    const again = await enrol(gateway, token, T0 + 1_100_000)
    expect(
      (await gateway.post('/gateway/uac/account/totp/disable', { code: codeAt(again.secret, T0 + 1_130_000) }, token))
        .body.code,
    ).toBe(0)
  })
})
