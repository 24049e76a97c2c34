import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const FUNCTIONS = '/gateway/joyhr/web/authRole/functionList'
const ROLES = '/gateway/joyhr/web/authRole/list'
const SAVE = '/gateway/joyhr/web/authRole/save'

interface Role {
  id: number
  name: string
  nameZh: string
  nameEn: string | null
  functionIds: string[]
}
interface Fn {
  functionId: string
  name: string
  appName: string
  kind: string
  parentFunctionId: string | null
}

describe('role editing', () => {
  let gateway: TestGateway
  let admin: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345')
  })
  afterAll(() => gateway.close())

  it('lists every grantable function with its app, buttons under their menu item, in the request language', async () => {
    const zh = (await gateway.post(FUNCTIONS, {}, admin)).body.result as Fn[]
    expect(zh.find((f) => f.functionId === '1002')).toEqual({
      functionId: '1002',
      name: '人员列表',
      appName: '系统管理',
      kind: 'menu',
      parentFunctionId: null,
    })
    expect(zh.find((f) => f.functionId === '100202')).toMatchObject({
      kind: 'button',
      parentFunctionId: '1002',
      appName: '系统管理',
    })
    const en = (await gateway.post(FUNCTIONS, {}, admin, { 'accept-language': 'en' })).body.result as Fn[]
    expect(en.find((f) => f.functionId === '1002')).toMatchObject({ name: 'Staff list', appName: 'System' })
    expect(new Set(zh.map((f) => f.functionId)).size).toBe(zh.length)
  })

  it('is for role administrators only (function 1003)', async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post(FUNCTIONS, {}, staff)).body.code).toBe(403001)
  })

  it("saves a role's functions from the catalogue and refuses unknown ones", async () => {
    const [role] = (await gateway.post(ROLES, {}, admin)).body.result as Array<{ id: number; functionIds: string[] }>
    const catalogue = (await gateway.post(FUNCTIONS, {}, admin)).body.result as Fn[]
    const wanted = catalogue.filter((f) => f.functionId.startsWith('100')).map((f) => f.functionId)
    expect((await gateway.post(SAVE, { roleId: role.id, functionIds: wanted }, admin)).body.code).toBe(0)
    const saved = (
      (await gateway.post(ROLES, {}, admin)).body.result as Array<{ id: number; functionIds: string[] }>
    ).find((r) => r.id === role.id)!
    expect(saved.functionIds.sort()).toEqual([...wanted].sort())
    expect((await gateway.post(SAVE, { roleId: role.id, functionIds: ['999999'] }, admin)).body).toMatchObject({
      code: 400202,
    })
  })

  it("names each role in the request's language, with both names as saved", async () => {
    const zh = (await gateway.post(ROLES, {}, admin)).body.result as Role[]
    expect(zh.find((r) => r.id === 1)).toMatchObject({ name: '人事经理', nameZh: '人事经理', nameEn: 'HR Manager' })
    const en = (await gateway.post(ROLES, {}, admin, { 'accept-language': 'en-US' })).body.result as Role[]
    expect(en.map((r) => r.name)).toEqual(expect.arrayContaining(['HR Manager', 'Staff', 'Report viewer', 'Manager']))
    expect(en.find((r) => r.id === 1)).toMatchObject({ name: 'HR Manager', nameZh: '人事经理', nameEn: 'HR Manager' })
  })

  it("saves a role's names with its functions: the English name optional, shown in Chinese without one", async () => {
    const roleOf = async (lang: string) =>
      ((await gateway.post(ROLES, {}, admin, { 'accept-language': lang })).body.result as Role[]).find(
        (r) => r.id === 3,
      )!
    const { functionIds } = await roleOf('zh-CN')
    expect(
      (await gateway.post(SAVE, { roleId: 3, functionIds, nameZh: ' 报表读者 ', nameEn: ' Report reader ' }, admin))
        .body.code,
    ).toBe(0)
    expect(await roleOf('zh-CN')).toMatchObject({
      name: '报表读者',
      nameZh: '报表读者',
      nameEn: 'Report reader',
      functionIds,
    })
    expect((await roleOf('en')).name).toBe('Report reader')
    // No English name: English answers show the Chinese one.
    expect((await gateway.post(SAVE, { roleId: 3, functionIds, nameEn: '' }, admin)).body.code).toBe(0)
    expect(await roleOf('en')).toMatchObject({ name: '报表读者', nameEn: null })
    // Names left out stay as they are.
    expect((await gateway.post(SAVE, { roleId: 3, functionIds }, admin)).body.code).toBe(0)
    expect((await roleOf('zh-CN')).nameZh).toBe('报表读者')
  })

  it('refuses a blank or too long name, and a role of another tenant', async () => {
    const save = async (body: object, token = admin) =>
      (await gateway.post(SAVE, { roleId: 3, functionIds: ['4001'], ...body }, token)).body
    expect(await save({ nameZh: '   ' })).toEqual({ code: 400000, msg: '角色名称不能为空' })
    expect((await save({ nameZh: '' })).code).toBe(400000)
    expect((await save({ nameZh: '名'.repeat(101) })).code).toBe(400000)
    expect((await save({ nameEn: 'n'.repeat(101) })).code).toBe(400000)
    expect(
      (
        await gateway.post(SAVE, { roleId: 3, functionIds: ['4001'], nameZh: '   ' }, admin, {
          'accept-language': 'en',
        })
      ).body.msg,
    ).toBe('The role needs a name')
    const otherTenant = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    expect((await save({ nameZh: '别人的角色' }, otherTenant)).code).toBe(400201)
    expect(((await gateway.post(ROLES, {}, admin)).body.result as Role[]).find((r) => r.id === 3)!.nameZh).not.toBe(
      '别人的角色',
    )
  })
})
