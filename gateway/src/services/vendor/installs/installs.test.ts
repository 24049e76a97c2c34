import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ManifestServer } from '../../../testing/manifest-server'
import type { TestGateway } from '../../../testing/test-gateway'
import { STAFF_ROLE, type InstallsFixture, startInstallsFixture } from './test-helpers'

describe('apps installed by a tenant administrator: installing, auditing, listing and roles', () => {
  let fx: InstallsFixture
  let gateway: TestGateway
  let vendor: ManifestServer
  let one: string
  let two: string
  let staff: string
  let hr: string
  const manifestUrl = (...args: Parameters<InstallsFixture['manifestUrl']>) => fx.manifestUrl(...args)
  const publish = (...args: Parameters<InstallsFixture['publish']>) => fx.publish(...args)
  const call = (...args: Parameters<InstallsFixture['call']>) => fx.call(...args)
  const install = (...args: Parameters<InstallsFixture['install']>) => fx.install(...args)
  const appToken = (...args: Parameters<InstallsFixture['appToken']>) => fx.appToken(...args)
  const menuCodes = (...args: Parameters<InstallsFixture['menuCodes']>) => fx.menuCodes(...args)
  const searchMenus = (...args: Parameters<InstallsFixture['searchMenus']>) => fx.searchMenus(...args)
  const grants = (...args: Parameters<InstallsFixture['grants']>) => fx.grants(...args)

  beforeAll(async () => {
    fx = await startInstallsFixture()
    ;({ gateway, vendor, one, two, staff, hr } = fx)
  })
  afterAll(() => fx?.close())

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
})
