import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ACCOUNT_FREE_FAILURES,
  ACCOUNT_MAX_DELAY_MS,
  accountDelay,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
} from './login-throttle'
import { ADDRESS_SLOW_FAILURES } from './address-throttle'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { issueCaptchaPass } from '../message'

const LOGIN = '/gateway/uac/account/login'
let gateway: TestGateway

beforeAll(async () => {
  gateway = await startTestGateway()
})
afterAll(async () => {
  await gateway.close()
})

// Throttling is the subject here: each try carries a captcha pass as if the slider had been solved
// (captcha.test.ts and code-login.test.ts solve it for real).
const attempt = async (account: string, password: string) =>
  gateway.post(LOGIN, { account, password, captchaToken: await issueCaptchaPass(gateway.ctx, '127.0.0.1') })

describe('sign-in throttling', () => {
  it('locks an account after five failures, even for the right password, and names the wait', async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++)
      expect((await attempt('staff', 'Wrong@123456')).body.code).toBe(400101)
    const locked = await attempt('staff', 'Staff@12345')
    expect(locked.body).toEqual({ code: 400105, msg: '登录失败次数过多，请 15 分钟后再试' })
  })

  it('leaves other accounts alone', async () => {
    expect((await attempt('admin', 'Admin@12345')).body.code).toBe(0)
  })

  it('lets the account in again once the window has passed, and a success clears the count', async () => {
    gateway.setNow(Date.now() + LOGIN_FAILURE_WINDOW_MS + 1000)
    expect((await attempt('staff', 'Staff@12345')).body.code).toBe(0)
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) await attempt('staff', 'Wrong@123456')
    expect((await attempt('staff', 'Staff@12345')).body.code).toBe(0)
  })
})

describe('brute force across addresses and accounts', () => {
  let gw: TestGateway
  let now = Date.now()
  beforeAll(async () => {
    gw = await startTestGateway()
    gw.setNow(now)
  })
  afterAll(async () => {
    await gw.close()
  })

  const from = async (ip: string, path: string, body: Record<string, unknown>, token?: string) => {
    const response = await gw.app.inject({
      method: 'POST',
      url: path,
      payload: body,
      remoteAddress: ip,
      headers: token ? { token } : {},
    })
    return JSON.parse(response.body) as { code: number; msg: string }
  }
  const signIn = async (ip: string, account: string, password: string) =>
    from(ip, LOGIN, { account, password, captchaToken: await issueCaptchaPass(gw.ctx, ip) })
  const later = (ms: number) => {
    now += ms
    gw.setNow(now)
  }

  it('50 guesses rotated over 10 addresses check 5 passwords; the real user gets in within a minute', async () => {
    const answers: number[] = []
    for (let i = 0; i < 50; i++) answers.push((await signIn(`10.0.0.${i % 10}`, 'staff', `Guess@${i}x1234`)).code)
    expect(answers.filter((c) => c === 400101)).toHaveLength(ACCOUNT_FREE_FAILURES)
    expect(answers.filter((c) => c === 400105)).toHaveLength(45)
    expect((await signIn('10.9.9.9', 'staff', 'Staff@12345')).msg).toBe('登录失败次数过多，请 1 秒后再试')
    later(ACCOUNT_MAX_DELAY_MS)
    expect((await signIn('10.9.9.9', 'staff', 'Staff@12345')).code).toBe(0)
  })

  it('doubles the wait per further failure, up to a minute', async () => {
    const waits: number[] = []
    for (let i = 0; i < 12; i++) {
      const answer = await signIn(`10.1.0.${i}`, 'hr', 'Wrong@123456')
      expect(answer.code).toBe(400101)
      if (accountDelay(i + 1) === 0) {
        waits.push(0)
        continue
      }
      const refused = await signIn(`10.1.1.${i}`, 'hr', 'Hr@123456789')
      expect(refused.code).toBe(400105)
      waits.push(Number(/请 (\d+) 秒后再试/.exec(refused.msg)?.[1]))
      later(accountDelay(i + 1))
    }
    expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60])
  })

  it('never locks an address that fails across many accounts (address-throttle.test.ts has its captcha and delays)', async () => {
    later(LOGIN_FAILURE_WINDOW_MS)
    for (let i = 0; i < ADDRESS_SLOW_FAILURES; i++)
      expect((await signIn('10.2.0.1', `nobody${i}`, 'Wrong@123456')).code).toBe(400101)
    expect((await signIn('10.2.0.1', 'admin', 'Admin@12345')).code).toBe(0)
    expect((await signIn('10.2.0.2', 'admin', 'Admin@12345')).code).toBe(0)
  })

  it("throttles the password change's old-password check like a sign-in", async () => {
    later(LOGIN_FAILURE_WINDOW_MS)
    const token = await gw.login('admin', 'Admin@12345')
    const change = (oldPassword: string) =>
      from('10.3.0.1', '/gateway/uac/account/updatePassword', { oldPassword, newPassword: 'Nq7#vLp2!xRt' }, token)
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) expect((await change(`Guess@${i}x1234`)).code).toBe(400103)
    expect((await change('Admin@12345')).code).toBe(400105)
    later(LOGIN_FAILURE_WINDOW_MS)
    expect((await change('Admin@12345')).code).toBe(0)
  })
})
