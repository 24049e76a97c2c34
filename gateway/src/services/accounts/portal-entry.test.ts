import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const LOGIN_IN = '/gateway/uac/web/portal/loginIn'
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
const MINUTE = 60_000

describe('§7 portal loginIn: the portal entered after sign-in', () => {
  let gateway: TestGateway
  let clock: number
  const tick = () => gateway.setNow((clock += MINUTE))
  const enter = async (token: string, lang = 'en') =>
    (await gateway.post(LOGIN_IN, {}, token, { 'accept-language': lang })).body
  beforeAll(async () => {
    gateway = await startTestGateway()
    clock = gateway.ctx.now()
  })
  afterAll(() => gateway.close())

  it("answers the session's first entry the sign-in before it, and later entries of the session nothing", async () => {
    const earlier = await gateway.login('staff', 'Staff@12345', {}, { 'user-agent': CHROME })
    const signedInAt = clock
    tick()
    const now = await gateway.login('staff', 'Staff@12345', {}, { 'user-agent': FIREFOX })
    tick()
    expect(await enter(now)).toEqual({
      code: 0,
      msg: 'success',
      result: {
        firstEntry: true,
        previousSignIn: { at: signedInAt, ip: '127.0.0.1', browser: 'Chrome 126 on Windows 10', method: 'password' },
        fromElsewhere: true,
      },
    })
    // A reload, another tab: the same session entered already.
    expect((await enter(now)).result).toEqual({ firstEntry: false, previousSignIn: null, fromElsewhere: false })
    // The earlier session's own first entry names the sign-in before it, not the later one.
    const first = (await enter(earlier, 'zh-CN')).result
    expect(first.firstEntry).toBe(true)
    expect(first.previousSignIn === null || first.previousSignIn.at < signedInAt).toBe(true)
  })

  it('says whether the sign-in before came from elsewhere: another address, browser or system, not another version', async () => {
    tick()
    await gateway.login('manager', 'Manager@12345', {}, { 'user-agent': CHROME })
    tick()
    const sameDevice = await gateway.login(
      'manager',
      'Manager@12345',
      {},
      { 'user-agent': CHROME.replace('Chrome/126', 'Chrome/127') },
    )
    const sameDeviceAt = clock
    tick()
    expect((await enter(sameDevice)).result).toMatchObject({
      firstEntry: true,
      previousSignIn: { browser: 'Chrome 126 on Windows 10' },
      fromElsewhere: false,
    })
    tick()
    const otherAddress = await gateway.login('manager', 'Manager@12345', {}, { 'user-agent': CHROME })
    // The sign-in before it came from another address (behind another office's proxy).
    const managerId = (await gateway.post('/gateway/uac/web/getTokenInfo', {}, sameDevice)).body.data.loginUserId
    await gateway.ctx.db
      .updateTable('sign_in_history')
      .set({ ip: '10.0.0.9' })
      .where('tenant_id', '=', 1)
      .where('user_id', '=', managerId)
      .where('at', '=', sameDeviceAt)
      .execute()
    tick()
    expect((await enter(otherAddress)).result).toMatchObject({
      previousSignIn: { ip: '10.0.0.9' },
      fromElsewhere: true,
    })
  })

  it("names only sign-ins to the session's tenant", async () => {
    tick()
    await gateway.login('admin', 'Admin@12345', { tenantId: 2 }, { 'user-agent': FIREFOX })
    const inTenant2 = clock
    tick()
    // A later sign-in to the other tenant is not this tenant's.
    await gateway.login('admin', 'Admin@12345', { tenantId: 1 }, { 'user-agent': CHROME })
    tick()
    const session = await gateway.login('admin', 'Admin@12345', { tenantId: 2 }, { 'user-agent': CHROME })
    tick()
    expect((await enter(session)).result.previousSignIn).toEqual({
      at: inTenant2,
      ip: '127.0.0.1',
      browser: 'Firefox 128 on Linux',
      method: 'password',
    })
  })

  it('forgets entries older than the longest session, and refuses a caller without a session', async () => {
    await gateway.ctx.db
      .insertInto('portal_entry')
      .values({ tenant_id: 1, token_hash: 'f'.repeat(64), user_id: 1, entered_at: clock - 8 * 86_400_000 })
      .execute()
    tick()
    const fresh = await gateway.login('hr', 'Hr@123456789')
    tick()
    expect((await enter(fresh)).result.firstEntry).toBe(true)
    const old = await gateway.ctx.db
      .selectFrom('portal_entry')
      .select('token_hash')
      .where('token_hash', '=', 'f'.repeat(64))
      .execute()
    expect(old).toEqual([])
    expect((await enter('no-such-token')).code).toBe(401001)
    expect((await gateway.post(LOGIN_IN, { tenantId: 2 }, fresh)).body.code).toBe(0)
  })
})
