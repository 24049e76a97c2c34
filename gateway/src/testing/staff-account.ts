import { hashPassword } from '../core/auth/password'
import type { TestGateway } from './test-gateway'
import { insertFixtureRows } from '../services/personnel'

/**
 * Gives an employee of tenant 1 on the job who has no account yet an account of their own with one of the demo roles
 * (by its English name) and their own e-mail address, and signs it in: for tests that offboard someone or take their
 * rights away without touching the demo accounts.
 */
export async function addStaffAccount(gateway: TestGateway, userName: string, roleName: string) {
  const { db } = gateway.ctx
  const person = await db
    .selectFrom('employee')
    .select(['id', 'name', 'organ_id'])
    .where('tenant_id', '=', 1)
    .where('status', '=', 1)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('app_user').select('app_user.id').whereRef('app_user.employee_id', '=', 'employee.id')),
      ),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const password = 'Test@123456789'
  const { hash, salt } = await hashPassword(password)
  const { top } = await db
    .selectFrom('app_user')
    .select((eb) => eb.fn.max('id').as('top'))
    .executeTakeFirstOrThrow()
  const userId = Number(top) + 1
  const email = `${userName}@personal.example`
  await insertFixtureRows(db, 'app_user', [
    {
      id: userId,
      user_name: userName,
      real_name: person.name,
      password_hash: hash,
      password_salt: salt,
      phone: '',
      email,
      tenant_id: 1,
      company_id: 1,
      employee_id: person.id,
      is_super: 0,
      perm_version: 1,
      head_url: '',
    },
  ])
  await insertFixtureRows(db, 'user_tenant', [{ user_id: userId, tenant_id: 1 }])
  const role = await db
    .selectFrom('role')
    .select('id')
    .where('tenant_id', '=', 1)
    .where('name_en', '=', roleName)
    .executeTakeFirstOrThrow()
  await insertFixtureRows(db, 'user_role', [{ user_id: userId, role_id: role.id }])
  return {
    userId,
    employeeId: person.id,
    organId: person.organ_id,
    email,
    roleId: role.id,
    token: await gateway.login(userName, password),
  }
}

/** Offboards an employee of tenant 1 through the staff records' route, as the super administrator. */
export async function offboardEmployee(gateway: TestGateway, employeeId: number, leaveDate: string): Promise<void> {
  const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
  const answer = await gateway.post(
    '/gateway/ums/web/entryUser/offboard',
    { id: employeeId, leaveDate, reason: '个人发展' },
    admin,
  )
  if (answer.body.code !== 0) throw new Error(`offboarding failed: ${JSON.stringify(answer.body)}`)
}
