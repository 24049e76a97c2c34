import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { codeFor } from '../../../testing/verification-codes'
import { PROBES_PER_ADDRESS, PROBES_PER_VALUE } from './probes'
import { PROOF_USES } from './register-routes'

describe('probing for taken details during registration', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  /** A proof of `email` asked from `ip`. */
  const proofFrom = async (ip: string, email: string) => {
    const send = (url: string, payload: object) =>
      gateway.app
        .inject({ method: 'POST', url: `/gateway/tum/web/company/${url}`, payload, remoteAddress: ip })
        .then((r) => JSON.parse(r.body))
    gateway.setNow(gateway.ctx.now() + 61 * 60_000)
    expect((await send('sendCode', { email, captchaToken: await gateway.captchaPass(ip) })).code).toBe(0)
    return (await send('verifyCode', { email, code: await codeFor(gateway, email) })).result.proof as string
  }
  const registerFrom = async (ip: string, change: Record<string, unknown>, lang = 'en') =>
    JSON.parse(
      (
        await gateway.app.inject({
          method: 'POST',
          url: '/gateway/tum/web/company/register',
          remoteAddress: ip,
          headers: { 'accept-language': lang },
          payload: {
            companyName: 'Probe Co',
            adminAccount: 'probe.admin',
            adminName: 'Wu Fang',
            adminPhone: '13711112222',
            adminEmail: 'wu@probe.example',
            password: 'Tea#Garden2024',
            confirmPassword: 'Tea#Garden2024',
            ...change,
          },
        })
      ).body,
    )

  it(`allows ${PROOF_USES} attempts per proof`, async () => {
    const proof = await proofFrom('10.3.0.1', 'wu@probe.example')
    for (let i = 0; i < PROOF_USES; i++)
      expect((await registerFrom(`10.3.0.1`, { proof, adminAccount: i % 2 ? 'admin' : 'staff' })).code).toBe(400904)
    expect((await registerFrom('10.3.0.1', { proof })).code).toBe(400109)
  })

  it(`answers 'taken' at most ${PROBES_PER_VALUE} times a day for one value, whoever asks`, async () => {
    for (let i = 0; i < PROBES_PER_VALUE; i++) {
      const ip = `10.3.1.${i}`
      expect(
        (
          await registerFrom(ip, {
            proof: await proofFrom(ip, `p${i}@probe.example`),
            adminEmail: `p${i}@probe.example`,
            adminPhone: '13800000000',
          })
        ).code,
      ).toBe(400905)
    }
    const ip = '10.3.1.99'
    const proof = await proofFrom(ip, 'p99@probe.example')
    expect(await registerFrom(ip, { proof, adminEmail: 'p99@probe.example', adminPhone: '13800000000' })).toEqual({
      code: 400110,
      msg: expect.stringMatching(/^Too many attempts, please try again in \d+ hours$/),
    })
    // Details nobody holds still register.
    expect((await registerFrom(ip, { proof, adminEmail: 'p99@probe.example' })).code).toBe(0)
  })

  it(`answers 'taken' at most ${PROBES_PER_ADDRESS} times a day to one address, in both languages`, async () => {
    const ip = '10.3.2.1'
    const proof = await proofFrom(ip, 'q@probe.example')
    // As if the address had been told 'taken' all but once today already.
    await gateway.ctx.db
      .insertInto('attempt_counter')
      .values({ key: `company:probe:ip:${ip}`, count: PROBES_PER_ADDRESS - 1, window_start: gateway.ctx.now() })
      .execute()
    expect(
      (await registerFrom(ip, { proof, adminEmail: 'q@probe.example', adminAccount: 'operator', companyName: 'Q Co' }))
        .code,
    ).toBe(400904)
    const fresh = {
      proof,
      adminEmail: 'q@probe.example',
      adminAccount: 'fresh.one',
      companyName: 'Fresh Co',
      adminPhone: '13711114444',
    }
    expect(await registerFrom(ip, fresh, 'zh-CN')).toEqual({ code: 400110, msg: '尝试次数过多，请 24 小时后再试' })
    expect(await registerFrom('10.3.2.2', fresh)).toMatchObject({ code: 0 })
  })

  it("answers exactly the rest of an address's day of 'taken' answers to registrations sent at once", async () => {
    gateway.setNow(gateway.ctx.now() + 25 * 60 * 60 * 1000)
    const ip = '10.3.3.1'
    const proof = await proofFrom(ip, 'r@probe.example')
    await gateway.ctx.db
      .insertInto('attempt_counter')
      .values({ key: `company:probe:ip:${ip}`, count: PROBES_PER_ADDRESS - 2, window_start: gateway.ctx.now() })
      .execute()
    const accounts = ['admin', 'staff', 'operator', 'admin', 'staff', 'operator']
    const answers = await Promise.all(
      accounts.map((adminAccount) =>
        registerFrom(ip, { proof, adminEmail: 'r@probe.example', adminAccount, companyName: 'Rest Co' }),
      ),
    )
    expect(answers.filter((answer) => answer.code === 400904)).toHaveLength(2)
    expect(answers.filter((answer) => answer.code === 400110)).toHaveLength(4)
  })
})
