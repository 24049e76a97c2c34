import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installedAppRow } from '../../../testing/installed-app-row'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'

const DEV = '/gateway/vendor/web/apps/dev'
const MENU = '/gateway/joyhr/web/elesMenu/menuTreeForPc'
const ALPHA = 'https://alpha.vendor.example/app/'

interface Entry {
  code: string
  microApp: { entry: string; origin: string; dev?: boolean; party: string } | null
}

describe('developer mode', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
    await gateway.ctx.db
      .insertInto('app_install')
      .values([
        installedAppRow({ tenantId: 1, id: 1, code: 'alpha', entry: ALPHA }),
        installedAppRow({ tenantId: 1, id: 2, code: 'off', entry: 'https://off.vendor.example/', status: 'disabled' }),
        installedAppRow({ tenantId: 2, id: 3, code: 'beta', entry: 'https://beta.vendor.example/' }),
      ])
      .execute()
  })
  afterAll(() => gateway.close())

  const admin = (tenantId = '1') => gateway.login('admin', 'Admin@12345', { tenantId })
  const list = async (token: string) =>
    (await gateway.post(`${DEV}/list`, {}, token)).body.result as Array<{ code: string; devUrl: string | null }>
  const menu = async (token: string) => (await gateway.post(MENU, { lang: 'en' }, token)).body.data as Entry[]
  const alphaOf = async (token: string) => (await menu(token)).find((entry) => entry.code === 'alpha')?.microApp

  it("lists the enabled apps installed in the session's tenant, with this session's build", async () => {
    const token = await admin()
    expect(await list(token)).toEqual([
      { code: 'alpha', title: '探针 alpha', version: '1.0.0', entry: ALPHA, devUrl: null },
    ])
    expect((await list(await admin('2'))).map((app) => app.code)).toEqual(['beta'])
  })

  it("points an installed app at a local build for this session only: its menu tree, nobody else's", async () => {
    const developer = await admin()
    const other = await admin()
    const set = await gateway.post(`${DEV}/set`, { code: 'alpha', url: 'http://localhost:5173' }, developer)
    expect(set.body).toEqual({ code: 0, msg: 'success', result: { code: 'alpha', devUrl: 'http://localhost:5173/' } })
    expect(await list(developer)).toMatchObject([{ code: 'alpha', devUrl: 'http://localhost:5173/' }])
    expect(await list(other)).toMatchObject([{ code: 'alpha', devUrl: null }])
    expect(await alphaOf(developer)).toMatchObject({
      entry: 'http://localhost:5173/',
      origin: 'http://localhost:5173',
      dev: true,
      party: 'third',
    })
    const installed = await alphaOf(other)
    expect(installed).toMatchObject({ entry: ALPHA, origin: 'https://alpha.vendor.example' })
    expect(installed).not.toHaveProperty('dev')

    const audit = await gateway.ctx.db
      .selectFrom('bridge_audit')
      .selectAll()
      .where('method', '=', 'vendor.devSet')
      .execute()
    expect(audit).toMatchObject([
      {
        tenant_id: 1,
        user_id: 1,
        app: 'alpha',
        capability: '1008',
        decision: 'allow',
        reason: 'http://localhost:5173/',
      },
    ])

    expect((await gateway.post(`${DEV}/clear`, { code: 'alpha' }, developer)).body.result).toEqual({
      code: 'alpha',
      devUrl: null,
    })
    expect(await alphaOf(developer)).toMatchObject({ entry: ALPHA })
    expect(
      await gateway.ctx.db
        .selectFrom('bridge_audit')
        .select('method')
        .where('method', '=', 'vendor.devClear')
        .execute(),
    ).toHaveLength(1)
  })

  it("refuses an address that is not https or a local http port, in the caller's language", async () => {
    const token = await admin()
    const refused = async (url: string, lang = 'en') =>
      (await gateway.post(`${DEV}/set`, { code: 'alpha', url }, token, { 'accept-language': lang })).body
    expect(await refused('http://dev.vendor.example:5173/')).toEqual({
      code: 400000,
      msg: 'An http address must be on this computer (localhost or 127.0.0.1); use https for any other host',
    })
    expect((await refused('http://localhost/', 'zh-CN')).msg).toBe('请写明开发服务器的端口，例如 http://localhost:5173')
    for (const url of ['javascript:alert(1)', 'https://u:p@dev.example/', 'http://localhost:5173/#x', 'nope']) {
      expect((await refused(url)).code, url).toBe(400000)
    }
    expect((await gateway.post(`${DEV}/set`, { code: 'alpha' }, token)).body.code).toBe(400000)
    expect((await gateway.post(`${DEV}/set`, { code: 'Alpha!', url: 'http://localhost:5173' }, token)).body.code).toBe(
      400000,
    )
    expect(
      (await gateway.post(`${DEV}/set`, { code: 'alpha', url: `https://x.example/${'a'.repeat(500)}` }, token)).body
        .code,
    ).toBe(400000)
    expect(await gateway.ctx.db.selectFrom('app_dev_build').selectAll().execute()).toEqual([])
  })

  it("never points another tenant's app, a disabled app or an unknown one", async () => {
    const token = await admin()
    for (const code of ['beta', 'off', 'gamma']) {
      const answer = await gateway.post(`${DEV}/set`, { code, url: 'http://localhost:5173' }, token, {
        'accept-language': 'en',
      })
      expect(answer.body, code).toEqual({ code: 404000, msg: 'This app is not installed and enabled in your company' })
    }
    // Clearing in tenant 2 never touches a build of tenant 1.
    await gateway.post(`${DEV}/set`, { code: 'alpha', url: 'http://localhost:5173' }, token)
    await gateway.post(`${DEV}/clear`, { code: 'alpha' }, await admin('2'))
    expect(await list(token)).toMatchObject([{ code: 'alpha', devUrl: 'http://localhost:5173/' }])
  })

  it('needs the developer mode function', async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    for (const path of ['list', 'set', 'clear']) {
      expect(
        (await gateway.post(`${DEV}/${path}`, { code: 'alpha', url: 'http://localhost:5173' }, staff)).body.code,
        path,
      ).toBe(403001)
    }
  })

  it("forgets an ended session's builds", async () => {
    const ended = await admin()
    await gateway.post(`${DEV}/set`, { code: 'alpha', url: 'http://127.0.0.1:8080/' }, ended)
    await gateway.post('/gateway/loginOut', {}, ended)
    await gateway.post(`${DEV}/set`, { code: 'alpha', url: 'http://localhost:5174/' }, await admin())
    const urls = (await gateway.ctx.db.selectFrom('app_dev_build').select('url').execute()).map((row) => row.url)
    expect(urls).not.toContain('http://127.0.0.1:8080/')
  })
})
