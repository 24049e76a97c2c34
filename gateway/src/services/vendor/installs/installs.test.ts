import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendAsApp } from '../../../testing/app-message'
import { startManifestServer, type ManifestServer } from '../../../testing/manifest-server'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'

const api = (name: string) => `/gateway/vendor/web/apps/${name}`
const STAFF_ROLE = 2

describe('apps installed by a tenant administrator, per tenant', () => {
  let gateway: TestGateway
  let vendor: ManifestServer
  let one: string
  let two: string
  let staff: string
  let hr: string
  const manifestUrl = () => `${vendor.origin}/manifest.json`
  const manifest = (
    version: string,
    capabilities = ['session.appToken', 'ui'],
    more: Record<string, unknown> = {},
  ) => ({
    name: 'gifts',
    code: 'gifts',
    version,
    party: 'third',
    title: { 'zh-CN': '礼品', en: 'Gifts' },
    entry: `${vendor.origin}/app/`,
    capabilities,
    menus: [{ functionId: 'gifts:list', link: '/list', title: { 'zh-CN': '礼品清单', en: 'Gift list' } }],
    ...more,
  })
  const publish = (version: string, capabilities?: string[], more?: Record<string, unknown>) =>
    vendor.answer('/manifest.json', { json: manifest(version, capabilities, more) })
  const call = async (name: string, body: unknown, token = one) =>
    (await gateway.post(api(name), body, token, { 'accept-language': 'en' })).body
  /** Checks the manifest the URL answers now (it must name `version`), then installs that checked copy. */
  const install = async (version: string, roles = [STAFF_ROLE], token = one) => {
    const checked = (await call('preview', { manifestUrl: manifestUrl() }, token)).result
    expect(checked.app.version).toBe(version)
    return call('install', { manifestUrl: manifestUrl(), manifestHash: checked.manifestHash, roles }, token)
  }
  const appToken = async (token: string, appId = 'gifts') =>
    (await gateway.post('/gateway/uac/web/appToken', { appId }, token)).body
  const menuCodes = async (token: string) =>
    (
      (await gateway.post('/gateway/joyhr/web/elesMenu/menuTreeForPc', { lang: 'en' }, token)).body.data as Array<{
        code: string
      }>
    ).map((e) => e.code)
  const sendAs = (token: string) =>
    sendAsApp(
      gateway,
      token,
      { app: 'gifts', userIds: [2], title: 'Gift', body: 'For you' },
      { 'accept-language': 'en' },
    )
  const searchMenus = async (token: string) =>
    (
      (await gateway.post('/gateway/joyhr/web/globalSearch', { keyword: '礼品清单', kinds: ['menu'] }, token)).body
        .result.groups as Array<{ items: Array<{ appCode: string; path: string }> }>
    )
      .flatMap((g) => g.items)
      .filter((hit) => hit.appCode === 'gifts')
  const grants = () =>
    gateway.ctx.db
      .selectFrom('role_function')
      .select(['role_id', 'function_id'])
      .where('function_id', 'like', 'gifts:%')
      .orderBy('role_id')
      .execute()

  beforeAll(async () => {
    vendor = await startManifestServer()
    gateway = await startTestGateway()
    one = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    two = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    staff = await gateway.login('staff', 'Staff@12345')
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
  })
  afterAll(async () => {
    await gateway?.close()
    await vendor?.close()
  })

  it('installs with consent, grants the chosen roles and opens for them at once', async () => {
    publish('1.0.0', ['session.appToken', 'ui'], { scopes: ['user.name'] })
    expect(await appToken(staff)).toMatchObject({ code: 400401 })
    expect(await install('1.0.0', [999_999])).toMatchObject({ code: 400201 })
    const installed = await install('1.0.0')
    expect(installed).toMatchObject({
      code: 0,
      result: {
        code: 'gifts',
        version: '1.0.0',
        status: 'enabled',
        origin: vendor.origin,
        roleIds: [STAFF_ROLE],
        rollbackTo: null,
      },
    })
    expect(installed.result.consentedBy).toEqual({ id: 1, name: '系统管理员' })
    const row = await gateway.ctx.db
      .selectFrom('app_install')
      .selectAll()
      .where('code', '=', 'gifts')
      .executeTakeFirstOrThrow()
    expect([row.tenant_id, JSON.parse(row.scopes), row.consented_by]).toEqual([1, ['user.name'], 1])
    expect(await grants()).toEqual([{ role_id: STAFF_ROLE, function_id: 'gifts:list' }])

    // The staff member's menu tree has it (with its frame descriptor), and an app token for it.
    const tree = (await gateway.post('/gateway/joyhr/web/elesMenu/menuTreeForPc', { lang: 'en' }, staff)).body
      .data as Array<any>
    const entry = tree.find((e) => e.code === 'gifts')
    expect(
      entry.children.map((c: { code: string; linkUrl: string; name: string }) => [c.code, c.linkUrl, c.name]),
    ).toEqual([['gifts:list', '/list', 'Gift list']])
    expect(entry.microApp).toMatchObject({
      name: 'gifts',
      title: 'Gifts',
      entry: `${vendor.origin}/app/`,
      origin: vendor.origin,
      party: 'third',
      capabilities: ['session.appToken', 'ui'],
      scopes: ['user.name'],
      activeRule: '/portal/gifts',
    })
    const token = (await appToken(staff)).result.token as string
    const claims = await gateway.ctx.appTokens.verify(token, 'gifts')
    expect(claims.tid).toBe(1)
    // Its pages are found by global search in this tenant only.
    expect(await searchMenus(staff)).toEqual([expect.objectContaining({ appCode: 'gifts', path: '/list' })])
    expect(await searchMenus(two)).toEqual([])
    const permission = (await gateway.post('/gateway/uac/web/permission/getLoginPermission', {}, staff)).body.result
      .permissionData
    expect(permission.menus).toContainEqual({ functionId: 'gifts:list' })
    // hr holds no role the app was granted to.
    expect((await appToken(hr)).code).toBe(403001)
    expect(await menuCodes(hr)).not.toContain('gifts')
  })

  it('audits every change with who and when', async () => {
    const rows = await gateway.ctx.db
      .selectFrom('bridge_audit')
      .select(['user_id', 'tenant_id', 'method', 'reason'])
      .where('method', 'like', 'apps.%')
      .execute()
    expect(rows).toEqual([{ user_id: 1, tenant_id: 1, method: 'apps.install', reason: 'gifts 1.0.0' }])
  })

  it('lists the installs with their consent and the roles to choose from', async () => {
    const { result } = await call('list', {})
    expect(result.roles.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([1, 2, 3]))
    expect(result.apps).toEqual([
      expect.objectContaining({
        code: 'gifts',
        title: 'Gifts',
        version: '1.0.0',
        status: 'enabled',
        manifestUrl: manifestUrl(),
        consentedBy: { id: 1, name: '系统管理员' },
        roleIds: [STAFF_ROLE],
        versions: [{ version: '1.0.0', consentedAt: expect.any(Number) }],
        rollbackTo: null,
      }),
    ])
  })

  it("keeps the role editor from dropping the grant and lists the app's functions there", async () => {
    const catalogue = (
      await gateway.post('/gateway/joyhr/web/authRole/functionList', {}, one, { 'accept-language': 'en' })
    ).body.result
    expect(catalogue).toContainEqual({
      functionId: 'gifts:list',
      name: 'Gift list',
      appName: 'Gifts',
      kind: 'menu',
      parentFunctionId: null,
    })
    const role = (
      (await gateway.post('/gateway/joyhr/web/authRole/list', {}, one)).body.result as Array<{
        id: number
        functionIds: string[]
      }>
    ).find((r) => r.id === STAFF_ROLE)!
    expect(role.functionIds).toContain('gifts:list')
    expect(
      (
        await gateway.post(
          '/gateway/joyhr/web/authRole/save',
          { roleId: STAFF_ROLE, functionIds: role.functionIds },
          one,
        )
      ).body.code,
    ).toBe(0)
    expect(await grants()).toEqual([{ role_id: STAFF_ROLE, function_id: 'gifts:list' }])
  })

  it('updates to a version that asks for nothing more, keeping the roles; asks consent for more', async () => {
    publish('1.1.0', ['session.appToken', 'ui'], {
      menus: [
        ...manifest('1.1.0').menus,
        { functionId: 'gifts:orders', link: '/orders', title: { 'zh-CN': '订单', en: 'Orders' } },
      ],
    })
    const same = (await call('preview', { manifestUrl: manifestUrl() })).result
    expect(same.installed).toEqual({ version: '1.0.0', status: 'enabled', roleIds: [STAFF_ROLE] })
    expect(same.update).toEqual({
      installedVersion: '1.0.0',
      newer: true,
      capabilities: [],
      scopes: [],
      origins: [],
      menus: [{ functionId: 'gifts:orders', title: 'Orders' }],
      asksMore: false,
    })
    expect((await install('1.1.0')).result).toMatchObject({
      version: '1.1.0',
      roleIds: [STAFF_ROLE],
      rollbackTo: '1.0.0',
    })
    expect(await grants()).toEqual([
      { role_id: STAFF_ROLE, function_id: 'gifts:list' },
      { role_id: STAFF_ROLE, function_id: 'gifts:orders' },
    ])

    publish('2.0.0', ['session.appToken', 'ui', 'messages.send'], {
      scopes: ['user.email'],
      origins: ['https://api.gifts.example'],
    })
    const more = (await call('preview', { manifestUrl: manifestUrl() })).result.update
    expect(more).toMatchObject({
      newer: true,
      asksMore: true,
      capabilities: [
        { name: 'messages.send', description: 'Send portal messages to colleagues in the name of the user' },
      ],
      scopes: [{ name: 'user.email', description: "The user's e-mail address" }],
      origins: ['https://api.gifts.example'],
    })
    expect(await sendAs(staff)).toMatchObject({ code: 401205, msg: 'The app gifts may not send messages' })
    expect((await install('2.0.0')).result).toMatchObject({ version: '2.0.0', rollbackTo: '1.1.0' })
    // Its messages go out under the installed app once it holds messages.send.
    expect(await sendAs(staff)).toMatchObject({ code: 0, result: { recipients: 1 } })
    expect(await sendAs(two)).toMatchObject({ code: 401205, msg: 'No app called gifts is registered' })
    publish('1.5.0')
    expect(await install('1.5.0')).toMatchObject({
      code: 400434,
      msg: 'Version 1.5.0 is older than the installed 2.0.0: roll back instead',
    })
  })

  it('rolls back to the previous consented version with its consent', async () => {
    const back = await call('rollback', { code: 'gifts' })
    expect(back.result).toMatchObject({ version: '1.1.0', rollbackTo: '1.0.0', roleIds: [STAFF_ROLE] })
    const row = await gateway.ctx.db
      .selectFrom('app_install')
      .select(['scopes', 'manifest'])
      .where('code', '=', 'gifts')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(row.scopes)).toEqual([])
    expect(JSON.parse(row.manifest).capabilities).not.toContain('messages.send')
    expect((await call('rollback', { code: 'gifts' })).result.version).toBe('1.0.0')
    expect(await call('rollback', { code: 'gifts' })).toMatchObject({ code: 400435 })
    expect(await grants()).toEqual([{ role_id: STAFF_ROLE, function_id: 'gifts:list' }])
  })

  it('turns off and on: menus and app tokens follow at once', async () => {
    expect((await call('disable', { code: 'gifts' })).result).toEqual({ code: 'gifts', status: 'disabled' })
    expect(await menuCodes(staff)).not.toContain('gifts')
    expect((await appToken(staff)).code).toBe(400401)
    expect((await call('list', {})).result.apps[0].status).toBe('disabled')
    await call('enable', { code: 'gifts' })
    expect(await menuCodes(staff)).toContain('gifts')
    expect((await appToken(staff)).code).toBe(0)
  })

  it('never shows or lets another tenant manage the install', async () => {
    expect((await call('list', {}, two)).result.apps).toEqual([])
    expect((await call('list', {}, two)).result.roles.map((r: { id: number }) => r.id)).not.toContain(STAFF_ROLE)
    for (const name of ['enable', 'disable', 'rollback', 'uninstall'])
      expect(await call(name, { code: 'gifts' }, two)).toMatchObject({
        code: 400431,
        msg: 'The app "gifts" is not installed',
      })
    expect(await menuCodes(two)).not.toContain('gifts')
    expect((await appToken(two)).code).toBe(400401)
    // Tenant 1's roles cannot be granted from tenant 2.
    publish('1.0.0')
    expect(await install('1.0.0', [STAFF_ROLE], two)).toMatchObject({ code: 400201 })
    expect((await call('list', {}, one)).result.apps).toHaveLength(1)
  })

  it('uninstalls: the install, its versions and grants go, its app token is refused', async () => {
    expect(await call('uninstall', { code: 'gifts' })).toMatchObject({ code: 0, result: { code: 'gifts' } })
    expect(await grants()).toEqual([])
    expect(
      await gateway.ctx.db.selectFrom('app_install_version').selectAll().where('code', '=', 'gifts').execute(),
    ).toEqual([])
    expect((await call('list', {})).result.apps).toEqual([])
    expect(await menuCodes(staff)).not.toContain('gifts')
    expect((await appToken(staff)).code).toBe(400401)
    expect(await searchMenus(one)).toEqual([])
    expect(await call('uninstall', { code: 'gifts' })).toMatchObject({ code: 400431 })
    const methods = (
      await gateway.ctx.db
        .selectFrom('bridge_audit')
        .select('method')
        .where('method', 'like', 'apps.%')
        .orderBy('at')
        .execute()
    ).map((r) => r.method)
    expect(methods).toEqual([
      'apps.install',
      'apps.update',
      'apps.update',
      'apps.rollback',
      'apps.rollback',
      'apps.disable',
      'apps.enable',
      'apps.uninstall',
    ])
  })

  it('refuses other callers and bad bodies', async () => {
    // A fresh session: staff's older one carries the permission-change mark of the grants above.
    expect((await call('list', {}, await gateway.login('staff', 'Staff@12345'))).code).toBe(403001)
    expect((await gateway.post(api('list'), {})).body.code).toBe(401001)
    expect((await call('enable', { code: 'Not A Code' })).code).toBe(400000)
    expect(
      (await call('install', { manifestUrl: manifestUrl(), manifestHash: 'a'.repeat(64), roles: ['x'] })).code,
    ).toBe(400000)
    expect((await call('install', { manifestUrl: manifestUrl(), manifestHash: 'not a hash', roles: [] })).code).toBe(
      400000,
    )
    expect((await call('install', { manifestUrl: manifestUrl(), version: '1.0.0', roles: [] })).code).toBe(400000)
  })
})
