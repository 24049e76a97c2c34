import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codes } from '../core/errors'
import { indexTenant } from '../services/search'
import { installTestApp } from '../testing/installed-app-row'
import { startTestGateway, type TestGateway } from '../testing/test-gateway'

// The weihai brand hides the vendor apps supplier and tour-shop (seed/brands.ts): on its host they are in no menu,
// no permission set, no search, and their routes refuse them; the plain host keeps them.
const WEIHAI = { host: 'weihai.localhost:4100' }
const PLAIN = { host: 'localhost:4100' }
const HIDDEN = ['supplier', 'tour-shop']

interface Entry {
  code: string
  children: unknown[]
}
interface Hit {
  appCode: string
}

describe("a brand's hidden apps", () => {
  let gateway: TestGateway
  let hr: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    // Both opened by the HR Manager role (1) in tenant 1, where hr signs in first.
    await installTestApp(gateway.ctx.db, {
      tenantId: 1,
      id: 1,
      code: 'supplier',
      entry: 'http://127.0.0.1:4310/app/',
      roles: [1],
    })
    await installTestApp(gateway.ctx.db, {
      tenantId: 1,
      id: 2,
      code: 'tour-shop',
      entry: 'http://127.0.0.1:4311/app/',
      roles: [1],
    })
    // The install route re-indexes the tenant's menus for search; the direct install here does it by hand.
    await indexTenant(gateway.ctx.db, 1)
    hr = await gateway.login('hr', 'Hr@123456789')
  })
  afterAll(() => gateway.close())

  const menuCodes = async (headers: Record<string, string>) =>
    ((await gateway.post('/gateway/joyhr/web/elesMenu/menuTreeForPc', {}, hr, headers)).body.data as Entry[]).map(
      (entry) => entry.code,
    )

  it('are left out of the menu tree on the brand host, and kept on the plain host', async () => {
    expect(await menuCodes(PLAIN)).toEqual(expect.arrayContaining(HIDDEN))
    const weihai = await menuCodes(WEIHAI)
    for (const code of HIDDEN) expect(weihai).not.toContain(code)
    // The rest of the tree is the same.
    expect(weihai).toEqual((await menuCodes(PLAIN)).filter((code) => !HIDDEN.includes(code)))
  })

  it('are left out of the login permissions on the brand host whatever systemType the caller sends', async () => {
    const menus = async (headers: Record<string, string>, body: object) =>
      (
        (await gateway.post('/gateway/uac/web/permission/getLoginPermission', body, hr, headers)).body.result
          .permissionData.menus as { functionId: string }[]
      ).map((menu) => menu.functionId)
    expect(await menus(PLAIN, {})).toEqual(expect.arrayContaining(['supplier:page-a', 'tour-shop:page-a']))
    for (const body of [{}, { systemType: 1 }, { systemType: 2 }]) {
      const weihai = await menus(WEIHAI, body)
      expect(weihai).not.toContain('supplier:page-a')
      expect(weihai).not.toContain('tour-shop:page-a')
    }
  })

  it('get no app token on the brand host, so their frames read no data there', async () => {
    const token = async (appId: string, headers: Record<string, string>) =>
      (await gateway.post('/gateway/uac/web/appToken', { appId }, hr, headers)).body
    expect((await token('supplier', PLAIN)).code).toBe(0)
    for (const code of HIDDEN) expect(await token(code, WEIHAI)).toMatchObject({ code: codes.noPermission })
  })

  it("refuse the app's user to the brand host", async () => {
    const user = async (headers: Record<string, string>) =>
      await gateway.post('/gateway/vendor/web/appUser', { appId: 'tour-shop' }, hr, headers)
    expect((await user(PLAIN)).body.code).toBe(0)
    const refused = await user(WEIHAI)
    expect(refused.body.code).not.toBe(0)
    expect(refused.body.result?.id).toBeUndefined()
  })

  it('are not found by the global search on the brand host', async () => {
    const hits = async (headers: Record<string, string>) =>
      (
        (
          await gateway.post(
            '/gateway/joyhr/web/globalSearch',
            { keyword: '探针', kinds: ['menu'], limit: 20 },
            hr,
            headers,
          )
        ).body.result.groups as { items: Hit[] }[]
      )
        .flatMap((group) => group.items)
        .map((hit) => hit.appCode)
    expect(await hits(PLAIN)).toEqual(expect.arrayContaining(HIDDEN))
    expect(await hits(WEIHAI)).toEqual([])
  })
})
