import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { issueCaptchaPass } from '../message'
import {
  ADDRESS_CAPTCHA_ACCOUNTS,
  ADDRESS_CAPTCHA_FAILURES,
  ADDRESS_MAX_DELAY_MS,
  ADDRESS_SLOW_FAILURES,
  ADDRESS_WINDOW_MS,
  addressDelay,
  addressHold,
  NETWORK_TIMES,
} from './address-throttle'

const LOGIN = '/gateway/uac/account/login'
const WINDOW_MS = ADDRESS_WINDOW_MS

let gw: TestGateway
let now = Date.now()
// The held-back answers are recorded instead of waited for.
const holds: number[] = []
beforeAll(async () => {
  gw = await startTestGateway()
  gw.setNow(now)
  vi.spyOn(addressHold, 'wait').mockImplementation(async (ms) => {
    holds.push(ms)
  })
})
beforeEach(() => {
  holds.length = 0
})
afterAll(async () => {
  vi.restoreAllMocks()
  await gw.close()
})

const later = (ms: number) => {
  now += ms
  gw.setNow(now)
}
const signIn = async (ip: string, account: string, password: string, captcha = false) => {
  const captchaToken = captcha ? await issueCaptchaPass(gw.ctx, ip) : undefined
  const response = await gw.app.inject({
    method: 'POST',
    url: LOGIN,
    payload: { account, password, captchaToken },
    remoteAddress: ip,
  })
  return JSON.parse(response.body) as { code: number; msg: string }
}
const CAPTCHA = { code: 400106, msg: '请完成安全验证' }

describe('a failed password puts the captcha before the account, not before the address', () => {
  it('lets a colleague at the same address sign in without a puzzle after someone else failed', async () => {
    expect((await signIn('10.20.0.1', 'staff', 'Wrong@123456')).code).toBe(400101)
    expect((await signIn('10.20.0.1', 'admin', 'Admin@12345')).code).toBe(0)
  })

  it('asks the failing account for the captcha from another address too', async () => {
    expect(await signIn('10.20.0.2', 'staff', 'Staff@12345')).toEqual(CAPTCHA)
    expect((await signIn('10.20.0.2', 'staff', 'Staff@12345', true)).code).toBe(0)
    expect((await signIn('10.20.0.2', 'staff', 'Staff@12345')).code).toBe(0)
  })
})

describe('an address failing across several accounts', () => {
  beforeAll(() => later(WINDOW_MS))

  it('needs the captcha only from 10 failures over 3 accounts, for every account from it', async () => {
    for (const account of ['ghost-a', 'ghost-b']) {
      for (let i = 0; i < 5; i++)
        expect((await signIn('10.21.0.1', account, `Wrong@${i}23456`, i > 0)).code).toBe(400101)
    }
    // 10 failures, but over 2 accounts: a colleague is not asked.
    expect((await signIn('10.21.0.1', 'hr', 'Hr@123456789')).code).toBe(0)
    expect((await signIn('10.21.0.1', 'ghost-c', 'Wrong@123456')).code).toBe(400101)
    // 11 failures over 3 accounts: every account from the address solves the captcha first, known or not.
    expect(await signIn('10.21.0.1', 'hr', 'Hr@123456789')).toEqual(CAPTCHA)
    expect(await signIn('10.21.0.1', 'nobody-here', 'Hr@123456789')).toEqual(CAPTCHA)
    expect((await signIn('10.21.0.1', 'hr', 'Hr@123456789', true)).code).toBe(0)
    expect((await signIn('10.21.0.2', 'hr', 'Hr@123456789')).code).toBe(0)
  })

  it('forgets the address once its window has passed', async () => {
    later(WINDOW_MS)
    expect((await signIn('10.21.0.1', 'hr', 'Hr@123456789')).code).toBe(0)
  })

  it('never locks the address: after 25 failures over many accounts a colleague who has not failed signs in', async () => {
    for (let i = 0; i < 25; i++)
      expect((await signIn('10.22.0.1', `visitor${i}`, 'Wrong@123456', true)).code).toBe(400101)
    // Failures past the 20th are answered after 250 ms, 500 ms, 1 s, 2 s, 3 s.
    expect(holds).toEqual([250, 500, 1000, 2000, 3000])
    holds.length = 0
    // The colleague solves the captcha (the address reached its captcha limit) and is answered at once.
    expect(await signIn('10.22.0.1', 'manager', 'Manager@12345')).toEqual(CAPTCHA)
    expect((await signIn('10.22.0.1', 'manager', 'Manager@12345', true)).code).toBe(0)
    expect(holds).toEqual([])
    // Elsewhere nothing changed.
    expect((await signIn('10.22.0.2', 'hr', 'Hr@123456789')).code).toBe(0)
  })
})

describe('a network rotating through its addresses', () => {
  beforeAll(() => later(WINDOW_MS))

  it("meets the captcha and the delays at three times an address's failures; another network is served", async () => {
    const failFrom = (i: number) => signIn(`2001:db8:b:1::${(i + 1).toString(16)}`, `rover${i}`, 'Wrong@123456', true)
    // Each failure from an address and for an account of its own: no address nor account reaches a limit.
    for (let i = 0; i < ADDRESS_CAPTCHA_FAILURES * NETWORK_TIMES; i++) expect((await failFrom(i)).code).toBe(400101)
    expect(await signIn('2001:db8:b:1:ffff::1', 'hr', 'Hr@123456789')).toEqual(CAPTCHA)
    expect((await signIn('2001:db8:b:1:ffff::1', 'hr', 'Hr@123456789', true)).code).toBe(0)
    expect((await signIn('2001:db8:b:2::1', 'hr', 'Hr@123456789')).code).toBe(0)
    for (let i = ADDRESS_CAPTCHA_FAILURES * NETWORK_TIMES; i < ADDRESS_SLOW_FAILURES * NETWORK_TIMES + 2; i++)
      expect((await failFrom(i)).code).toBe(400101)
    expect(holds).toEqual([250, 500])
  })
})

describe('the address numbers', () => {
  it('are the documented ones', () => {
    expect([
      ADDRESS_CAPTCHA_FAILURES,
      ADDRESS_CAPTCHA_ACCOUNTS,
      ADDRESS_SLOW_FAILURES,
      ADDRESS_MAX_DELAY_MS,
      ADDRESS_WINDOW_MS,
    ]).toEqual([10, 3, 20, 3000, 900_000])
    expect([20, 21, 22, 23, 24, 25, 40].map((failures) => addressDelay(failures))).toEqual([
      0, 250, 500, 1000, 2000, 3000, 3000,
    ])
    expect([60, 61, 62, 70].map((failures) => addressDelay(failures, NETWORK_TIMES))).toEqual([0, 250, 500, 3000])
  })
})
