import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registrationKit } from '../../../testing/company-registration'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'

const TENANTS = '/gateway/tum/web/tenant/companyTenants'
const USERS = '/gateway/tum/web/tenant/companyUsers'
const AUTHORIZE = '/gateway/tum/web/tenant/authorize'
const WITHDRAW = '/gateway/tum/web/tenant/withdraw'
const LIST = '/gateway/tum/web/tenant/listAuthTenants'
const SWITCH = '/gateway/tum/web/tenant/switchTenant'
const USER_INFO = '/gateway/ums/web/user/getLoginUserInfo'
const STAFF = 2

type Tenant = { tenantId: number; current: boolean; users: Array<{ userName: string; home: boolean }> }

describe("a company administrator authorises the company's users for its tenants", () => {
  let gateway: TestGateway
  let admin: string
  let lakeside: { companyId: number; tenantId: number }
  const { registerLakeside } = registrationKit(() => gateway)
  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    lakeside = await registerLakeside()
  })
  afterAll(() => gateway.close())

  it("lists the company's tenants with their users, and finds the company's users only", async () => {
    const tenants: Tenant[] = (await gateway.post(TENANTS, {}, admin)).body.result
    expect(tenants.map((t) => [t.tenantId, t.current])).toEqual([
      [1, true],
      [2, false],
    ])
    expect(tenants[0].users).toContainEqual(expect.objectContaining({ userName: 'staff', home: true }))
    expect(tenants[1].users.map((u) => u.userName)).not.toContain('staff')
    expect((await gateway.post(USERS, { keyword: 'STAFF' }, admin)).body.result).toEqual([
      { id: STAFF, name: expect.any(String), jobNumber: 'staff' },
    ])
    expect((await gateway.post(USERS, { keyword: 'lakeside' }, admin)).body.result).toEqual([])
  })

  it('authorises staff for the second tenant: staff sees it, switches to it and works there with its staff role', async () => {
    expect((await gateway.post(AUTHORIZE, { tenantId: 2, userId: STAFF }, admin)).body.code).toBe(0)
    const staff = await gateway.login('staff', 'Staff@12345', { tenantId: 1 })
    expect((await gateway.post(LIST, {}, staff)).body.result.map((t: { id: number }) => t.id)).toEqual([1, 2])
    const switched = (await gateway.post(SWITCH, { tenantId: 2 }, staff)).body
    expect(switched).toMatchObject({ code: 0, result: { tenantId: 2 } })
    expect((await gateway.post(USER_INFO, {}, switched.result.token)).body.code).toBe(0)
    const roles = await gateway.ctx.db
      .selectFrom('user_role')
      .innerJoin('role', 'role.id', 'user_role.role_id')
      .select('role.id')
      .where('user_role.user_id', '=', STAFF)
      .where('role.tenant_id', '=', 2)
      .execute()
    const staffRole = await gateway.ctx.db
      .selectFrom('staff_role')
      .select('role_id')
      .where('tenant_id', '=', 2)
      .execute()
    expect(roles.map((r) => r.id)).toEqual(staffRole.map((r) => r.role_id))
    const audit = await gateway.ctx.db
      .selectFrom('bridge_audit')
      .select('user_id')
      .where('tenant_id', '=', 2)
      .where('method', '=', 'tum.authorize')
      .execute()
    expect(audit).toEqual([{ user_id: 1 }])
  })

  it('never authorises across companies: a user or a tenant of another company is refused with 400913', async () => {
    const lakesideAdmin = await gateway.login('lakeside.admin', 'Tea#Garden2024')
    const lakesideUser = (await gateway.post(USERS, { keyword: 'lakeside' }, lakesideAdmin)).body.result[0].id
    expect((await gateway.post(AUTHORIZE, { tenantId: 2, userId: lakesideUser }, admin)).body).toMatchObject({
      code: 400913,
      msg: '该用户或租户不属于本企业',
    })
    expect((await gateway.post(AUTHORIZE, { tenantId: lakeside.tenantId, userId: STAFF }, admin)).body.code).toBe(
      400913,
    )
    expect(
      (await gateway.post(AUTHORIZE, { tenantId: lakeside.tenantId, userId: STAFF }, lakesideAdmin)).body.code,
    ).toBe(400913)
    expect((await gateway.post(WITHDRAW, { tenantId: 1, userId: STAFF }, lakesideAdmin)).body.code).toBe(400913)
    const lakesideTenants: Tenant[] = (await gateway.post(TENANTS, {}, lakesideAdmin)).body.result
    expect(lakesideTenants.map((t) => t.tenantId)).toEqual([lakeside.tenantId])
    const member = await gateway.ctx.db
      .selectFrom('user_tenant')
      .select('user_id')
      .where('tenant_id', '=', lakeside.tenantId)
      .where('user_id', '=', STAFF)
      .execute()
    expect(member).toEqual([])
  })

  it('refuses staff without the Tenant access function', async () => {
    const staff = await gateway.login('staff', 'Staff@12345', { tenantId: 1 })
    expect((await gateway.post(TENANTS, {}, staff)).body.code).toBe(403001)
    expect((await gateway.post(AUTHORIZE, { tenantId: 2, userId: STAFF }, staff)).body.code).toBe(403001)
  })

  it('withdraws: the session in that tenant ends at its next request and switching there is refused', async () => {
    const staff = await gateway.login('staff', 'Staff@12345', { tenantId: 1 })
    const inSecond = (await gateway.post(SWITCH, { tenantId: 2 }, staff)).body.result.token as string
    expect((await gateway.post(USER_INFO, {}, inSecond)).body.code).toBe(0)
    expect((await gateway.post(WITHDRAW, { tenantId: 2, userId: STAFF }, admin)).body.code).toBe(0)
    expect((await gateway.post(USER_INFO, {}, inSecond)).body.code).toBe(401001)
    const again = await gateway.login('staff', 'Staff@12345', { tenantId: 1 })
    expect((await gateway.post(LIST, {}, again)).body.result).toHaveLength(1)
    expect((await gateway.post(SWITCH, { tenantId: 2 }, again)).body.code).toBe(400102)
    expect((await gateway.post(WITHDRAW, { tenantId: 1, userId: STAFF }, admin)).body).toMatchObject({
      code: 400914,
    })
  })
})
