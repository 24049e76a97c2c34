import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const FUNCTIONS = '/gateway/joyhr/web/authRole/functionList'
const ROLES = '/gateway/joyhr/web/authRole/list'
const SAVE = '/gateway/joyhr/web/authRole/save'

interface Fn { functionId: string; name: string; appName: string; kind: string; parentFunctionId: string | null }

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
    expect(zh.find((f) => f.functionId === '1002')).toEqual({ functionId: '1002', name: '人员列表', appName: '系统管理', kind: 'menu', parentFunctionId: null })
    expect(zh.find((f) => f.functionId === '100202')).toMatchObject({ kind: 'button', parentFunctionId: '1002', appName: '系统管理' })
    const en = (await gateway.post(FUNCTIONS, {}, admin, { 'accept-language': 'en' })).body.result as Fn[]
    expect(en.find((f) => f.functionId === '1002')).toMatchObject({ name: 'Staff list', appName: 'System' })
    expect(new Set(zh.map((f) => f.functionId)).size).toBe(zh.length)
  })

  it('is for role administrators only (function 1003)', async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post(FUNCTIONS, {}, staff)).body.code).toBe(403001)
  })

  it('saves a role\'s functions from the catalogue and refuses unknown ones', async () => {
    const [role] = (await gateway.post(ROLES, {}, admin)).body.result as Array<{ id: number; functionIds: string[] }>
    const catalogue = (await gateway.post(FUNCTIONS, {}, admin)).body.result as Fn[]
    const wanted = catalogue.filter((f) => f.functionId.startsWith('100')).map((f) => f.functionId)
    expect((await gateway.post(SAVE, { roleId: role.id, functionIds: wanted }, admin)).body.code).toBe(0)
    const saved = ((await gateway.post(ROLES, {}, admin)).body.result as Array<{ id: number; functionIds: string[] }>).find((r) => r.id === role.id)!
    expect(saved.functionIds.sort()).toEqual([...wanted].sort())
    expect((await gateway.post(SAVE, { roleId: role.id, functionIds: ['999999'] }, admin)).body).toMatchObject({ code: 400202 })
  })
})
