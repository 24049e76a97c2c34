import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const J = (path: string) => `/gateway/joyhr/web/${path}`
const PERMISSION = '/gateway/uac/web/permission/getLoginPermission'
const CLEAR_MARK = '/gateway/uac/web/permission/clearPermissionMark'
const HR_FUNCTIONS = [
  '1001',
  '1002',
  '100201',
  '100202',
  '100203',
  '1003',
  '100301',
  '4001',
  '100001',
  '100302',
  '100303',
  '1030',
  '103001',
  '103002',
]

describe('role calls and the auth-flag variant (§6, §7 authRole)', () => {
  let gateway: TestGateway
  let admin: string
  let hr: string
  let staff: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    staff = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())

  it("lists the roles not yet given to a user, named in the request's language, for role administrators only", async () => {
    const roles = (await gateway.post(J('authRole/unAuthList'), { userId: 2 }, hr)).body.result as Array<{
      name: string
    }>
    expect(roles.map((r) => r.name)).toContain('人事经理')
    expect(roles.map((r) => r.name)).not.toContain('员工')
    const english = (await gateway.post(J('authRole/unAuthList'), { userId: 2 }, hr, { 'accept-language': 'en' })).body
      .result as Array<{ name: string }>
    expect(english.map((r) => r.name)).toContain('HR Manager')
    expect(english.map((r) => r.name)).not.toContain('Staff')
    expect((await gateway.post(J('authRole/unAuthList'), { userId: 2 }, staff)).body.code).toBe(403001)
    expect((await gateway.post(J('authRole/unAuthList'), { userId: 999 }, hr)).body.code).toBe(400203)
  })

  it('tells whether a user has a role, by id or either name; only role administrators ask about others', async () => {
    expect((await gateway.post(J('authRole/hasRole'), { roleName: 'Staff' }, staff)).body.result).toBe(true)
    expect((await gateway.post(J('authRole/hasRole'), { roleName: '员工' }, staff)).body.result).toBe(true)
    expect((await gateway.post(J('authRole/hasRole'), { roleName: 'HR Manager' }, staff)).body.result).toBe(false)
    expect((await gateway.post(J('authRole/hasRole'), { roleName: '人事经理' }, staff)).body.result).toBe(false)
    expect((await gateway.post(J('authRole/hasRole'), { roleId: 1, userId: 3 }, hr)).body.result).toBe(true)
    expect((await gateway.post(J('authRole/hasRole'), { roleId: 1, userId: 3 }, staff)).body).toMatchObject({
      code: 403001,
    })
    expect((await gateway.post(J('authRole/hasRole'), {}, staff)).body.code).toBe(400000)
  })

  it("answers a role's data range, saves it, and checks a user's range from their roles", async () => {
    expect((await gateway.post(J('authRole/dataRange'), { roleId: 2 }, hr)).body.result).toMatchObject({
      roleId: 2,
      range: 'all',
    })
    expect((await gateway.post(J('authRole/checkIsHaveDataRange'), {}, staff)).body.result).toEqual({
      hasDataRange: true,
      range: 'all',
      limited: false,
    })
    expect((await gateway.post(J('authRole/saveDataRange'), { roleId: 2, range: 'self' }, hr)).body.code).toBe(0)
    expect((await gateway.post(J('authRole/dataRange'), { roleId: 2 }, hr)).body.result.range).toBe('self')
    expect((await gateway.post(J('authRole/checkIsHaveDataRange'), { userId: 2 }, hr)).body.result).toEqual({
      hasDataRange: true,
      range: 'self',
      limited: true,
    })
    expect((await gateway.post(J('authRole/saveDataRange'), { roleId: 2, range: 'everything' }, hr)).body.code).toBe(
      400000,
    )
    expect((await gateway.post(J('authRole/saveDataRange'), { roleId: 2, range: 'all' }, staff)).body.code).toBe(403001)
    expect((await gateway.post(J('authRole/saveDataRange'), { roleId: 2, range: 'all' }, hr)).body.code).toBe(0)
  })

  it('answers the per-menu map of button auth flags, and the auth-flag variant refuses a button granted as shown only', async () => {
    const before = (await gateway.post(PERMISSION, {}, hr)).body.result.permissionData
    expect(before.permissionMap['1003']).toEqual({ 100301: 1, 100302: 1, 100303: 1 })
    expect(before.btns).toContainEqual({ functionId: '100302', authFlag: 1, menuId: 4 })
    // admin grants hr's role the data-range button as shown only.
    const saved = await gateway.post(
      J('authRole/save'),
      { roleId: 1, functionIds: HR_FUNCTIONS, authFlags: { 100302: 0 } },
      admin,
    )
    expect(saved.body.code).toBe(0)
    const roles = (await gateway.post(J('authRole/list'), {}, admin)).body.result as Array<{
      id: number
      authFlags: Record<string, number>
    }>
    expect(roles.find((r) => r.id === 1)!.authFlags).toMatchObject({ 100302: 0, 100303: 1, 1003: 1 })
    await gateway.post(CLEAR_MARK, { appMark: 'portal' }, hr)
    const after = (await gateway.post(PERMISSION, {}, hr)).body.result.permissionData
    expect(after.btns).toContainEqual({ functionId: '100302', authFlag: 0, menuId: 4 })
    expect(after.permissionMap['1003']).toEqual({ 100301: 1, 100302: 0, 100303: 1 })
    // The plain guard passes (the button is granted), the auth-flag variant does not.
    expect((await gateway.post(J('authRole/dataRange'), { roleId: 2 }, hr)).body.code).toBe(0)
    expect((await gateway.post(J('authRole/saveDataRange'), { roleId: 2, range: 'team' }, hr)).body).toEqual({
      code: 403001,
      msg: '您没有权限',
    })
    expect((await gateway.post(J('authRole/saveDataRange'), { roleId: 2, range: 'all' }, admin)).body.code).toBe(0)
    expect(
      (
        await gateway.post(
          J('authRole/save'),
          { roleId: 1, functionIds: HR_FUNCTIONS, authFlags: { 100302: 2 } },
          admin,
        )
      ).body.code,
    ).toBe(400000)
    expect((await gateway.post(J('authRole/save'), { roleId: 1, functionIds: HR_FUNCTIONS }, admin)).body.code).toBe(0)
  })
})
