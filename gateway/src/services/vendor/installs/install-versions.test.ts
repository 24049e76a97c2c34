import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../../testing/test-gateway'
import { api, STAFF_ROLE, type InstallsFixture, startInstallsFixture } from './test-helpers'

describe('apps installed by a tenant administrator: versions, turning off, other tenants and uninstalling', () => {
  let fx: InstallsFixture
  let gateway: TestGateway
  let one: string
  let two: string
  let staff: string
  const manifestUrl = (...args: Parameters<InstallsFixture['manifestUrl']>) => fx.manifestUrl(...args)
  const manifest = (...args: Parameters<InstallsFixture['manifest']>) => fx.manifest(...args)
  const publish = (...args: Parameters<InstallsFixture['publish']>) => fx.publish(...args)
  const call = (...args: Parameters<InstallsFixture['call']>) => fx.call(...args)
  const install = (...args: Parameters<InstallsFixture['install']>) => fx.install(...args)
  const appToken = (...args: Parameters<InstallsFixture['appToken']>) => fx.appToken(...args)
  const menuCodes = (...args: Parameters<InstallsFixture['menuCodes']>) => fx.menuCodes(...args)
  const sendAs = (...args: Parameters<InstallsFixture['sendAs']>) => fx.sendAs(...args)
  const searchMenus = (...args: Parameters<InstallsFixture['searchMenus']>) => fx.searchMenus(...args)
  const grants = (...args: Parameters<InstallsFixture['grants']>) => fx.grants(...args)

  beforeAll(async () => {
    fx = await startInstallsFixture()
    ;({ gateway, one, two, staff } = fx)
    // Version 1.0.0 installed with consent for the staff role, as the first tests leave it.
    publish('1.0.0', ['session.appToken', 'ui'], { scopes: ['user.name'] })
    expect((await install('1.0.0')).code).toBe(0)
  })
  afterAll(() => fx?.close())

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
      events: [],
      widgets: [],
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
    // The answer says the app is not installed in this tenant (not that it is no third-party app).
    const refused = await appToken(staff)
    expect(refused.code).toBe(400401)
    expect(JSON.stringify(refused)).toMatch(/应用 gifts 未安装在本租户|App gifts is not installed in this tenant/)
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
