import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'

interface Row {
  id: string
  browser: string
  ip: string
  tenantName: string
  signedInAt: number
  lastActiveAt: number
  current: boolean
}

describe("the user's own sessions", () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  const post = (path: string, body: unknown, token: string, headers?: Record<string, string>) =>
    gateway.post(`/gateway${path}`, body, token, headers)
  const list = async (token: string, lang = 'en') =>
    (await post('/uac/account/sessions/list', {}, token, { 'accept-language': lang })).body.result as Row[]
  const alive = async (token: string) => (await post('/uac/web/getTokenInfo', {}, token)).body.code === 0

  /** Signs in from a browser and an address of its own. */
  async function signIn(account: string, password: string, userAgent: string, ip: string, tenantId?: number) {
    const answer = await gateway.app.inject({
      method: 'POST',
      url: '/gateway/uac/account/login',
      remoteAddress: ip,
      payload: { account, password, ...(tenantId ? { tenantId } : {}) },
      headers: { 'user-agent': userAgent },
    })
    const body = answer.json()
    if (body.code !== 0) throw new Error(`login failed: ${answer.body}`)
    return body.result.token as string
  }

  it('lists the live sessions of the caller with browser, address, sign-in time, last use and this device', async () => {
    const signedIn = gateway.ctx.now()
    const here = await signIn('staff', 'Staff@12345', CHROME, '10.1.1.1')
    const there = await signIn('staff', 'Staff@12345', FIREFOX, '10.2.2.2')
    await signIn('hr', 'Hr@123456789', CHROME, '10.3.3.3', 1)
    const rows = await list(here)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({
      browser: 'Chrome 126 on Windows 10',
      ip: '10.1.1.1',
      signedInAt: signedIn,
      lastActiveAt: signedIn,
      current: true,
    })
    expect(rows[1]).toMatchObject({ browser: 'Firefox 128 on Linux', ip: '10.2.2.2', current: false })
    // A Chinese page reads the browser in Chinese word order.
    expect((await list(here, 'zh-CN'))[0].browser).toBe('Windows 10 版 Chrome 126')
    expect(rows[0].id).toMatch(/^[0-9a-f]{32}$/)
    // The id is not the token or its hash, and the other device sees the same ids.
    expect(JSON.stringify(rows)).not.toContain(here)
    expect((await list(there)).map((row) => row.id).sort()).toEqual(rows.map((row) => row.id).sort())
    await post('/loginOut', {}, there)
    expect(await list(here)).toHaveLength(1)
  })

  it('signs out one other session at once: its next request is refused', async () => {
    const here = await signIn('manager', 'Manager@12345', CHROME, '10.4.4.4')
    const there = await signIn('manager', 'Manager@12345', FIREFOX, '10.5.5.5')
    const [mine, other] = await list(here)
    expect(
      (await post('/uac/account/sessions/signOut', { id: mine.id }, here, { 'accept-language': 'en' })).body,
    ).toEqual({ code: 400000, msg: 'This is the session you are using: sign out instead' })
    expect((await post('/uac/account/sessions/signOut', { id: other.id }, here)).body).toEqual({
      code: 0,
      msg: 'success',
      result: { ended: 1 },
    })
    expect(await alive(there)).toBe(false)
    expect(await alive(here)).toBe(true)
    expect((await post('/uac/account/sessions/signOut', { id: other.id }, here)).body).toEqual({
      code: 400000,
      msg: '该会话已结束',
    })
    expect((await post('/uac/account/sessions/signOut', { id: 'x'.repeat(32) }, here)).status).toBe(400)
    expect((await post('/uac/account/sessions/signOut', {}, here)).status).toBe(400)
  })

  it("lists and signs out every other session of the user in every tenant, keeping this one and other users'", async () => {
    const here = await signIn('hr', 'Hr@123456789', CHROME, '10.6.6.6', 1)
    const others = [
      await signIn('hr', 'Hr@123456789', FIREFOX, '10.7.7.7', 1),
      await signIn('hr', 'Hr@123456789', FIREFOX, '10.8.8.8', 1),
    ]
    const otherTenant = await signIn('hr', 'Hr@123456789', CHROME, '10.9.9.9', 2)
    const staff = await signIn('staff', 'Staff@12345', CHROME, '10.1.1.1')
    const names = await gateway.ctx.db
      .selectFrom('tenant')
      .select(['id', 'name'])
      .where('id', 'in', [1, 2])
      .orderBy('id')
      .execute()
    // Each session lists the user's sessions in both tenants, each with its tenant's name; never staff's.
    for (const token of [here, otherTenant]) {
      const rows = await list(token)
      expect(rows.find((row) => row.ip === '10.9.9.9')).toMatchObject({ tenantName: names[1].name })
      expect(rows.find((row) => row.ip === '10.6.6.6')).toMatchObject({ tenantName: names[0].name })
      expect(rows.some((row) => row.ip === '10.1.1.1')).toBe(false)
    }
    const ended = (await post('/uac/account/sessions/signOutOthers', {}, here)).body.result.ended
    // The two above, the one in the other tenant and hr's session of the first test.
    expect(ended).toBe(4)
    for (const token of [...others, otherTenant]) expect(await alive(token)).toBe(false)
    expect(await alive(here)).toBe(true)
    expect(await alive(staff)).toBe(true)
    expect((await list(here)).map((row) => row.current)).toEqual([true])
  })

  it("signs out one of the user's sessions in another tenant", async () => {
    const here = await signIn('hr', 'Hr@123456789', CHROME, '10.10.1.1', 2)
    const there = await signIn('hr', 'Hr@123456789', FIREFOX, '10.10.2.2', 1)
    const other = (await list(here)).find((row) => row.ip === '10.10.2.2')!
    expect((await post('/uac/account/sessions/signOut', { id: other.id }, here)).body.result).toEqual({ ended: 1 })
    expect(await alive(there)).toBe(false)
    expect(await alive(here)).toBe(true)
  })

  it('refuses every session route without a session', async () => {
    for (const path of ['list', 'signOut', 'signOutOthers']) {
      expect((await gateway.post(`/gateway/uac/account/sessions/${path}`, { id: 'a'.repeat(32) })).body.code).toBe(
        401001,
      )
    }
  })
})
