import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { codeFor } from '../../../testing/verification-codes'
import {
  REGISTRATIONS_PER_ADDRESS,
  REGISTRATIONS_PER_DAY,
  REGISTRATIONS_PER_DOMAIN,
  REGISTRATIONS_PER_NETWORK,
} from './budgets'

describe('registration budgets per e-mail domain and overall', () => {
  let gateway: TestGateway
  let n = 0
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  /** A registration of a company whose administrator has `email`, from a new address each time (past the address limit) unless `from` is given. */
  const proven = async (email: string, lang = 'en', from?: string) => {
    const id = ++n
    const ip = from ?? `10.5.${id >> 8}.${id & 255}`
    const send = (url: string, payload: object) =>
      gateway.app
        .inject({
          method: 'POST',
          url: `/gateway${url}`,
          payload,
          remoteAddress: ip,
          headers: { 'accept-language': lang },
        })
        .then((r) => JSON.parse(r.body))
    gateway.setNow(gateway.ctx.now() + 61_000)
    expect((await send('/tum/web/company/sendCode', { email, captchaToken: await gateway.captchaPass(ip) })).code).toBe(
      0,
    )
    const verified = await send('/tum/web/company/verifyCode', {
      email,
      code: (await codeFor(gateway, email.toLowerCase())) ?? '000000',
    })
    return () =>
      send('/tum/web/company/register', {
        companyName: `Budget Co ${id}`,
        adminAccount: `budget.admin${id}`,
        adminName: 'Lin Bo',
        adminPhone: `1370000${String(id).padStart(4, '0')}`,
        adminEmail: email,
        password: 'Tea#Garden2024',
        confirmPassword: 'Tea#Garden2024',
        proof: verified.result.proof,
      })
  }
  const register = async (email: string, lang = 'en', from?: string) => (await proven(email, lang, from))()
  /** Sets a budget's counter as if `count` companies had registered within the day. */
  const used = (key: string, count: number) =>
    gateway.ctx.db
      .insertInto('attempt_counter')
      .values({ key, count, window_start: gateway.ctx.now() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ count, window_start: gateway.ctx.now() }))
      .execute()

  it(`refuses a domain past ${REGISTRATIONS_PER_DOMAIN} registrations a day while another domain still registers`, async () => {
    await used('company:register:domain:busy.example', REGISTRATIONS_PER_DOMAIN - 1)
    expect((await register('first@busy.example')).code).toBe(0)
    expect(await register('second@Busy.Example')).toEqual({
      code: 400907,
      msg: 'Too many companies registered with this e-mail domain today, please try again in 24 hours',
    })
    expect((await register('third@busy.example', 'zh-CN')).msg).toBe('该邮箱域名今日注册的企业过多，请 24 小时后再试')
    expect((await register('someone@quiet.example')).code).toBe(0)
    gateway.setNow(gateway.ctx.now() + 24 * 60 * 60 * 1000)
    expect((await register('fourth@busy.example')).code).toBe(0)
  })

  it(`refuses everyone past ${REGISTRATIONS_PER_DAY} registrations a day`, async () => {
    await used('company:register:all', REGISTRATIONS_PER_DAY - 1)
    expect((await register('last@one.example')).code).toBe(0)
    expect(await register('late@two.example')).toEqual({
      code: 400908,
      msg: 'The registrations of today are used up, please try again in 24 hours',
    })
    expect((await register('later@three.example', 'zh-CN')).msg).toBe('今日的注册名额已用完，请 24 小时后再试')
  })

  it("registers exactly the rest of an address's day of registrations sent at once", async () => {
    gateway.setNow(gateway.ctx.now() + 24 * 60 * 60 * 1000)
    // Two companies are left to the address (companies made at once retry for free ids only so often).
    await used('company:register:ip:10.44.0.1', REGISTRATIONS_PER_ADDRESS - 2)
    const ready = []
    for (let i = 0; i < 6; i++) ready.push(await proven(`burst${i}@burst${i}.example`, 'en', '10.44.0.1'))
    const answers = await Promise.all(ready.map((send) => send()))
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(2)
    expect(answers.filter((answer) => answer.code === 400110)).toHaveLength(4)
  })

  it(`stops one rotating through the addresses of a /64 at ${REGISTRATIONS_PER_NETWORK} registrations a day; another network registers`, async () => {
    await used('company:register:net:2001:db8:a:1::/64', REGISTRATIONS_PER_NETWORK - 1)
    expect((await register('one@rotate1.example', 'en', '2001:db8:a:1::1')).code).toBe(0)
    expect(await register('two@rotate2.example', 'en', '2001:db8:a:1::2')).toEqual({
      code: 400110,
      msg: 'Too many registrations from this address, please try again later',
    })
    expect((await register('three@rotate3.example', 'en', '2001:db8:a:2::1')).code).toBe(0)
  })
})
