import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { syncManifestMenus } from '../../apps/menu-sync'
import { manifestProblems, recordManifestProblem } from '../../apps/registry'
import { sourceManifests } from '../../testing/source-manifests'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const OPS_ITEMS = ['9101', '9102', '9103', '9104', '9105', '9106']

describe('operations platform', () => {
  let gateway: TestGateway
  let operator: string
  let admin: string
  let staff: string
  const post = (path: string, body: unknown, token: string, headers?: Record<string, string>) =>
    gateway.post(`/gateway${path}`, body, token, headers)
  const menuCodes = async (token: string) =>
    (await post('/joyhr/web/elesMenu/menuTreeForPc', { lang: 'en' }, token)).body.data as Array<{
      code: string
      children: Array<{ code: string }>
    }>
  const permitted = async (token: string) =>
    (
      (await post('/uac/web/permission/getLoginPermission', {}, token)).body.result.permissionData.menus as Array<{
        functionId: string
      }>
    ).map((m) => m.functionId)

  beforeAll(async () => {
    gateway = await startTestGateway()
    // The operations app's menus come from its manifest, as on every start of the product.
    await syncManifestMenus(gateway.ctx.db, sourceManifests())
    operator = await gateway.login('operator', 'Operator@12345')
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    staff = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())

  it('gives the Operations menu tree and its permissions to platform operators only', async () => {
    const ops = (await menuCodes(operator)).find((entry) => entry.code === 'ops')
    expect(ops?.children.map((item) => item.code)).toEqual(OPS_ITEMS)
    expect(await permitted(operator)).toEqual(expect.arrayContaining(OPS_ITEMS))
    // admin is isSuper in its tenant but not an operator: no operations menus, no operations permissions.
    for (const token of [admin, staff]) {
      expect((await menuCodes(token)).map((entry) => entry.code)).not.toContain('ops')
      expect((await permitted(token)).filter((id) => OPS_ITEMS.includes(id))).toEqual([])
    }
    expect((await menuCodes(admin)).map((entry) => entry.code)).toContain('ums')
  })

  it('refuses every operations route to anyone without a platform_operator row, isSuper or not', async () => {
    const calls: Array<[string, unknown]> = [
      ['/tum/web/operations/tenant/list', {}],
      ['/tum/web/operations/brand/list', {}],
      ['/tum/web/operations/notice/list', {}],
      ['/tum/web/operations/cspReport/list', {}],
      [
        '/tum/web/operations/brand/save',
        { sysCode: 'jiahe', sysName: 'x', logoUrl: '', linkUrl: '', themeId: '', segments: [] },
      ],
      ['/tum/web/operations/notice/save', { version: '1', title: 't', content: 'c', publishAt: 0 }],
      ['/tum/web/operations/app/problems', {}],
    ]
    for (const [path, body] of calls) {
      for (const token of [admin, staff]) expect((await post(path, body, token)).body.code, path).toBe(403001)
      expect((await gateway.post(`/gateway${path}`, body)).body.code, path).toBe(401001)
    }
  })

  it("lists the built manifests refused at start, each error in the operator's language", async () => {
    // Only this problem: other test files of the worker may have left theirs.
    manifestProblems.length = 0
    recordManifestProblem({
      file: 'vendor/shop/manifest.json',
      refused: true,
      errors: [
        {
          path: 'capabilities[1]',
          key: 'unknownCapability',
          message: '"root" is not a bridge capability',
          params: { name: 'root' },
        },
      ],
    })
    try {
      const problems = async (lang: string) =>
        (await post('/tum/web/operations/app/problems', { lang }, operator)).body.result
      expect(await problems('en')).toEqual([
        {
          file: 'vendor/shop/manifest.json',
          refused: true,
          errors: [{ path: 'capabilities[1]', key: 'unknownCapability', message: '"root" is not a bridge capability' }],
        },
      ])
      expect((await problems('zh-CN'))[0].errors[0].message).toBe('“root”不是桥接能力')
    } finally {
      manifestProblems.length = 0
    }
  })

  it('lists tenants across companies and finds them by tenant, code or company name', async () => {
    const all = (await post('/tum/web/operations/tenant/list', {}, operator)).body.result
    expect(all.total).toBeGreaterThanOrEqual(2)
    expect(all.rows.slice(0, 2)).toMatchObject([
      { id: 1, name: 'Demo Co. Shanghai' },
      { id: 2, name: 'Demo Co. Beijing' },
    ])
    expect(all.rows[0]).toEqual(
      expect.objectContaining({ companyName: expect.any(String), status: 'active', users: expect.any(Number) }),
    )
    const found = (await post('/tum/web/operations/tenant/list', { keyword: 'beijing' }, operator)).body.result
    expect(found.rows.map((r: { id: number }) => r.id)).toEqual([2])
    expect((await post('/tum/web/operations/tenant/list', { keyword: '100%_' }, operator)).body.result.total).toBe(0)
    expect(
      (await post('/tum/web/operations/tenant/list', { rows: 1, page: 2 }, operator)).body.result.rows.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([2])
  })

  it("edits a brand, which the brand's host answers next, and refuses bad logos, links and themes", async () => {
    const brands = (await post('/tum/web/operations/brand/list', {}, operator)).body.result as Array<{
      sysCode: string
      logoUrl: string
    }>
    expect(brands.map((b) => b.sysCode)).toEqual(['default', 'weihai', 'jiahe', 'yunhai'])
    const jiahe = {
      sysCode: 'jiahe',
      sysName: '嘉禾人事云 2',
      logoUrl: 'https://cdn.example.com/jiahe.png',
      linkUrl: 'https://jiahe.example.com/',
      themeId: 'orange',
      segments: ['jhpay'],
    }
    expect((await post('/tum/web/operations/brand/save', jiahe, operator)).body.result).toMatchObject({
      sysName: '嘉禾人事云 2',
      themeId: 'orange',
      segments: ['jhpay'],
    })
    const sysInfo = await gateway.app.inject({
      method: 'GET',
      url: '/gateway/uac/sysInfo',
      headers: { host: 'jiahe.localhost' },
    })
    expect(JSON.parse(sysInfo.body).result).toMatchObject({
      sysCode: 'jiahe',
      sysName: '嘉禾人事云 2',
      logoUrl: 'https://cdn.example.com/jiahe.png',
      themeId: 'orange',
    })
    const refused = async (change: Record<string, unknown>) =>
      (await post('/tum/web/operations/brand/save', { ...jiahe, ...change }, operator)).body
    expect(await refused({ logoUrl: 'http://cdn.example.com/x.png' })).toMatchObject({
      code: 400000,
      msg: '徽标须为 https 地址或 data:image 地址',
    })
    expect((await refused({ logoUrl: 'javascript:alert(1)' })).code).toBe(400000)
    expect((await refused({ logoUrl: 'data:text/html,<b>x</b>' })).code).toBe(400000)
    expect((await refused({ linkUrl: 'javascript:alert(1)' })).msg).toBe('链接须为 https 地址')
    expect((await refused({ themeId: 'pink' })).code).toBe(400000)
    expect((await refused({ segments: ['Bad Segment'] })).code).toBe(400000)
    expect((await refused({ sysCode: 'nobrand' })).code).toBe(404000)
    expect(
      (await post('/tum/web/operations/brand/save', { ...jiahe, logoUrl: brands[1].logoUrl }, operator)).body.code,
    ).toBe(0)
  })
})
