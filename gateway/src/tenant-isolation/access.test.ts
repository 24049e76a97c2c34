import { beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../testing/test-gateway'
import { CHECKED, NO_TENANT_DATA, routesOf } from './routes'
import { tenantsSuite } from './suite'
import { auditSender } from '../testing/audit-batches'
import { installTestApp } from '../testing/installed-app-row'

// A session of tenant 2 never sees or changes tenant 1's rows (the route list: routes.ts).

describe('tenant isolation: identity, permissions, roles, reports, companies and operations', () => {
  const { tenants, post, shell, staffIds } = tenantsSuite()
  let gateway: TestGateway
  let one: string
  let two: string
  beforeAll(async () => {
    ;({ gateway, one, two } = tenants())
    for (const tenantId of [1, 2])
      await installTestApp(gateway.ctx.db, {
        tenantId,
        id: tenantId,
        code: 'supplier',
        entry: 'http://127.0.0.1:4310/app/',
      })
  })

  it('has decided for every route whether it holds tenant data', () => {
    const routes = routesOf(gateway.app.printRoutes({ commonPrefix: false })).filter((r) => r.includes('/gateway'))
    expect(routes.filter((r) => !(r in NO_TENANT_DATA) && !CHECKED.includes(r))).toEqual([])
    expect([...CHECKED, ...Object.keys(NO_TENANT_DATA)].filter((r) => !routes.includes(r))).toEqual([])
  })

  it('answers user info, the organisation tree, staff pages and records of the session tenant only', async () => {
    expect((await post('/ums/web/user/getLoginUserInfo', {}, two)).body.result).toMatchObject({
      tenantId: 2,
      tenantName: 'Demo Co. Beijing',
    })
    const [treeOne, treeTwo] = [
      (await post('/ums/web/organ/organTreeList', {}, one)).body.result,
      (await post('/ums/web/organ/organTreeList', {}, two)).body.result,
    ]
    expect(treeTwo.map((n: { id: number }) => n.id)).not.toContain(treeOne[0].id)
    expect((await post('/ums/web/organ/organTreeList', { tenantId: 1 }, two)).body.code).toBe(403001)
    const [idsOne, idsTwo] = [await staffIds(one), await staffIds(two)]
    expect(idsTwo).toHaveLength(40)
    expect(idsTwo.filter((id) => idsOne.includes(id))).toEqual([])
    expect((await post('/ums/web/entryUser/getUserPage', { organId: treeOne[0].id }, two)).body.result.total).toBe(0)
    expect((await post('/ums/web/entryUser/getUserLight', { id: idsOne[0] }, two)).body.code).toBe(400203)
    expect(
      (await post('/ums/web/entryUser/getUserPage', { uid: idsOne.slice(0, 5).join(',') }, two)).body.result.total,
    ).toBe(0)
    expect(
      (
        await post('/ums/web/entryUser/getUserPage', { uid: [idsOne[0], idsTwo[0]].join(',') }, two)
      ).body.result.rows.map((r: { id: number }) => r.id),
    ).toEqual([idsTwo[0]])
    const assignableTwo = (await post('/ums/web/entryUser/getAssignUserAllPage', {}, two)).body.result.rows as Array<{
      id: number
    }>
    expect(assignableTwo.length).toBeGreaterThan(0)
    expect(assignableTwo.every((row) => idsTwo.includes(row.id))).toBe(true)
    const pagedTwo = (await post('/ums/web/entryUser/getAssignUserPage', { rows: 200 }, two)).body.result
      .rows as Array<{ id: number }>
    expect(pagedTwo.map((row) => row.id)).toEqual(assignableTwo.map((row) => row.id))
    expect(
      (await post('/ums/web/entryUser/getAssignUserAllPage', { organId: treeOne[0].id }, two)).body.result.total,
    ).toBe(0)
    const csv = String((await post('/ums/web/entryUser/export', { ids: idsOne.slice(0, 5) }, two)).body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(csv).toHaveLength(1)
  })

  it("tells a page of an app only its tenant installed as a menu page to that tenant's sessions", async () => {
    await installTestApp(gateway.ctx.db, { tenantId: 1, id: 31, code: 'onlyone', entry: 'http://127.0.0.1:4311/app/' })
    const access = async (token: string) =>
      (await post('/joyhr/web/elesMenu/pageAccess', { appCode: 'onlyone', link: '/page-a' }, token)).body.result
    expect(await access(one)).toEqual({ menuPage: true, allowed: true })
    expect(await access(two)).toEqual({ menuPage: false, allowed: false })
  })

  it('gives permissions and app tokens of the session tenant', async () => {
    const hrTwo = await gateway.login('hr', 'Hr@123456789', { tenantId: 2 })
    expect((await post('/uac/web/permission/getLoginPermission', {}, hrTwo)).body.result.permissionData.menus).toEqual(
      [],
    )
    const token = (await post('/uac/web/appToken', { appId: 'supplier' }, two)).body.result.token as string
    expect(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).tid).toBe(2)
  })

  it("never lists, saves or hands out another tenant's roles", async () => {
    const rolesOne = (await post('/joyhr/web/authRole/list', {}, one)).body.result as Array<{ id: number }>
    const rolesTwo = (await post('/joyhr/web/authRole/list', {}, two)).body.result as Array<{ id: number }>
    expect(rolesTwo.filter((r) => rolesOne.some((o) => o.id === r.id))).toEqual([])
    expect((await post('/joyhr/web/authRole/save', { roleId: rolesOne[0].id, functionIds: [] }, two)).body.code).toBe(
      400201,
    )
    // hr (user 3) belongs to both tenants: a tenant-1 role cannot be given to them from tenant 2.
    expect(
      (await post('/joyhr/web/authRole/saveUserRoles', { userId: 3, roleIds: [rolesOne[0].id] }, two)).body.code,
    ).toBe(400201)
    expect(
      ((await post('/joyhr/web/authRole/list', {}, one)).body.result as Array<{ id: number; functionIds: string[] }>)[0]
        .functionIds.length,
    ).toBeGreaterThan(0)
  })

  it('keeps audit records, performance figures and map keys apart', async () => {
    const record = { app: 'system', method: 'env.get', capability: 'env', decision: 'allow', at: 1 }
    expect((await auditSender(gateway, one, shell())([record])).body.code).toBe(0)
    expect(
      (await post('/joyhr/web/bridgeAudit/list', {}, two)).body.result.rows.filter(
        (r: { tenantId: number }) => r.tenantId !== 2,
      ),
    ).toEqual([])
    expect((await post('/joyhr/web/bridgeAudit/list', {}, one)).body.result.total).toBeGreaterThan(0)
    expect(
      (
        await post(
          '/report/web/appPerf/batch',
          { records: [{ app: 'system', name: 'load', value: 5, at: gateway.ctx.now() }] },
          one,
          shell(),
        )
      ).body.code,
    ).toBe(0)
    expect((await post('/report/web/appPerf/summary', {}, two)).body.result).toEqual([])
    expect((await post('/report/web/appPerf/summary', {}, one)).body.result).toHaveLength(1)
    expect(
      (
        await post(
          '/joyhr/web/queryCondition/itemByKey',
          { bizTypeId: 66, tenantId: 1, channel: 1, key: 'gaodeMapKey' },
          two,
        )
      ).body.code,
    ).toBe(403001)
  })

  // The supplier app keeps its tenants apart in its own backend, by the app token's tid: vendors/supplier/server/tenants.test.ts.
  it('reports answer the tenant of the session only', async () => {
    const idsTwo = await staffIds(two)
    const summary = (await post('/report/web/headcount/summary', {}, two)).body.result
    expect(summary.recentHires.every((h: { id: number }) => idsTwo.includes(h.id))).toBe(true)
  })

  it("lists and ends the caller's own sessions in every tenant, never another user's", async () => {
    type Row = { id: string; current: boolean; tenantName: string }
    const list = async (token: string) => (await post('/uac/account/sessions/list', {}, token)).body.result as Row[]
    const hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 2 })
    const [ofOne, ofTwo, ofHr] = [await list(one), await list(two), await list(hr)]
    // admin is signed in to both tenants: each session lists both, each with its tenant's name.
    const oneId = ofOne.find((row) => row.current)!.id
    expect(ofTwo.find((row) => row.id === oneId)).toMatchObject({
      current: false,
      tenantName: ofOne.find((row) => row.current)!.tenantName,
    })
    // Another user of tenant 2 sees none of admin's sessions and cannot end them.
    expect(ofHr.map((row) => row.id)).not.toContain(oneId)
    expect(ofOne.map((row) => row.id)).not.toContain(ofHr[0].id)
    expect((await post('/uac/account/sessions/signOut', { id: oneId }, hr)).body.code).toBe(400000)
    expect((await post('/uac/web/getTokenInfo', {}, one)).body.code).toBe(0)
  })

  // Company records are cross-tenant by design (platform operators manage every company): no tenant session gets them.
  it('lets no tenant session read company records or change a company (platform operators only)', async () => {
    for (const token of [one, two]) {
      expect((await post('/tum/web/company/records', {}, token)).body.code).toBe(403001)
      expect((await post('/tum/web/company/setStatus', { companyId: 1, status: 'disabled' }, token)).body.code).toBe(
        403001,
      )
    }
  })

  it('lets no tenant session reach the operations platform, isSuper or not (platform operators only)', async () => {
    const opsRoutes = Object.keys(NO_TENANT_DATA)
      .filter((r) => r.startsWith('POST /gateway/tum/web/operations/'))
      .map((r) => r.slice('POST /gateway'.length))
    expect(opsRoutes).toHaveLength(7)
    for (const path of opsRoutes)
      for (const token of [one, two]) expect((await post(path, {}, token)).body.code, path).toBe(403001)
  })

  it("keeps role ranges, field permissions and custom forms apart: tenant 2 neither reads nor changes tenant 1's", async () => {
    const j = async (path: string, body: unknown, token: string) => (await post(`/joyhr/web/${path}`, body, token)).body
    const f = async (path: string, body: unknown, token: string) => (await post(`/form/web/${path}`, body, token)).body
    const roleOne = ((await j('authRole/list', {}, one)).result as Array<{ id: number; nameEn: string | null }>).find(
      (r) => r.nameEn === 'Staff',
    )!
    for (const [path, body] of [
      ['authRole/dataRange', { roleId: roleOne.id }],
      ['authRole/saveDataRange', { roleId: roleOne.id, range: 'self' }],
      ['roleInsZhangtao/fieldList', { roleId: roleOne.id, bizTypeId: 1 }],
      ['roleInsZhangtao/saveFieldList', { roleId: roleOne.id, bizTypeId: 1, fields: [] }],
    ] as const) {
      expect((await j(path, body, two)).code, path).toBe(400201)
    }
    expect((await j('authRole/dataRange', { roleId: roleOne.id }, one)).result.range).toBe('all')
    // staff (user 2) is not in tenant 2: no role list, no role check for them from there.
    expect((await j('authRole/unAuthList', { userId: 2 }, two)).code).toBe(400203)
    expect((await j('authRole/hasRole', { userId: 2, roleId: roleOne.id }, two)).code).toBe(400203)
    expect((await j('authRole/checkIsHaveDataRange', { userId: 2 }, two)).code).toBe(400203)
    expect((await j('authRole/unAuthList', { userId: 3 }, two)).result.map((r: { id: number }) => r.id)).not.toContain(
      roleOne.id,
    )
    expect((await j('authRole/hasRole', { userId: 3, roleName: 'HR Manager' }, two)).result).toBe(false)
    expect((await j('authRole/checkIsHaveDataRange', {}, two)).result.range).toBe('all')
    // Custom forms: tenant 1's demo form and its values stay in tenant 1.
    const formsOne = (await f('customForm/queryCustomForm', { bizTypeId: 1 }, one)).result.rows as Array<{
      id: string
      organIds: number[]
    }>
    expect(formsOne).toHaveLength(1)
    expect((await f('customForm/queryCustomForm', {}, two)).result.total).toBe(0)
    const keysTwo = (
      (await j('permField/listByBizTypeId', { bizTypeId: 1 }, two)).result as Array<{ key: string }>
    ).map((k) => k.key)
    expect(keysTwo).not.toContain('bloodType')
    expect(
      ((await f('field/listByBizType', { bizTypeId: 1 }, two)).result as Array<{ key: string }>).map((k) => k.key),
    ).not.toContain('bloodType')
    const [staffOne] = await staffIds(one)
    expect(
      (await f('formInstance/create', { formId: formsOne[0].id, sourceId: staffOne, values: { bloodType: 'A' } }, one))
        .code,
    ).toBe(0)
    expect((await f('formInstance/find', { bizTypeId: 1, sourceId: staffOne }, one)).result.values.bloodType).toBe('A')
    for (const [path, body] of [
      ['formInstance/find', { bizTypeId: 1, sourceId: staffOne }],
      ['customForm/getFormByAssign', { bizTypeId: 1, sourceId: staffOne }],
      ['customForm/hasEffectiveForm', { bizTypeId: 1, sourceId: staffOne }],
      ['customForm/checkIsUserSameAssignedForm', { bizTypeId: 1, sourceIds: [staffOne] }],
      ['formInstance/create', { formId: formsOne[0].id, sourceId: staffOne, values: {} }],
    ] as const) {
      expect((await f(path, body, two)).code, path).toBe(path === 'formInstance/create' ? 410302 : 410307)
    }
    for (const path of ['formRange/getSourceIdByAssign', 'formRange/rangeRepeat', 'formRange/assignSource']) {
      expect((await f(path, { formId: formsOne[0].id, organIds: [] }, two)).code, path).toBe(410302)
    }
    expect((await f('customForm/save', { id: formsOne[0].id, bizTypeId: 1, name: 'x', fields: [] }, two)).code).toBe(
      410302,
    )
    expect((await f('customForm/hasEffectiveForm', { bizTypeId: 1 }, two)).result).toBe(false)
    expect(
      (await f('formRange/getFormByAssign', { bizTypeId: 1, organId: formsOne[0].organIds[0] }, two)).result,
    ).toBeNull()
    expect((await f('formRange/getSourceIdByAssign', { formId: formsOne[0].id }, one)).result).toEqual(
      formsOne[0].organIds,
    )
  })

  it.each(['/joyhr/web/authRole/userList', '/ums/web/user/findUserWithRole'])(
    "lists the users of the session tenant only at %s, and none of another tenant's roles",
    async (path) => {
      const users = async (body: unknown, token: string) => (await post(path, body, token)).body
      const namesTwo = (await users({}, two)).result as Array<{ userName: string; roleIds: number[] }>
      expect(namesTwo.map((u) => u.userName)).not.toContain('staff')
      const staffRole = (
        (await post('/joyhr/web/authRole/list', {}, one)).body.result as Array<{ id: number; nameEn: string | null }>
      ).find((r) => r.nameEn === 'Staff')!
      expect(namesTwo.flatMap((u) => u.roleIds)).not.toContain(staffRole.id)
      expect((await users({ roleId: staffRole.id }, two)).code).toBe(400201)
      expect(
        ((await users({ roleId: staffRole.id }, one)).result as Array<{ userName: string }>).map((u) => u.userName),
      ).toContain('staff')
    },
  )

  it('lets no tenant session read the super-login audit (platform operators only)', async () => {
    expect((await post('/uac/account/superLogin/audit', {}, two)).body.code).toBe(403001)
    expect((await post('/uac/account/superLogin/audit', {}, one)).body.code).toBe(403001)
  })
})
