import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { drainDeliveries } from '../../message'
import { alive, captcha, codeSentTo } from '../account-security/test-helpers'
import { VERIFY_PER_ADDRESS, VERIFY_PER_NETWORK } from './routes'

describe('super login', () => {
  let gateway: TestGateway
  const post = (path: string, body: unknown, token?: string) =>
    gateway.post(`/gateway/uac/account/superLogin${path}`, body, token)
  const OPERATOR_MAIL = 'operator@demo-co.example'
  let clock = Date.now()
  let real = Date.now()
  const tick = () => {
    clock += 120_000
    gateway.setNow(clock)
    real = Date.now()
  }
  const sendCode = async (email: string) => post('/sendCode', { email, captchaToken: await captcha(gateway) })

  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  it("opens a session in any chosen tenant with the code sent to the operator's e-mail, and audits it", async () => {
    tick()
    expect((await sendCode(OPERATOR_MAIL)).body.code).toBe(0)
    const code = await codeSentTo(gateway, OPERATOR_MAIL, real)
    const verified = await post('/verify', { account: 'operator', code })
    expect(verified.body.result.tenants).toEqual([
      { id: 1, name: 'Demo Co. Shanghai' },
      { id: 2, name: 'Demo Co. Beijing' },
    ])
    const { ticket } = verified.body.result
    expect((await post('', { ticket })).body).toMatchObject({ code: 400000, msg: '请选择租户' })
    // The operator is not in tenant 2's user_tenant: super login enters it anyway.
    const login = await gateway.post('/gateway/uac/account/superLogin', { ticket, tenantId: 2 }, undefined, {
      'user-agent': 'Firefox/130.0',
    })
    expect(login.body.result).toMatchObject({ tenantId: 2 })
    expect(await alive(gateway, login.body.result.token)).toBe(true)
    // The ticket is single use.
    expect((await post('', { ticket, tenantId: 1 })).body.code).toBe(400109)
    const audit = await post('/audit', {}, login.body.result.token)
    expect(audit.body.result[0]).toMatchObject({
      tenantId: 2,
      tenantName: 'Demo Co. Beijing',
      operator: 'operator',
      at: clock,
      ip: '127.0.0.1',
      userAgent: 'Firefox/130.0',
    })
    const security = await gateway.post('/gateway/uac/account/getSecurityInfo', {}, login.body.result.token)
    expect(security.body.result).toMatchObject({ operator: true, signIns: [{ method: 'super' }] })
  })

  it("tells the shell in the user info that the session is an operator's super login, and an ordinary one that it is not", async () => {
    tick()
    await sendCode(OPERATOR_MAIL)
    const { ticket } = (
      await post('/verify', { account: 'operator', code: await codeSentTo(gateway, OPERATOR_MAIL, real) })
    ).body.result
    const login = await post('', { ticket, tenantId: 2 })
    const info = await gateway.post('/gateway/ums/web/user/getLoginUserInfo', {}, login.body.result.token)
    expect(info.body.result).toMatchObject({ tenantId: 2, tenantName: 'Demo Co. Beijing', superLogin: true })
    const own = await gateway.post(
      '/gateway/ums/web/user/getLoginUserInfo',
      {},
      await gateway.login('operator', 'Operator@12345'),
    )
    expect(own.body.result.superLogin).toBe(false)
    const staff = await gateway.post(
      '/gateway/ums/web/user/getLoginUserInfo',
      {},
      await gateway.login('staff', 'Staff@12345'),
    )
    expect(staff.body.result.superLogin).toBe(false)
  })

  it('needs the code: a wrong one, or one for another purpose, opens nothing', async () => {
    tick()
    await sendCode(OPERATOR_MAIL)
    expect((await post('/verify', { account: 'operator', code: '000000' })).body.code).toBe(400109)
    expect((await post('', { ticket: 'made-up-ticket', tenantId: 1 })).body.code).toBe(400109)
  })

  it("answers an address or account that is not an operator's exactly as an operator's", async () => {
    tick()
    const [operator, admin, ghost] = [
      await sendCode(OPERATOR_MAIL),
      await sendCode('admin@demo-co.example'),
      await sendCode('ghost@nowhere.example'),
    ]
    expect(admin.body).toEqual(operator.body)
    expect(ghost.body).toEqual(operator.body)
    // The resend wait is per address, an operator's or not.
    const [again, ghostAgain] = [await sendCode(OPERATOR_MAIL), await sendCode('ghost@nowhere.example')]
    expect(again.body.code).toBe(400108)
    expect(ghostAgain.body).toEqual(again.body)
    // admin has an e-mail but is no operator: no code was sent to it.
    await drainDeliveries(gateway.ctx)
    expect(gateway.ctx.integrations.outbox?.list().some((e) => e.to.includes('admin@demo-co.example'))).toBe(false)
    const wrongOperator = await post('/verify', { account: 'operator', code: '000001' })
    const notOperator = await post('/verify', { account: 'admin', code: '000001' })
    expect(notOperator.body).toEqual(wrongOperator.body)
  })

  it("backs off codes to an operator's e-mail that others ask for, alike for any address, and never for an hour", async () => {
    // An hour after the tests above: neither address has a code in a row behind it.
    clock += 60 * 60_000
    tick()
    const from = async (ip: string, email: string) =>
      JSON.parse(
        (
          await gateway.app.inject({
            method: 'POST',
            url: '/gateway/uac/account/superLogin/sendCode',
            remoteAddress: ip,
            headers: { 'accept-language': 'en' },
            payload: { email, captchaToken: await gateway.captchaPass(ip) },
          })
        ).body,
      )
    // Half an hour of requests from ever new addresses, for the operator's address and for one nobody has.
    for (let i = 0; i < 30; i++) {
      expect(await from(`10.6.${i}.1`, 'ghost@nowhere.example')).toEqual(await from(`10.6.${i}.2`, OPERATOR_MAIL))
      clock += 60_000
      gateway.setNow(clock)
    }
    const asked = await from('127.0.0.1', OPERATOR_MAIL)
    expect(asked.code).toBe(400108)
    const [, minutes] = /wait (\d+) minutes/.exec(asked.msg) ?? []
    expect(Number(minutes)).toBeLessThanOrEqual(15)
    clock += Number(minutes) * 60_000
    gateway.setNow(clock)
    real = Date.now()
    expect((await from('127.0.0.1', OPERATOR_MAIL)).code).toBe(0)
    expect(await codeSentTo(gateway, OPERATOR_MAIL, real)).toMatch(/^\d{6}$/)
  })

  it("slows code checks for an account after 10 wrong codes, an operator's or not alike, without locking it for an hour", async () => {
    clock += 2 * 60 * 60_000
    tick()
    await sendCode(OPERATOR_MAIL)
    const code = await codeSentTo(gateway, OPERATOR_MAIL, real)
    const verifyFrom = async (ip: string, account: string, given: string) =>
      JSON.parse(
        (
          await gateway.app.inject({
            method: 'POST',
            url: '/gateway/uac/account/superLogin/verify',
            remoteAddress: ip,
            headers: { 'accept-language': 'en' },
            payload: { account, code: given },
          })
        ).body,
      )
    const wrong = code === '000000' ? '111111' : '000000'
    for (const account of ['operator', 'admin']) {
      for (let i = 0; i < 9; i++) expect((await verifyFrom(`10.4.${i}.1`, account, wrong)).code).toBe(400109)
      expect(await verifyFrom('10.4.9.1', account, wrong)).toEqual({
        code: 400110,
        msg: 'Too many incorrect codes, please try again in 1 minutes',
      })
    }
    expect(await verifyFrom('10.4.15.1', 'operator', code)).toEqual(await verifyFrom('10.4.15.1', 'admin', code))
    clock += 60_000
    tick()
    await sendCode(OPERATOR_MAIL)
    expect((await verifyFrom('10.4.16.1', 'operator', await codeSentTo(gateway, OPERATOR_MAIL, real))).code).toBe(0)
  })

  it('needs a captcha pass before sending', async () => {
    tick()
    expect((await post('/sendCode', { email: OPERATOR_MAIL })).body.code).toBe(400106)
  })

  it(`checks ${VERIFY_PER_ADDRESS} codes an hour from one address, ${VERIFY_PER_NETWORK} from its /64 however its addresses rotate; another network is served`, async () => {
    clock += 2 * 60 * 60_000
    tick()
    const verifyFrom = async (ip: string, account: string) =>
      JSON.parse(
        (
          await gateway.app.inject({
            method: 'POST',
            url: '/gateway/uac/account/superLogin/verify',
            remoteAddress: ip,
            headers: { 'accept-language': 'en' },
            payload: { account, code: '000000' },
          })
        ).body,
      ) as { code: number }
    // Each check for an account of its own, so that no account's wait after its wrong codes comes in the way.
    const many = await Promise.all(
      Array.from({ length: VERIFY_PER_ADDRESS + 5 }, (_, i) => verifyFrom('10.4.40.1', `nobody-a${i}`)),
    )
    expect([
      many.filter((answer) => answer.code === 400109).length,
      many.filter((answer) => answer.code === 400110).length,
    ]).toEqual([VERIFY_PER_ADDRESS, 5])
    for (let i = 0; i < VERIFY_PER_NETWORK; i++)
      expect((await verifyFrom(`2001:db8:c:1::${(i + 1).toString(16)}`, `nobody-b${i}`)).code).toBe(400109)
    expect((await verifyFrom('2001:db8:c:1:ffff::1', 'nobody-c')).code).toBe(400110)
    expect((await verifyFrom('2001:db8:c:2::1', 'nobody-d')).code).toBe(400109)
  })
})
