import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { codeAt, enrol } from './test-helpers'

const GET = '/gateway/uac/web/totpPolicy/get'
const SAVE = '/gateway/uac/web/totpPolicy/save'
const PERMISSION = '/gateway/uac/web/permission/getLoginPermission'
const T0 = Math.floor(Date.UTC(2031, 2, 3, 9) / 30_000) * 30_000
const EN = { 'accept-language': 'en' }

describe("a tenant's authenticator requirement", () => {
  let gateway: TestGateway
  let admin: string
  let adminTwo: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    gateway.setNow(T0)
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    adminTwo = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
  })
  afterAll(() => gateway.close())

  it("is off until set, and lists the tenant's roles to pick from, named in the request's language", async () => {
    const answer = (await gateway.post(GET, {}, admin)).body.result
    expect(answer).toMatchObject({ admins: false, roleIds: [] })
    expect(answer.roles.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['人事经理', '员工', '报表查看员']),
    )
    const english = (await gateway.post(GET, {}, admin, { 'accept-language': 'en' })).body.result
    expect(english.roles.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['HR Manager', 'Staff', 'Report viewer']),
    )
    const staff = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post(GET, {}, staff)).body.code).toBe(403001)
    expect((await gateway.post(SAVE, { admins: true, roleIds: [] }, staff)).body.code).toBe(403001)
  })

  it('sends a user of a required role without an authenticator to the set-up, and nowhere else', async () => {
    expect((await gateway.post(SAVE, { admins: false, roleIds: [3] }, admin)).body.result).toEqual({
      admins: false,
      roleIds: [3],
    })
    const staff = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post(PERMISSION, {}, staff)).body.code).toBe(0)
    expect((await gateway.post(SAVE, { admins: false, roleIds: [2] }, admin)).body.code).toBe(0)
    // Sessions that began before the requirement are held too.
    expect((await gateway.post(PERMISSION, {}, staff, EN)).body).toEqual({
      code: 400135,
      msg: 'Your company requires two-step verification for your role: set up an authenticator app to continue',
    })
    expect((await gateway.post('/gateway/ums/web/entryUser/getUserPage', {}, staff)).body.code).toBe(400135)
    expect((await gateway.post('/gateway/ums/web/user/getLoginUserInfo', {}, staff)).body.code).toBe(0)
    expect((await gateway.post('/gateway/uac/account/totp/status', {}, staff)).body.result).toMatchObject({
      enabled: false,
      required: true,
    })
    const { secret } = await enrol(gateway, staff, T0 + 30_000)
    expect((await gateway.post(PERMISSION, {}, staff)).body.code).toBe(0)
    // It cannot be turned off while the tenant requires it.
    expect(
      (await gateway.post('/gateway/uac/account/totp/disable', { code: codeAt(secret, T0 + 60_000) }, staff, EN)).body,
    ).toEqual({
      code: 400134,
      msg: 'Your company requires two-step verification for your role: it cannot be turned off',
    })
  })

  it('counts super users and holders of Roles or Company settings as administrators', async () => {
    expect((await gateway.post(SAVE, { admins: true, roleIds: [] }, admin)).body.code).toBe(0)
    // The saving administrator is held from the next request on (the save itself went through).
    expect((await gateway.post(GET, {}, admin)).body.code).toBe(400135)
    const hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    expect((await gateway.post(PERMISSION, {}, hr)).body.code).toBe(400135)
  })

  it('keeps the requirement within its tenant', async () => {
    // Tenant 2 has no requirement: the same users work there.
    expect((await gateway.post(PERMISSION, {}, adminTwo)).body.code).toBe(0)
    const hrTwo = await gateway.login('hr', 'Hr@123456789', { tenantId: 2 })
    expect((await gateway.post(PERMISSION, {}, hrTwo)).body.code).toBe(0)
    expect((await gateway.post(GET, {}, adminTwo)).body.result).toEqual({ admins: false, roleIds: [], roles: [] })
    // Tenant 1's roles cannot be named from tenant 2.
    expect((await gateway.post(SAVE, { admins: false, roleIds: [1] }, adminTwo, EN)).body).toEqual({
      code: 400201,
      msg: 'Unknown role: 1',
    })
    expect((await gateway.post(SAVE, { admins: true, roleIds: [] }, adminTwo)).body.code).toBe(0)
    const rows = await gateway.ctx.db
      .selectFrom('totp_policy')
      .select(['tenant_id', 'admins'])
      .orderBy('tenant_id')
      .execute()
    expect(rows).toEqual([
      { tenant_id: 1, admins: 1 },
      { tenant_id: 2, admins: 1 },
    ])
    expect(await gateway.ctx.db.selectFrom('totp_policy_role').selectAll().execute()).toEqual([])
  })
})
