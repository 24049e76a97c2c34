import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { wecomConnector } from '../../../integrations/messaging/wecom'
import { HANDOFF_COOKIE } from '../oidc-login/handoff'
import { ILLEGAL, STAFF_MOBILE, messagingLoginKit } from './test-helpers'

describe("enterprise messaging login: a signed-in person's callback and the platform's failures", () => {
  let gateway: TestGateway
  const { browsers, post, login, start, callbackFrom } = messagingLoginKit(() => gateway)

  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  it('holds a callback for a signed-in person: names the account, and signs in only through the bound hand-off code', async () => {
    const query = await callbackFrom('feishu', 'staff')
    const held = await post('messagingLogin', { ...query, hold: true, noLogin7Days: true }, browsers.get(query.state))
    expect(held.body).toMatchObject({ code: 0, result: { held: true, loginUserId: 2, userName: 'staff' } })
    expect(held.body.result.token).toBeUndefined()
    expect(
      [held.headers['set-cookie']]
        .flat()
        .map(String)
        .some((c) => c.startsWith(`${HANDOFF_COOKIE}=`)),
    ).toBe(true)
    // The callback itself is spent.
    expect(await login(query)).toMatchObject(ILLEGAL)
    const exchange = (with_: string) =>
      gateway.post('/gateway/uac/oidc/exchange', { code: held.body.result.handoff }, undefined, {
        origin: gateway.ctx.config.shellOrigin,
        cookie: with_,
      })
    expect((await exchange('')).body).toMatchObject({ code: 400803 })
    const again = await post(
      'messagingLogin',
      { ...(await callbackFrom('feishu', 'staff')), hold: true },
      browsers.get(query.state),
    )
    expect(again.body.code).toBe(400706)
    const second = await callbackFrom('feishu', 'staff')
    const secondHeld = await post(
      'messagingLogin',
      { ...second, hold: true, noLogin7Days: true },
      browsers.get(second.state),
    )
    const secondCookie = [secondHeld.headers['set-cookie']]
      .flat()
      .map(String)
      .find((c) => c.startsWith(`${HANDOFF_COOKIE}=`))!
      .split(';')[0]
    const signedIn = await gateway.post(
      '/gateway/uac/oidc/exchange',
      { code: secondHeld.body.result.handoff },
      undefined,
      { origin: gateway.ctx.config.shellOrigin, cookie: secondCookie },
    )
    expect(signedIn.body).toMatchObject({ code: 0, result: { loginUserId: 2, mobile: STAFF_MOBILE } })
    expect(String(signedIn.headers['set-cookie'])).toMatch(/sso_sys_token=[^;]+;.*Expires=/)
    const security = await gateway.post('/gateway/uac/account/getSecurityInfo', {}, signedIn.body.result.token)
    expect(security.body.result.signIns[0]).toMatchObject({ method: 'messaging' })
  })

  it.each(['wecom', 'dingtalk', 'feishu'] as const)(
    'answers the §8 notices on %s when the mobile matches nobody or is missing',
    async (platform) => {
      expect(await login(await callbackFrom(platform, 'stranger'))).toMatchObject({
        code: 400704,
        msg: 'The mobile phone number does not exist, please confirm the account created by the administrator',
      })
      expect(await login(await callbackFrom(platform, 'nomobile'))).toMatchObject({
        code: 400705,
        msg: "Unable to obtain the current user's mobile phone number, please log out and try again",
      })
    },
  )

  it('answers Third party login failed when the platform refuses the code', async () => {
    const { state } = await start('wecom')
    expect(await login({ auth_code: 'a-code-wecom-never-issued', state })).toMatchObject({
      code: 400703,
      msg: 'Third party login failed',
    })
  })

  it('answers time out when the platform does not answer in time', async () => {
    const silent: Server = createServer(() => {
      /* never answers */
    })
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`
    const connectors = gateway.ctx.integrations.messaging.connectors
    const real = connectors.wecom
    connectors.wecom = wecomConnector({
      corpId: 'ww',
      agentId: '1',
      secret: 's',
      apiUrl: url,
      authorizeUrl: url,
      timeoutMs: 200,
    })
    try {
      const { state } = await start('wecom')
      expect(await login({ auth_code: 'any', state })).toMatchObject({ code: 400702, msg: 'time out' })
    } finally {
      connectors.wecom = real
      silent.closeAllConnections()
      silent.close()
    }
  })

  it('answers a clear failure for a platform this installation has not configured', async () => {
    const connectors = gateway.ctx.integrations.messaging.connectors
    const real = connectors.feishu
    delete connectors.feishu
    try {
      expect(
        (await gateway.post('/gateway/uac/account/messagingAuthorizeUrl', { platform: 'feishu' })).body,
      ).toMatchObject({ code: 400703 })
      expect(
        await login({
          authCorpId: 't',
          userId: 'u',
          vCode: 'c',
          sign: 's',
          appCode: 'a',
          timestamp: String(Date.now()),
        }),
      ).toMatchObject({ code: 400703 })
    } finally {
      connectors.feishu = real
    }
  })
})
