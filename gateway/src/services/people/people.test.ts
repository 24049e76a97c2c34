import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../core/auth/password'
import { GatewayError } from '../../core/errors'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { createAccount } from './create-account'
import { createPerson, type NewPerson } from './create-people'
import { grantRoles, revokeRoles, setRoles } from './grants'
import type { PeopleScope } from './scope'
import { placePeople } from './update-people'

describe('the people commands', () => {
  let gateway: TestGateway
  let scope: PeopleScope
  let placement: { organ_id: number; gangwei_id: number; zhiwei_id: number }
  let otherPlacement: { organ_id: number; gangwei_id: number; zhiwei_id: number }
  let password: { hash: string; salt: string }
  beforeAll(async () => {
    gateway = await startTestGateway()
    scope = { db: gateway.ctx.db, tenantId: 1, actor: 3, lang: 'en' }
    const positionOf = async (tenantId: number) => {
      const row = await gateway.ctx.db
        .selectFrom('gangwei')
        .select(['id', 'organ_id', 'zhiwei_id'])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .executeTakeFirstOrThrow()
      return { organ_id: row.organ_id, gangwei_id: row.id, zhiwei_id: row.zhiwei_id }
    }
    placement = await positionOf(1)
    otherPlacement = await positionOf(2)
    password = await hashPassword('People@12345')
  })
  afterAll(() => gateway.close())

  const person = (jobNumber: string, at = placement): NewPerson => ({
    ...at,
    name: `Person ${jobNumber}`,
    job_number: jobNumber,
    phone: `139${jobNumber.padStart(8, '0')}`,
    email: '',
    gender: 1,
    entry_date: Date.UTC(2026, 0, 5),
  })
  const auditOf = (tenantId: number, action: string, refId: number) =>
    gateway.ctx.db
      .selectFrom('org_audit')
      .select(['user_id', 'detail'])
      .where('tenant_id', '=', tenantId)
      .where('action', '=', action)
      .where('ref_id', '=', refId)
      .execute()
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => {
        if (!(error instanceof GatewayError)) throw error
        return { code: error.code, message: error.message, zh: error.texts?.zh }
      },
    )
  const rolesOf = async (userId: number) =>
    (
      await gateway.ctx.db
        .selectFrom('user_role')
        .select('role_id')
        .where('user_id', '=', userId)
        .orderBy('role_id')
        .execute()
    ).map((row) => row.role_id)
  const permVersion = async (userId: number) =>
    (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('perm_version')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).perm_version
  const roleOf = async (tenantId: number, name: string) => {
    const top = await gateway.ctx.db
      .selectFrom('role')
      .select((eb) => eb.fn.max('id').as('top'))
      .executeTakeFirst()
    const id = Number(top?.top ?? 0) + 1
    await gateway.ctx.db
      .insertInto('role')
      .values({ id, tenant_id: tenantId, name, name_en: name, description: '' })
      .execute()
    return id
  }

  it('creates a person on the job in the tenant with an empty profile, and audits who did it', async () => {
    const id = await createPerson(scope, { ...person('P-1001'), profile: { education: 'bachelor' } })
    const employee = await gateway.ctx.db
      .selectFrom('employee')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(employee).toMatchObject({ tenant_id: 1, status: 1, leave_date: null, job_number: 'P-1001', ...placement })
    const profile = await gateway.ctx.db
      .selectFrom('employee_profile')
      .selectAll()
      .where('employee_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(profile).toMatchObject({ tenant_id: 1, education: 'bachelor', id_number: '' })
    const audit = await auditOf(1, 'person.create', id)
    expect(audit.map((row) => row.user_id)).toEqual([3])
    expect(JSON.parse(audit[0].detail)).toMatchObject({ jobNumber: 'P-1001' })
  })

  it("refuses a person placed in a position of another tenant, or without a name, in the caller's language", async () => {
    expect(await refusal(createPerson(scope, person('P-1002', otherPlacement)))).toMatchObject({
      code: 400000,
      message: 'The department, position or post is not one of this tenant',
    })
    expect(await refusal(createPerson({ ...scope, lang: 'zh' }, { ...person('P-1003'), name: ' ' }))).toMatchObject({
      code: 400000,
      message: '姓名不能为空',
    })
    expect(
      await gateway.ctx.db
        .selectFrom('employee')
        .select('id')
        .where('job_number', 'in', ['P-1002', 'P-1003'])
        .execute(),
    ).toEqual([])
  })

  it("creates an account of the tenant's company, a member of the tenant with its roles, and audits it", async () => {
    const employeeId = await createPerson(scope, person('P-1004'))
    const roleId = await roleOf(1, 'People test role')
    const userId = await createAccount(scope, {
      userName: 'people.p1004',
      realName: 'Person P-1004',
      password,
      phone: '13900001004',
      email: '',
      employeeId,
      roleIds: [roleId],
    })
    const account = await gateway.ctx.db
      .selectFrom('app_user')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
    const company = await gateway.ctx.db
      .selectFrom('tenant')
      .select('company_id')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
    expect(account).toMatchObject({
      tenant_id: 1,
      company_id: company.company_id,
      employee_id: employeeId,
      is_super: 0,
      perm_version: 1,
    })
    expect(
      await gateway.ctx.db.selectFrom('user_tenant').select('tenant_id').where('user_id', '=', userId).execute(),
    ).toEqual([{ tenant_id: 1 }])
    expect(await rolesOf(userId)).toEqual([roleId])
    expect((await auditOf(1, 'account.create', userId)).map((row) => row.user_id)).toEqual([3])
  })

  it('refuses a taken account name, a role or a staff record of another tenant', async () => {
    const account = { realName: 'X', password, phone: '', email: '', employeeId: null }
    expect(await refusal(createAccount(scope, { ...account, userName: 'staff' }))).toMatchObject({
      code: 400904,
      message: 'The account staff exists already',
      zh: '账号 staff 已存在',
    })
    const foreignRole = await roleOf(2, 'Tenant 2 role')
    expect(
      await refusal(createAccount(scope, { ...account, userName: 'people.x1', roleIds: [foreignRole] })),
    ).toMatchObject({ code: 400201 })
    const foreignEmployee = await createPerson({ ...scope, tenantId: 2 }, person('P-2001', otherPlacement))
    expect(
      await refusal(createAccount(scope, { ...account, userName: 'people.x2', employeeId: foreignEmployee })),
    ).toMatchObject({ code: 400203 })
    expect(
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('id')
        .where('user_name', 'in', ['people.x1', 'people.x2'])
        .execute(),
    ).toEqual([])
  })

  it('an account that makes itself (a registration) is its own actor in the audit', async () => {
    const userId = await createAccount(
      { ...scope, actor: null },
      { userName: 'people.self', realName: 'Self', password, phone: '', email: '', employeeId: null },
    )
    expect((await auditOf(1, 'account.create', userId)).map((row) => row.user_id)).toEqual([userId])
  })

  it('grants, revokes and sets roles of the tenant only, marking the permission change and auditing it', async () => {
    const userId = await createAccount(scope, {
      userName: 'people.roles',
      realName: 'Roles',
      password,
      phone: '',
      email: '',
      employeeId: null,
    })
    await gateway.ctx.db.insertInto('user_tenant').values({ user_id: userId, tenant_id: 2 }).execute()
    const [a, b] = [await roleOf(1, 'Role A'), await roleOf(1, 'Role B')]
    const foreign = await roleOf(2, 'Role of tenant 2')
    await grantRoles({ ...scope, tenantId: 2 }, userId, [foreign])
    await grantRoles(scope, userId, [a, a, b])
    expect(await rolesOf(userId)).toEqual([a, b, foreign])
    expect(await permVersion(userId)).toBe(3)
    expect(JSON.parse((await auditOf(1, 'roles.grant', userId))[0].detail)).toEqual({ roleIds: [a, b] })
    await revokeRoles(scope, userId, [a, foreign])
    expect(await rolesOf(userId)).toEqual([b, foreign])
    expect(JSON.parse((await auditOf(1, 'roles.revoke', userId))[0].detail)).toEqual({ roleIds: [a] })
    await setRoles(scope, userId, [a])
    expect(await rolesOf(userId)).toEqual([a, foreign])
    expect(await refusal(grantRoles(scope, userId, [foreign]))).toMatchObject({
      code: 400201,
      message: `Role ${foreign} not found`,
    })
  })

  it('refuses roles for a user who is not a member of the tenant', async () => {
    const outsider = await createAccount(
      { ...scope, tenantId: 2 },
      { userName: 'people.outsider', realName: 'Outsider', password, phone: '', email: '', employeeId: null },
    )
    expect(await refusal(grantRoles(scope, outsider, []))).toMatchObject({
      code: 400203,
      message: `User ${outsider} not found`,
    })
    expect(await refusal(setRoles(scope, outsider, []))).toMatchObject({ code: 400203 })
  })

  it('moves staff within the tenant only, and audits each move', async () => {
    const id = await createPerson(scope, person('P-1005'))
    expect(await refusal(placePeople(scope, [{ id, set: { organ_id: otherPlacement.organ_id } }]))).toMatchObject({
      code: 400000,
    })
    const post = await gateway.ctx.db
      .selectFrom('zhiwei')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('id', '!=', placement.zhiwei_id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await placePeople(scope, [{ id, set: { zhiwei_id: post.id } }])
    expect(
      (await gateway.ctx.db.selectFrom('employee').select('zhiwei_id').where('id', '=', id).executeTakeFirstOrThrow())
        .zhiwei_id,
    ).toBe(post.id)
    expect(JSON.parse((await auditOf(1, 'person.update', id))[0].detail)).toEqual({ zhiwei_id: post.id })
  })
})
