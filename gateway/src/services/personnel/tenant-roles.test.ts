import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { installTestApp } from '../../testing/installed-app-row'

describe('roles belong to one tenant', () => {
  let gw: TestGateway
  beforeAll(async () => {
    gw = await startTestGateway()
    // Installed in tenant 2 with no role allowed to open it.
    await installTestApp(gw.ctx.db, { tenantId: 2, id: 1, code: 'supplier', entry: 'http://127.0.0.1:4310/app/' })
  })
  afterAll(async () => {
    await gw.close()
  })

  it('a user whose roles exist only in tenant 1 has none of their functions in tenant 2', async () => {
    // hr holds the HR Manager role of tenant 1 and is authorised for tenants 1 and 2.
    const inOne = await gw.login('hr', 'Hr@123456789', { tenantId: 1 })
    expect((await gw.post('/gateway/ums/web/entryUser/getUserPage', { page: 1, rows: 1 }, inOne)).body.code).toBe(0)
    const inTwo = await gw.login('hr', 'Hr@123456789', { tenantId: 2 })
    expect((await gw.post('/gateway/ums/web/entryUser/getUserPage', { page: 1, rows: 1 }, inTwo)).body.code).toBe(
      403001,
    )
    expect((await gw.post('/gateway/ums/web/entryUser/export', {}, inTwo)).body.code).toBe(403001)
    const permission = (await gw.post('/gateway/uac/web/permission/getLoginPermission', {}, inTwo)).body.result
      .permissionData
    expect([permission.menus, permission.btns]).toEqual([[], []])
    const menu = (await gw.post('/gateway/joyhr/web/elesMenu/menuTreeForPc', {}, inTwo)).body.data as Array<{
      code: string
      children: Array<{ code: string }>
    }>
    // Left: only the entries open to every user (the home dashboard; My record, onboarding to-dos and resignation under
    // personnel; the Delegation page; clock-in, my
    // attendance, overtime and shift swaps; the payroll approval view, not listed; my payslips; my tax deductions; my interviews and the
    // recruitment approval view; my training and exams; team reviews and my performance; the report centre and my subscriptions; the
    // personal centre).
    expect(menu.flatMap((entry) => entry.children.map((item) => item.code))).toEqual([
      '1011',
      '1103',
      '1110',
      '1111',
      '7003',
      '8004',
      '8005',
      '8010',
      '8104',
      '820409',
      '8221',
      '8303',
      '8404',
      '8409',
      '8507',
      '8508',
      '8901',
      '8905',
      '8603',
      '8604',
      '4010',
      '4011',
      '1005',
    ])
    expect((await gw.post('/gateway/uac/web/appToken', { appId: 'supplier' }, inTwo)).body.code).toBe(403001)
  })
})
