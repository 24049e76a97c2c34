import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codes } from '../core/errors'
import { hashToken } from '../core/auth/token'
import { appPseudonyms } from '../services/accounts'
import { installTestApp } from '../testing/installed-app-row'
import { startTestGateway, type TestGateway } from '../testing/test-gateway'

// Sub-apps call the gateway at its own origin whatever host the shell is on: a session remembers the brand of the host
// it was signed in on, and the routes they call leave out that brand's hidden apps (weihai hides supplier and
// tour-shop, seed/brands.ts) also when a request comes without the brand's host.
const WEIHAI = { host: 'weihai.localhost:4100' }
const GATEWAY = { host: '127.0.0.1:4100' }
const HIDDEN = ['supplier', 'tour-shop']

describe('the brand of a session', () => {
  let gateway: TestGateway
  let onWeihai: string
  let onPlain: string
  let requestId: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    // Both opened by the HR Manager role (1) in tenant 1, where hr signs in first; supplier may start approvals and send
    // messages, and staff (role 2) open it too: it starts their requests.
    await installTestApp(gateway.ctx.db, {
      tenantId: 1,
      id: 1,
      code: 'supplier',
      entry: 'http://127.0.0.1:4310/app/',
      roles: [1, 2],
      capabilities: ['session.appToken', 'session.user', 'messages.send'],
      scopes: ['approvals.start'],
    })
    await installTestApp(gateway.ctx.db, {
      tenantId: 1,
      id: 2,
      code: 'tour-shop',
      entry: 'http://127.0.0.1:4311/app/',
      roles: [1],
    })
    onWeihai = await gateway.login('hr', 'Hr@123456789', {}, WEIHAI)
    onPlain = await gateway.login('hr', 'Hr@123456789')
    // A request the supplier app started for staff (user 2); hr holds workflow definitions (7002), so reads every request of the tenant.
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
    const appToken = (
      await gateway.ctx.appTokens.issue({
        appId: 'supplier',
        userId: 2,
        tenantId: 1,
        capabilities: ['session.appToken'],
      })
    ).token
    const apiToken = (await gateway.post('/gateway/vendor/api/token', { app: 'supplier' }, undefined, bearer(appToken)))
      .body.result.token as string
    const started = await gateway.post(
      '/gateway/vendor/api/approvals/start',
      { title: 'Invoice 42', summary: '', reference: 'inv-42' },
      undefined,
      bearer(apiToken),
    )
    expect(started.body.code).toBe(0)
    const row = await gateway.ctx.db
      .selectFrom('vendor_api_approval')
      .select('biz_id')
      .where('tenant_id', '=', 1)
      .where('reference', '=', 'inv-42')
      .executeTakeFirstOrThrow()
    expect(row.biz_id).toEqual(expect.any(String))
    requestId = String(row.biz_id)
  })
  afterAll(() => gateway.close())

  it('is the brand of the host it was signed in on', async () => {
    const brandOf = async (token: string) =>
      (
        await gateway.ctx.db
          .selectFrom('session')
          .select('sys_code')
          .where('token_hash', '=', hashToken(token))
          .executeTakeFirstOrThrow()
      ).sys_code
    expect(await brandOf(onWeihai)).toBe('weihai')
    expect(await brandOf(onPlain)).toBe('default')
  })

  it("keeps a hidden app's request from the approval centre's view without the brand's host", async () => {
    const detail = (token: string, headers: Record<string, string>) =>
      gateway.post('/gateway/vendor/web/appRequest/detail', { id: requestId }, token, headers)
    expect((await detail(onPlain, GATEWAY)).body.code).toBe(0)
    for (const headers of [GATEWAY, WEIHAI]) expect((await detail(onWeihai, headers)).body.code).toBe(404000)
  })

  it("refuses a hidden app's user and app token without the brand's host", async () => {
    for (const appId of HIDDEN) {
      expect((await gateway.post('/gateway/vendor/web/appUser', { appId }, onPlain, GATEWAY)).body.code).toBe(0)
      const user = (await gateway.post('/gateway/vendor/web/appUser', { appId }, onWeihai, GATEWAY)).body
      expect(user.code).not.toBe(0)
      expect(user.result?.id).toBeUndefined()
      expect((await gateway.post('/gateway/uac/web/appToken', { appId }, onPlain, GATEWAY)).body.code).toBe(0)
      expect((await gateway.post('/gateway/uac/web/appToken', { appId }, onWeihai, GATEWAY)).body).toMatchObject({
        code: codes.noPermission,
      })
    }
  })

  it("refuses a hidden app the sending of messages without the brand's host", async () => {
    const headers = { ...GATEWAY, 'accept-language': 'en' }
    // The shell asks for the pass of the app's frame, then sends with it.
    const pass = (token: string) =>
      gateway.post('/gateway/message/web/notice/appSendPass', { app: 'supplier' }, token, headers)
    // A third-party app names staff (user 2) by its pseudonymous id for them.
    const staff = (await appPseudonyms(gateway.ctx.db, 1, 'supplier')).ofUser(2)
    const send = (token: string, appToken: string) =>
      gateway.post(
        '/gateway/message/web/notice/appSend',
        { app: 'supplier', userIds: [staff], title: 'From the supplier app', body: 'An invoice waits', appToken },
        token,
        headers,
      )
    const plainPass = (await pass(onPlain)).body.result.token as string
    expect((await send(onPlain, plainPass)).body.code).toBe(0)
    expect((await pass(onWeihai)).body).toMatchObject({ code: 401205, msg: 'You may not use the app supplier' })
    expect((await send(onWeihai, plainPass)).body).toMatchObject({ code: 401205 })
  })

  it("leaves a hidden app out of the session's menus without the brand's host", async () => {
    const menus = async (token: string) =>
      (
        (await gateway.post('/gateway/joyhr/web/elesMenu/menuTreeForPc', {}, token, GATEWAY)).body.data as {
          code: string
        }[]
      ).map((entry) => entry.code)
    expect(await menus(onPlain)).toEqual(expect.arrayContaining(HIDDEN))
    for (const code of HIDDEN) expect(await menus(onWeihai)).not.toContain(code)
  })

  it('carries over to the session of another tenant', async () => {
    const next = (await gateway.post('/gateway/tum/web/tenant/switchTenant', { tenantId: 2 }, onWeihai, GATEWAY)).body
    expect(next.code).toBe(0)
    expect(
      (
        await gateway.ctx.db
          .selectFrom('session')
          .select('sys_code')
          .where('token_hash', '=', hashToken(next.result.token))
          .executeTakeFirstOrThrow()
      ).sys_code,
    ).toBe('weihai')
  })
})
