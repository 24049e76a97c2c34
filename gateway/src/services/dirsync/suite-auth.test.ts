import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSimulator } from '../../integrations/messaging/simulators/http-server'
import { WECOM_SUITE_DEMO } from '../../integrations/messaging/simulators/wecom-demo'
import { startWecomSimulator } from '../../integrations/messaging/simulators/wecom-simulator'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { settledRuns } from './index'
import { newNonce, signInstallState } from './install-state'

const W = (path: string) => `/gateway/ums/web/wechat/${path}`
const en = { 'accept-language': 'en' }

describe('authorising the WeCom provider app by QR code', () => {
  let gateway: TestGateway
  let simulator: RunningSimulator
  let admin: string
  let adminOf2: string
  const post = async (path: string, body: unknown, token = admin) => (await gateway.post(W(path), body, token, en)).body
  /** What a phone does with the install link: opens WeCom's page, authorises, and is sent back with auth_code and state. */
  const authorise = async (url: string) => {
    const page = await fetch(url)
    expect(await page.text()).toContain('演示科技')
    const consent = await fetch(new URL(url).origin + new URL(url).pathname, {
      method: 'POST',
      body: new URL(url).searchParams,
      redirect: 'manual',
    })
    expect(consent.status).toBe(302)
    return new URL(consent.headers.get('location')!)
  }
  /** Starts a link as the administrator's browser does: the answer, and the binding cookie it set. */
  const start = async (path: 'qrCodeAuth' | 'toAuth', token = admin) => {
    const answer = await gateway.post(W(path), { platform: 'wecom' }, token, en)
    const cookie = [answer.headers['set-cookie']]
      .flat()
      .find((c) => typeof c === 'string' && c.startsWith('wecom_install_browser='))
    return {
      result: answer.body.result,
      code: answer.body.code,
      cookie: cookie ? String(cookie).split(';')[0]! : '',
      setCookie: String(cookie ?? ''),
    }
  }
  /** The browser WeCom sends back: with the link's binding cookie when it is the one that asked. */
  const redirect = async (back: URL, cookie = '') => {
    const answer = await gateway.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: cookie ? { cookie } : {},
    })
    expect(answer.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/)
    return { status: answer.statusCode, text: answer.body }
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    await gateway.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = gateway.app.server.address() as AddressInfo
    simulator = await startWecomSimulator({
      host: '127.0.0.1',
      portalOrigin: gateway.ctx.config.shellOrigin,
      corpId: 'ww-demo-corp',
      agentId: '1000002',
      secret: 'login-secret',
      suiteCallbackUrl: `http://127.0.0.1:${port}/gateway/ums/web/wechat/suite/callback`,
    })
    const { suiteId, suiteSecret, token, encodingAesKey } = WECOM_SUITE_DEMO
    gateway.ctx.integrations.messaging.wecomSuite = {
      suiteId,
      suiteSecret,
      token,
      encodingAesKey,
      apiUrl: simulator.url,
      installUrl: `${simulator.url}/3rdapp/install`,
      timeoutMs: 5000,
    }
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    adminOf2 = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    // The stand-in pushes its first suite_ticket to the instruction callback when it starts.
    for (
      let i = 0;
      i < 50 && !(await gateway.ctx.db.selectFrom('dirsync_suite_ticket').select('ticket').executeTakeFirst());
      i++
    )
      await new Promise((r) => setTimeout(r, 100))
  })
  afterAll(async () => {
    await simulator?.close()
    await gateway?.close()
  })

  it('shows the install page link, and the tenant is authorised once the phone authorises it; syncs use the company token', async () => {
    expect((await post('checkToAuth', { platform: 'wecom' })).result.status).toBe('none')
    const started = await start('qrCodeAuth')
    expect(started.code).toBe(0)
    expect(started.setCookie).toMatch(/; Path=\/gateway\/ums\/web\/wechat\/suite\/redirect;/)
    expect(started.setCookie).toMatch(/; HttpOnly; Secure; SameSite=None$/)
    const link = new URL(started.result.qrText)
    expect(`${link.origin}${link.pathname}`).toBe(`${simulator.url}/3rdapp/install`)
    expect(link.searchParams.get('suite_id')).toBe(WECOM_SUITE_DEMO.suiteId)
    expect(link.searchParams.get('redirect_uri')).toBe(
      `${gateway.ctx.config.shellOrigin}/gateway/ums/web/wechat/suite/redirect`,
    )
    expect(started.result.expiresAt).toBeGreaterThan(gateway.ctx.now())
    expect((await post('checkToAuth', { platform: 'wecom' })).result.status).toBe('pending')

    const back = await authorise(started.result.url)
    expect(back.searchParams.get('state')).toBe(link.searchParams.get('state'))
    const landed = await redirect(back, started.cookie)
    expect(landed.status).toBe(200)
    expect(landed.text).toContain('已授权：演示科技')

    const status = (await post('checkToAuth', { platform: 'wecom' })).result
    expect(status).toMatchObject({
      status: 'authorised',
      corpName: '演示科技',
      agentName: WECOM_SUITE_DEMO.appName,
      authUserName: '系统管理员',
      verified: true,
    })
    const connector = (await post('config/get', { platform: 'wecom' })).result.connector
    expect(connector).toMatchObject({ corpId: 'ww-demo-corp', authMode: 'suite', appSecretSaved: true })
    const plan = (await post('sync/dryRun', { platform: 'wecom' })).result
    expect(plan.ok).toBe(true)
    expect(plan.steps.map((step: { name: string }) => step.name)).toContain('移动开发组')
    // WeCom tells the suite's instruction callback of the company's changes: applied to the tenant it authorised only.
    const added = (await (
      await fetch(`${simulator.url}/sim/api/directory`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'addDepartment', name: '质量部', parentId: 1 }),
      })
    ).json()) as { change: { id: string } }
    await settledRuns(gateway.ctx)
    const links = await gateway.ctx.db
      .selectFrom('dirsync_unit_link')
      .select(['tenant_id'])
      .where('platform', '=', 'wecom')
      .where('department_id', '=', String(added.change.id))
      .execute()
    expect(links).toEqual([{ tenant_id: 1 }])
    // The permanent code is sealed like an app secret.
    const row = await gateway.ctx.db
      .selectFrom('dirsync_wecom_auth')
      .selectAll()
      .where('tenant_id', '=', 1)
      .executeTakeFirstOrThrow()
    expect(row.permanent_code).toMatch(/^v1\./)
  })

  it('keeps an authorised tenant authorised while it authorises again', async () => {
    await post('qrCodeAuth', { platform: 'wecom' })
    expect((await post('checkToAuth', { platform: 'wecom' })).result).toMatchObject({
      status: 'authorised',
      pending: true,
    })
    expect((await post('sync/dryRun', { platform: 'wecom' })).result.ok).toBe(true)
  })

  it("keeps each tenant's authorisation to itself", async () => {
    expect((await post('checkToAuth', { platform: 'wecom' }, adminOf2)).result.status).toBe('none')
    expect((await post('config/get', { platform: 'wecom' }, adminOf2)).result.connector).toBeNull()
  })

  it('reads the company again when WeCom says the authorisation changed', async () => {
    const call = (path: string, body: unknown) =>
      fetch(`${simulator.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    await call('/sim/api/directory', { action: 'updateDepartment', id: 1, name: '演示科技集团' })
    expect(await (await call('/sim/api/suite', { action: 'changeAuth' })).json()).toEqual({ delivered: true })
    await settledRuns(gateway.ctx)
    const row = await gateway.ctx.db
      .selectFrom('dirsync_wecom_auth')
      .select('corp_name')
      .where('tenant_id', '=', 1)
      .executeTakeFirstOrThrow()
    expect(row.corp_name).toBe('演示科技集团')
  })

  it("refuses the authorisation in a browser without the link's binding cookie, and the link is spent", async () => {
    const before = await gateway.ctx.db
      .selectFrom('dirsync_wecom_auth')
      .select(['status', 'corp_name'])
      .where('tenant_id', '=', 1)
      .executeTakeFirstOrThrow()
    const started = await start('toAuth')
    const back = await authorise(started.result.url)
    expect(await redirect(back)).toMatchObject({
      status: 400,
      text: expect.stringContaining('opened in another browser'),
    })
    expect(await redirect(back, 'wecom_install_browser=someone-else')).toMatchObject({ status: 400 })
    // The link can complete nowhere now, not even in the browser that asked; the earlier authorisation stays.
    expect(await redirect(back, started.cookie)).toMatchObject({
      status: 400,
      text: expect.stringContaining('已使用，或已被新的二维码取代'),
    })
    expect(
      await gateway.ctx.db
        .selectFrom('dirsync_wecom_auth')
        .select(['status', 'corp_name'])
        .where('tenant_id', '=', 1)
        .executeTakeFirstOrThrow(),
    ).toEqual(before)
    expect(
      await gateway.ctx.db
        .selectFrom('dirsync_audit')
        .select('action')
        .where('tenant_id', '=', 1)
        .where('action', '=', 'suite.otherBrowser')
        .execute(),
    ).toHaveLength(1)
  })

  it('refuses a link whose state was altered, has expired, or was replaced, in words', async () => {
    const started = await start('toAuth')
    const back = await authorise(started.result.url)
    const state = back.searchParams.get('state')!
    back.searchParams.set('state', state.replace(/^1Z/, '2Z'))
    expect(await redirect(back)).toMatchObject({ status: 400, text: expect.stringContaining('授权链接无效') })
    back.searchParams.set(
      'state',
      signInstallState(WECOM_SUITE_DEMO.suiteSecret, {
        tenantId: 1,
        nonce: newNonce(),
        expiresAt: gateway.ctx.now() - 1000,
      }),
    )
    expect(await redirect(back)).toMatchObject({
      status: 400,
      text: expect.stringContaining('This authorisation link has expired'),
    })
    // A newer QR code replaces the link.
    await post('qrCodeAuth', { platform: 'wecom' })
    back.searchParams.set('state', state)
    expect(await redirect(back)).toMatchObject({
      status: 400,
      text: expect.stringContaining('已使用，或已被新的二维码取代'),
    })
  })

  it('needs the manage function', async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    expect((await post('qrCodeAuth', { platform: 'wecom' }, staff)).code).not.toBe(0)
    expect((await post('checkToAuth', { platform: 'wecom' }, staff)).code).not.toBe(0)
  })

  it('marks the authorisation cancelled when WeCom says the company cancelled it, and syncs say so', async () => {
    const started = await start('qrCodeAuth')
    expect((await redirect(await authorise(started.result.url), started.cookie)).status).toBe(200)
    const cancel = (await (
      await fetch(`${simulator.url}/sim/api/suite`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'cancel' }),
      })
    ).json()) as { delivered: boolean }
    expect(cancel.delivered).toBe(true)
    expect((await post('checkToAuth', { platform: 'wecom' })).result).toMatchObject({
      status: 'cancelled',
      message: expect.stringContaining('cancelled the authorisation'),
    })
    const plan = (await post('sync/dryRun', { platform: 'wecom' })).result
    expect(plan).toMatchObject({ ok: false, message: expect.stringContaining('40084') })
  })

  it('refuses an instruction with a wrong signature', async () => {
    const answer = await gateway.app.inject({
      method: 'POST',
      url: `${W('suite/callback')}?msg_signature=${'0'.repeat(40)}&timestamp=${Math.floor(Date.now() / 1000)}&nonce=1`,
      headers: { 'content-type': 'text/xml' },
      payload: '<xml><Encrypt><![CDATA[AAAA]]></Encrypt></xml>',
    })
    expect(answer.statusCode).toBe(403)
  })
})
