import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { issueCaptchaPass } from '../message'
import { ACCOUNT_FREE_FAILURES } from './login-throttle'
import { FREE_FAILURES } from './totp/code-check'
import { codeAt } from './totp/test-helpers'

// Guesses sent all at once (here 20 together) are counted each, and held back as if they came one by one:
// a count read and written back later would let every one of them through.

const LOGIN = '/gateway/uac/account/login'
const T0 = Math.floor(Date.UTC(2031, 2, 3, 9) / 30_000) * 30_000
let gw: TestGateway

beforeAll(async () => {
  gw = await startTestGateway()
  gw.setNow(T0)
})
afterAll(async () => {
  await gw.close()
})

const counter = async (key: string) =>
  (await gw.ctx.db.selectFrom('login_failure').select('count').where('key', '=', key).executeTakeFirst())?.count ?? 0
const signIn = async (ip: string, account: string, password: string) => {
  const captchaToken = await issueCaptchaPass(gw.ctx, ip)
  const response = await gw.app.inject({
    method: 'POST',
    url: LOGIN,
    payload: { account, password, captchaToken },
    remoteAddress: ip,
  })
  return (JSON.parse(response.body) as { code: number }).code
}
const together = <T>(n: number, one: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => one(i)))

describe('wrong passwords sent together', () => {
  it('check at most the free five of one account; the others are refused as too many, and each check counts', async () => {
    const answers = await together(20, (i) => signIn('10.40.0.1', 'staff', `Guess@${i}x1234`))
    const checked = answers.filter((code) => code === 400101).length
    // Each guess takes a count of the pair and of the account: one that came late for either is refused (and gives both back).
    expect(checked).toBeLessThanOrEqual(ACCOUNT_FREE_FAILURES)
    expect(answers.filter((code) => code === 400105)).toHaveLength(20 - checked)
    expect(await counter('acct:staff')).toBe(checked)
    expect(await counter('staff|10.40.0.1')).toBe(checked)
  })

  it('over twenty accounts from one address count twenty failures over twenty accounts for the address', async () => {
    const answers = await together(20, (i) => signIn('10.40.0.2', `ghost${i}`, 'Wrong@123456'))
    expect(answers).toEqual(Array(20).fill(400101))
    expect(await counter('ip:10.40.0.2')).toBe(20)
    expect(await counter('ipaccts:10.40.0.2')).toBe(20)
  })
})

describe('wrong authenticator codes sent together', () => {
  it('count each: five are compared, the rest are held back', async () => {
    const token = await gw.login('hr', 'Hr@123456789')
    const started = await gw.post('/gateway/uac/account/totp/start', {}, token)
    const right = new Set([-30_000, 0, 30_000].map((d) => codeAt(started.body.result.secret as string, T0 + d)))
    const wrong = ['111111', '222222', '333333', '444444'].find((code) => !right.has(code))!
    const answers = await together(20, () =>
      gw.post('/gateway/uac/account/totp/confirm', { code: wrong }, token).then((r) => r.body.code as number),
    )
    expect(answers.filter((code) => code === 400131)).toHaveLength(FREE_FAILURES - 1)
    expect(answers.filter((code) => code === 400132)).toHaveLength(20 - FREE_FAILURES + 1)
    const row = await gw.ctx.db
      .selectFrom('user_totp')
      .select(['failures', 'locked_until'])
      .where('user_id', '=', 3)
      .executeTakeFirstOrThrow()
    expect(row.failures).toBe(FREE_FAILURES)
    expect(Number(row.locked_until)).toBeGreaterThan(T0)
  })
})
