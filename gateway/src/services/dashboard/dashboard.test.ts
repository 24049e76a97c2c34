import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { dashboardCodes } from './texts'

const EN = { 'accept-language': 'en' }
const LEAVE = { app: 'kaoqin', widget: 'leave-balance' }
const WAITING = { app: 'approval', widget: 'waiting' }
const PAYSLIP = { app: 'salary', widget: 'latest-payslip' }

describe('the home dashboard layouts', () => {
  let gateway: TestGateway
  let admin: string
  let staff: string
  let hr: string
  let staffRole: number
  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    staff = await gateway.login('staff', 'Staff@12345')
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    staffRole = (
      await gateway.ctx.db
        .selectFrom('role')
        .select('id')
        .where('tenant_id', '=', 1)
        .where('name_en', '=', 'Staff')
        .executeTakeFirstOrThrow()
    ).id
  }, 60_000)
  afterAll(() => gateway.close())

  const call = async (path: string, body: object, token: string) =>
    (await gateway.post(`/gateway/ums/web/dashboard/${path}`, body, token, EN)).body
  const result = async (path: string, body: object, token: string) => {
    const answer = await call(path, body, token)
    expect(answer.code, `${path}: ${JSON.stringify(answer)}`).toBe(0)
    return answer.result
  }

  it('answers no layout until the user arranges one, then theirs, and none again after a reset', async () => {
    expect(await result('layout', {}, staff)).toEqual({ widgets: null, source: 'none' })
    await result('layout/save', { widgets: [WAITING, LEAVE] }, staff)
    expect(await result('layout', {}, staff)).toEqual({ widgets: [WAITING, LEAVE], source: 'user' })
    // An empty dashboard is an arrangement too.
    await result('layout/save', { widgets: [] }, staff)
    expect(await result('layout', {}, staff)).toEqual({ widgets: [], source: 'user' })
    expect(await result('layout/reset', {}, staff)).toEqual({ widgets: null, source: 'none' })
  })

  it('refuses widgets no app declares, repeated ones, too many and malformed ones, with a clear message', async () => {
    const unknown = await call('layout/save', { widgets: [LEAVE, { app: 'kaoqin', widget: 'weather' }] }, staff)
    expect(unknown).toMatchObject({
      code: dashboardCodes.unknownWidget,
      msg: 'There is no widget weather of app kaoqin',
    })
    expect((await call('layout/save', { widgets: [{ app: 'nope', widget: 'waiting' }] }, staff)).code).toBe(
      dashboardCodes.unknownWidget,
    )
    const twice = await call('layout/save', { widgets: [LEAVE, WAITING, LEAVE] }, staff)
    expect(twice).toMatchObject({
      code: dashboardCodes.repeatedWidget,
      msg: 'The widget leave-balance of app kaoqin is listed twice',
    })
    const many = Array.from({ length: 25 }, () => LEAVE)
    expect((await gateway.post('/gateway/ums/web/dashboard/layout/save', { widgets: many }, staff, EN)).status).toBe(
      400,
    )
    for (const widgets of [
      [{ app: 'kaoqin' }],
      [{ app: 'Kaoqin', widget: 'leave-balance' }],
      [{ app: 'kaoqin', widget: 7 }],
      'all',
      null,
    ]) {
      const answer = await gateway.post('/gateway/ums/web/dashboard/layout/save', { widgets }, staff, EN)
      expect(answer.status, JSON.stringify(widgets)).toBe(400)
    }
    // Nothing was stored by the refusals.
    expect(await result('layout', {}, staff)).toEqual({ widgets: null, source: 'none' })
    expect((await gateway.post('/gateway/ums/web/dashboard/layout', {}, '', EN)).body.code).toBe(401001)
  })

  it("lets an administrator set a role's default, which its members see until they arrange their own", async () => {
    expect(await result('roleLayout', { roleId: staffRole }, admin)).toEqual({ roleId: staffRole, widgets: null })
    await result('roleLayout/save', { roleId: staffRole, widgets: [PAYSLIP, LEAVE] }, admin)
    expect(await result('roleLayout', { roleId: staffRole }, admin)).toEqual({
      roleId: staffRole,
      widgets: [PAYSLIP, LEAVE],
    })
    expect(await result('layout', {}, staff)).toEqual({ widgets: [PAYSLIP, LEAVE], source: 'role' })
    await result('layout/save', { widgets: [LEAVE] }, staff)
    expect(await result('layout', {}, staff)).toEqual({ widgets: [LEAVE], source: 'user' })
    expect(await result('layout/reset', {}, staff)).toEqual({ widgets: [PAYSLIP, LEAVE], source: 'role' })
    // An empty default removes it.
    await result('roleLayout/save', { roleId: staffRole, widgets: [] }, admin)
    expect(await result('layout', {}, staff)).toEqual({ widgets: null, source: 'none' })
  })

  it("refuses role defaults to those without the function, and for a role that is not the tenant's", async () => {
    expect((await call('roleLayout/save', { roleId: staffRole, widgets: [LEAVE] }, staff)).code).toBe(403001)
    expect((await call('roleLayout', { roleId: staffRole }, hr)).code).toBe(403001)
    const missing = await call('roleLayout/save', { roleId: 999_999, widgets: [LEAVE] }, admin)
    expect(missing).toMatchObject({ code: dashboardCodes.roleNotFound, msg: 'The role 999999 does not exist' })
    expect((await call('roleLayout/save', { roleId: staffRole, widgets: [LEAVE, LEAVE] }, admin)).code).toBe(
      dashboardCodes.repeatedWidget,
    )
  })
})
