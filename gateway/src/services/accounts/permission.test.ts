import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installTestApp } from '../../testing/installed-app-row'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const PERMISSION = '/gateway/uac/web/permission/getLoginPermission'
const HAS_MARK = '/gateway/uac/web/permission/hasPermissionMark'
const CLEAR_MARK = '/gateway/uac/web/permission/clearPermissionMark'
const SAVE_ROLE = '/gateway/joyhr/web/authRole/save'
const USER_PAGE = '/gateway/ums/web/entryUser/getUserPage'

describe('permissions and the permission-change mark', () => {
  let gateway: TestGateway
  let admin: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345')
  })
  afterAll(() => gateway.close())

  it('answers isSuper and every function to admin', async () => {
    const { permissionData } = (await gateway.post(PERMISSION, {}, admin)).body.result
    expect(permissionData.isSuper).toBe(true)
    expect(permissionData.menus.map((m: { functionId: string }) => m.functionId)).toEqual([
      '1001',
      '1002',
      '1003',
      '1004',
      '4001',
      '4004',
      '1000',
      '1005',
      '7001',
      '7002',
      '7003',
      '1030',
      '8001',
      '8002',
      '8003',
      '1101',
      '1102',
      '1103',
      '1104',
      '1105',
      '1106',
      '1107',
      '1108',
      '1109',
      '1110',
      '1111',
      '1006',
      '1007',
      '8004',
      '8005',
      '8006',
      '8007',
      '8008',
      '8009',
      '8010',
      '8011',
      '8012',
      '8013',
      '8014',
      '9001',
      '1008',
      '1009',
      '101001',
      '8101',
      '8102',
      '8103',
      '8104',
      '8201',
      '8202',
      '8203',
      '8204',
      '820409',
      '8211',
      '8212',
      '8221',
      '8222',
      '8301',
      '8302',
      '8303',
      '8401',
      '8402',
      '8403',
      '8404',
      '8409',
      '8501',
      '8502',
      '8503',
      '8504',
      '8505',
      '8506',
      '8507',
      '8508',
      '8901',
      '8905',
      '8903',
      '8902',
      '8904',
      '8601',
      '8602',
      '8603',
      '8604',
      '8701',
      '8702',
      '1011',
      '8801',
      '8802',
      '8803',
      '4010',
      '4011',
      '4002',
      '4003',
      '1014',
    ])
    expect(permissionData.commonFunctions).toEqual([])
  })

  it('answers staff exactly the functions of the Staff role', async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    const { permissionData } = (await gateway.post(PERMISSION, { systemType: 2 }, staff)).body.result
    expect(permissionData).toEqual({
      btns: [
        { functionId: '100201', authFlag: 1, menuId: 3 },
        { functionId: '700102', authFlag: 1, menuId: 221 },
        { functionId: '800101', authFlag: 1, menuId: 301 },
        { functionId: '800103', authFlag: 1, menuId: 301 },
      ],
      permissionMap: { 1002: { 100201: 1 }, 7001: { 700102: 1 }, 8001: { 800101: 1, 800103: 1 } },
      menus: [
        { functionId: '1001' },
        { functionId: '1002' },
        { functionId: '7001' },
        { functionId: '8001' },
        { functionId: '1108' },
        { functionId: '8004' },
        { functionId: '8005' },
        { functionId: '8010' },
        { functionId: '9001' },
        { functionId: '8104' },
        { functionId: '8901' },
        { functionId: '8905' },
      ],
      isSuper: false,
      commonFunctions: [],
    })
  })

  it('answers a weihai system (systemType 2) the weihai permission set: without the apps the weihai brand hides', async () => {
    // The weihai brand hides the supplier app: installed here for HR Manager (role 1) of tenant 1.
    await installTestApp(gateway.ctx.db, {
      tenantId: 1,
      id: 1,
      code: 'supplier',
      entry: 'http://127.0.0.1:4310/app/',
      roles: [1],
    })
    const hr = await gateway.login('hr', 'Hr@123456789')
    const menusOf = async (body: object) =>
      (
        (await gateway.post(PERMISSION, body, hr)).body.result.permissionData.menus as Array<{ functionId: string }>
      ).map((m) => m.functionId)
    const portal = await menusOf({})
    expect(portal).toEqual(expect.arrayContaining(['1001', '4001', 'supplier:page-a']))
    expect(await menusOf({ systemType: 1 })).toEqual(portal)
    const weihai = await menusOf({ systemType: 2 })
    expect(weihai).toEqual(portal.filter((id) => id !== 'supplier:page-a'))
    expect(await menusOf({ systemType: '2' })).toEqual(weihai)
  })

  it('raises the mark when a role of the user changes, guards with 404110 until cleared', async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post(HAS_MARK, { appMark: 'ums' }, staff)).body.result).toBe(false)

    const saved = await gateway.post(SAVE_ROLE, { roleId: 2, functionIds: ['1001', '1002', '100201', '100202'] }, admin)
    expect(saved.body).toEqual({ code: 0, msg: 'success', result: null })

    expect((await gateway.post(HAS_MARK, { appMark: 'ums' }, staff)).body.result).toBe(true)
    expect((await gateway.post(USER_PAGE, {}, staff)).body).toEqual({
      code: 404110,
      msg: '权限已变更，请刷新后重新获取',
    })

    await gateway.post(CLEAR_MARK, { appMark: 'ums' }, staff)
    expect((await gateway.post(HAS_MARK, { appMark: 'ums' }, staff)).body.result).toBe(false)
    expect((await gateway.post(USER_PAGE, {}, staff)).body.code).toBe(0)
    const { permissionData } = (await gateway.post(PERMISSION, {}, staff)).body.result
    expect(permissionData.btns.map((b: { functionId: string }) => b.functionId)).toEqual(['100201', '100202'])
  })

  it('starts a new session with the current permissions seen', async () => {
    const fresh = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post(HAS_MARK, {}, fresh)).body.result).toBe(false)
  })

  it('answers 403001 when staff calls a guarded route they lack', async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post(SAVE_ROLE, { roleId: 2, functionIds: ['1003'] }, staff)).body).toEqual({
      code: 403001,
      msg: '您没有权限',
    })
    expect((await gateway.post('/gateway/joyhr/web/authRole/list', {}, staff)).body.code).toBe(403001)
  })

  it('lists roles with their functions and holders', async () => {
    const roles = (await gateway.post('/gateway/joyhr/web/authRole/list', {}, admin)).body.result
    expect(roles.find((r: { id: number }) => r.id === 2)).toMatchObject({ name: '员工', userIds: [2] })
  })

  it('refuses unknown roles, functions and users with their own codes', async () => {
    expect((await gateway.post(SAVE_ROLE, { roleId: 99, functionIds: [] }, admin)).body.code).toBe(400201)
    expect((await gateway.post(SAVE_ROLE, { roleId: 2, functionIds: ['1001', '9999'] }, admin)).body).toEqual({
      code: 400202,
      msg: '未知的功能 ID：9999',
    })
    const saveUserRoles = '/gateway/joyhr/web/authRole/saveUserRoles'
    expect((await gateway.post(saveUserRoles, { userId: 99, roleIds: [2] }, admin)).body.code).toBe(400203)
    expect((await gateway.post(saveUserRoles, { userId: 2, roleIds: [2, 42] }, admin)).body.code).toBe(400201)
  })

  it('bumps the mark of a user whose roles are replaced', async () => {
    const hr = await gateway.login('hr', 'Hr@123456789')
    const answer = await gateway.post(
      '/gateway/joyhr/web/authRole/saveUserRoles',
      { userId: 3, roleIds: [1, 3] },
      admin,
    )
    expect(answer.body.code).toBe(0)
    expect((await gateway.post(HAS_MARK, {}, hr)).body.result).toBe(true)
    const roles = (await gateway.post('/gateway/joyhr/web/authRole/list', {}, admin)).body.result
    expect(roles.find((r: { id: number }) => r.id === 3).userIds).toEqual([3])
  })

  it('accepts a form-encoded role save with repeated functionIds', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: SAVE_ROLE,
      payload: 'roleId=3&functionIds=4001&functionIds=1001',
      headers: { 'content-type': 'application/x-www-form-urlencoded', token: admin },
    })
    expect(JSON.parse(response.body).code).toBe(0)
    const roles = (await gateway.post('/gateway/joyhr/web/authRole/list', {}, admin)).body.result
    expect(roles.find((r: { id: number }) => r.id === 3).functionIds).toEqual(['1001', '4001'])
  })
})
