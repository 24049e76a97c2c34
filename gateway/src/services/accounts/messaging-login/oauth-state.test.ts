import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { hashToken } from '../../../core/auth/token'
import { ILLEGAL, OTHER_BROWSER, STAFF_MOBILE, messagingLoginKit } from './test-helpers'

describe('enterprise messaging login: the OAuth state of this browser', () => {
  let gateway: TestGateway
  const { browsers, login, start, callbackFrom } = messagingLoginKit(() => gateway)

  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  it('issues the OAuth state to this browser: an httpOnly SameSite=Strict cookie for messagingLogin only, both kept as hashes', async () => {
    const { set, state } = await start('dingtalk')
    expect(set).toMatch(
      /^messaging_browser=[\w-]{43}; Max-Age=600; Path=\/gateway\/uac\/account\/messagingLogin; HttpOnly; SameSite=Strict$/,
    )
    expect(state).toMatch(/^[\w-]{43}$/)
    const row = await gateway.ctx.db
      .selectFrom('messaging_login')
      .selectAll()
      .where('state_hash', '=', hashToken(state))
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ platform: 'dingtalk', used_at: null })
    expect(JSON.stringify(row)).not.toContain(state)
    expect(JSON.stringify(row)).not.toContain(browsers.get(state)!.split('=')[1])
  })

  it.each(['wecom', 'dingtalk', 'feishu'] as const)(
    'refuses a %s callback in a browser that did not start it, and spends it',
    async (platform) => {
      const query = await callbackFrom(platform, 'staff')
      expect(await login(query, '')).toMatchObject(OTHER_BROWSER)
      // Spent: the browser that started it cannot use it after it travelled.
      expect(await login(query)).toMatchObject(ILLEGAL)
    },
  )

  it("refuses an attacker's callback in a victim's browser that started a sign-in of its own", async () => {
    const attackers = await callbackFrom('wecom', 'admin')
    const victims = await callbackFrom('wecom', 'staff')
    expect(await login(attackers, browsers.get(victims.state))).toMatchObject(OTHER_BROWSER)
    expect(await login(victims)).toMatchObject({ code: 0, result: { mobile: STAFF_MOBILE } })
  })

  it('refuses a callback without the state, with a state it never issued, or one issued for another platform', async () => {
    const { state: _dropped, ...stateless } = await callbackFrom('dingtalk', 'staff')
    expect(await login(stateless, '')).toMatchObject(OTHER_BROWSER)
    const invented = await callbackFrom('feishu', 'staff')
    expect(await login({ ...invented, state: 'x'.repeat(43) }, browsers.get(invented.state))).toMatchObject(
      OTHER_BROWSER,
    )
    const forWecom = await start('wecom')
    const dingtalk = await callbackFrom('dingtalk', 'staff')
    expect(await login({ ...dingtalk, state: forWecom.state })).toMatchObject(ILLEGAL)
  })

  it('answers in Chinese unless the request asks for English', async () => {
    const query = await callbackFrom('wecom', 'staff')
    const answer = await gateway.post('/gateway/uac/account/messagingLogin', query, undefined, {
      origin: gateway.ctx.config.shellOrigin,
    })
    expect(answer.body).toMatchObject({
      code: 400706,
      msg: '此登录不是在当前浏览器中发起的，已被拒绝。如需登录，请在本页重新开始。',
    })
  })

  it('refuses a state older than ten minutes', async () => {
    const query = await callbackFrom('wecom', 'staff')
    gateway.setNow(Date.now() + 10 * 60_000 + 1000)
    try {
      expect(await login(query)).toMatchObject(OTHER_BROWSER)
    } finally {
      gateway.setNow(Date.now())
    }
  })
})
