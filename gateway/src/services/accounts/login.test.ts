import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REMEMBERED_SESSION_TTL_MS, SESSION_TTL_MS } from '../../core/auth/sessions'
import { hashToken } from '../../core/auth/token'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const LOGIN = '/gateway/uac/account/login'
const PRE_LOGIN = '/gateway/tum/web/tenant/preLogin'

describe('login', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  it('signs a user of one tenant in and answers the login user info with a token', async () => {
    const answer = await gateway.post(LOGIN, { account: 'staff', password: 'Staff@12345' })
    expect(answer.status).toBe(200)
    expect(answer.body.code).toBe(0)
    expect(answer.body.result).toMatchObject({ loginUserId: 2, tenantId: 1, companyId: 1 })
    expect(answer.body.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('lets a user of several tenants pick one (preLogin): no session before the pick, the ticket once', async () => {
    const answer = await gateway.post(LOGIN, { account: 'admin', password: 'Admin@12345' })
    expect(answer.body.code).toBe(0)
    const { needTenant, preLoginTicket, tenants, token } = answer.body.result
    expect({ needTenant, token }).toEqual({ needTenant: true, token: undefined })
    expect(tenants.map((t: { tenantId: number }) => t.tenantId)).toEqual([1, 2])
    const none = await gateway.post(PRE_LOGIN, { preLoginTicket })
    expect(none.body).toEqual({ code: 400114, msg: '请选择租户' })
    const foreign = await gateway.post(PRE_LOGIN, { preLoginTicket, tenantId: 3 })
    expect(foreign.body.code).toBe(400102)
    expect((await gateway.post(PRE_LOGIN, { preLoginTicket, tenantId: 1 })).body.code).toBe(400113) // a failed pick used the ticket up
    const again = (await gateway.post(LOGIN, { account: 'admin', password: 'Admin@12345' })).body.result.preLoginTicket
    const picked = await gateway.post(PRE_LOGIN, { preLoginTicket: again, tenantId: 2 })
    expect(picked.body.result).toMatchObject({ loginUserId: 1, tenantId: 2, accType: 1, id: 1 })
    expect(picked.body.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect((await gateway.post(PRE_LOGIN, { preLoginTicket: again, tenantId: 2 })).body.code).toBe(400113)
    const info = await gateway.post('/gateway/tum/web/tenant/singleAuthorizeInfo', {}, picked.body.result.token)
    expect(info.body.result).toMatchObject({ tenantId: 2, tenantCount: 2, canSwitch: true })
    const byId = await gateway.post('/gateway/tum/web/tenant/getTenantById', { tenantId: 1 }, picked.body.result.token)
    expect(byId.body.result).toMatchObject({ tenantId: 1, companyId: 1 })
    expect(
      (await gateway.post('/gateway/tum/web/tenant/getTenantById', { tenantId: 3 }, picked.body.result.token)).body
        .code,
    ).toBe(400102)
  })

  it('lets a pre-login ticket expire after five minutes', async () => {
    const { preLoginTicket } = (await gateway.post(LOGIN, { account: 'admin', password: 'Admin@12345' })).body.result
    gateway.setNow(Date.now() + 5 * 60_000 + 1)
    try {
      expect((await gateway.post(PRE_LOGIN, { preLoginTicket, tenantId: 1 })).body.code).toBe(400113)
    } finally {
      gateway.setNow(Date.now())
    }
  })

  it('answers 400101 for a wrong password and for an unknown account alike', async () => {
    // Each from its own address; a failure puts the captcha before its account (after many, before its address).
    for (const [i, body] of [
      { account: 'admin', password: 'wrong' },
      { account: 'nobody', password: 'Admin@12345' },
    ].entries()) {
      const answer = await gateway.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: body,
        remoteAddress: `10.8.0.${i}`,
      })
      expect(answer.statusCode).toBe(200)
      expect(JSON.parse(answer.body)).toEqual({ code: 400101, msg: '账号或密码错误' })
    }
    // The other tests sign admin in without a captcha.
    await gateway.ctx.db.deleteFrom('login_failure').execute()
  })

  it('answers HTTP 400 naming the missing field, without a stack', async () => {
    const answer = await gateway.post(LOGIN, { account: 'admin' })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ code: 400000, msg: '参数不合法：password' })
    expect((await gateway.post(LOGIN, { account: 'admin' }, undefined, { 'accept-language': 'en' })).body).toEqual({
      code: 400000,
      msg: "body must have required property 'password'",
    })
    const wrongType = await gateway.post(LOGIN, { account: 'admin', password: 'x', noLogin7Days: 'often' })
    expect(wrongType.status).toBe(400)
    expect(wrongType.body.msg).toContain('noLogin7Days')
    expect(JSON.stringify(wrongType.body)).not.toMatch(/at .*\.ts|stack/)
  })

  it('answers HTTP 400 for a malformed JSON body', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: '{"account":',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.statusCode).toBe(400)
    expect(JSON.parse(response.body).code).toBe(400000)
  })

  it('accepts a form-encoded body and coerces its boolean', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: 'account=staff&password=Staff%4012345&noLogin7Days=true',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    const body = JSON.parse(response.body)
    expect(body.code).toBe(0)
    expect(body.result.expiresAt - gateway.ctx.now()).toBe(REMEMBERED_SESSION_TTL_MS)
  })

  it('keeps a session 7 days with noLogin7Days and 12 hours without', async () => {
    const remembered = await gateway.post(LOGIN, { account: 'staff', password: 'Staff@12345', noLogin7Days: true })
    const plain = await gateway.post(LOGIN, { account: 'staff', password: 'Staff@12345' })
    expect(remembered.body.result.expiresAt - gateway.ctx.now()).toBe(7 * 86_400_000)
    expect(plain.body.result.expiresAt - gateway.ctx.now()).toBe(SESSION_TTL_MS)
  })

  it('stores only the hash of the token', async () => {
    const token = await gateway.login('hr', 'Hr@123456789')
    const sessions = await gateway.ctx.db.selectFrom('session').selectAll().execute()
    expect(JSON.stringify(sessions)).not.toContain(token)
    expect(sessions.some((session) => session.token_hash === hashToken(token))).toBe(true)
  })

  it('sets the HttpOnly SameSite=Strict cookie on /gateway (for hidden-frame downloads), which never authenticates a POST alone', async () => {
    const answer = await gateway.post(LOGIN, { account: 'staff', password: 'Staff@12345' })
    const [cookie, page, channel] = [answer.headers['set-cookie']].flat().map(String)
    expect(cookie).toMatch(/^sso_sys_token=[\w-]+; Path=\/gateway; HttpOnly; SameSite=Strict$/)
    // The shell page's cookie (its CSP frames the tenant's installed apps) on every path: never a credential. It and
    // the channel secret last as long as the session, as the token in localStorage does: a browser restart keeps them.
    const ends = new Date(answer.body.result.expiresAt).toUTCString()
    expect(page).toBe(`sso_sys_page=${answer.body.result.token}; Path=/; Expires=${ends}; HttpOnly; SameSite=Strict`)
    // The session's channel secret, for the audit channel only: not the token (joyhr/audit-channel.ts).
    expect(channel).toMatch(
      /^sso_sys_channel=[\w-]{43}; Path=\/gateway\/joyhr\/web\/bridgeAudit; Expires=[^;]+ GMT; HttpOnly; SameSite=Strict$/,
    )
    expect(channel).toContain(`Expires=${ends};`)
    expect(channel).not.toContain(answer.body.result.token)
    const shell = { origin: 'http://localhost:4100' }
    const cookieOnly = await gateway.post('/gateway/uac/web/getTokenInfo', undefined, undefined, {
      ...shell,
      cookie: cookie.split(';')[0],
    })
    expect(cookieOnly.body.code).toBe(401001)
    const download = (cookies: string) =>
      gateway.app.inject({
        method: 'GET',
        url: '/gateway/filecenter/web/upLoad/download?id=00000000-0000-4000-8000-000000000000',
        headers: { cookie: cookies },
      })
    expect(JSON.parse((await download(page.split(';')[0])).body).code).toBe(401001)
    expect(JSON.parse((await download(cookie.split(';')[0])).body).code).not.toBe(401001)
    const withHeader = await gateway.post('/gateway/uac/web/getTokenInfo', undefined, answer.body.result.token, shell)
    expect(withHeader.body.data).toMatchObject({ loginUserId: 2, token: answer.body.result.token })
  })

  it('opens the session in another authorised tenant and refuses an unauthorised one', async () => {
    const beijing = await gateway.post(LOGIN, { account: 'admin', password: 'Admin@12345', tenantId: '2' })
    expect(beijing.body.result.tenantId).toBe(2)
    const info = await gateway.post('/gateway/ums/web/user/getLoginUserInfo', {}, beijing.body.result.token)
    expect(info.body.result.tenantName).toBe('Demo Co. Beijing')
    const refused = await gateway.post(LOGIN, { account: 'staff', password: 'Staff@12345', tenantId: 2 })
    expect(refused.body.code).toBe(400102)
  })

  it('answers 401001 for a missing, unknown or expired token', async () => {
    const invalid = { code: 401001, msg: '登录信息已失效，请重新登录' }
    expect((await gateway.post('/gateway/uac/web/getTokenInfo')).body).toEqual(invalid)
    expect((await gateway.post('/gateway/uac/web/getTokenInfo', {}, 'made-up')).body).toEqual(invalid)
    const token = await gateway.login('staff', 'Staff@12345')
    const started = gateway.ctx.now()
    gateway.setNow(started + SESSION_TTL_MS + 1)
    try {
      expect((await gateway.post('/gateway/uac/web/getTokenInfo', {}, token)).body).toEqual(invalid)
    } finally {
      gateway.setNow(started)
    }
  })

  it("answers the caller's own user info whatever loginUserId says", async () => {
    const token = await gateway.login('staff', 'Staff@12345')
    const info = await gateway.post('/gateway/ums/web/user/getLoginUserInfo', { loginUserId: 1 }, token)
    expect(info.body.result).toMatchObject({ id: 2, userName: 'staff', accType: 2, tenantName: 'Demo Co. Shanghai' })
  })
})
