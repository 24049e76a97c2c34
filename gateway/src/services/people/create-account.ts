import { auditPeople, companyOf, nextId, peopleError, type PeopleScope } from './scope'
import { checkGrant, insertGrants } from './grants'
import { accountsOpened } from './accounts-opened'

/** A new sign-in account of the tenant: its name, its hashed password, its contacts and, for staff, their record. */
export interface NewAccount {
  userName: string
  realName: string
  /** The password as core/auth/password's hashPassword made it (hashed before the transaction: it is slow on purpose). */
  password: { hash: string; salt: string }
  phone: string
  email: string
  /** The staff record the account signs in as, null for an account without one (an administrator, a worker). */
  employeeId: number | null
  /** Roles of the tenant the account gets at once (no permission-change mark: nobody holds a session yet). */
  roleIds?: number[]
  /** A platform administrator (the first administrator only). */
  isSuper?: boolean
}

/**
 * Creates an account in the tenant's company, a member of the tenant, with the given roles, and an audit row; refuses
 * a taken or empty name, a staff record or a role of another tenant. Answers the new user id.
 */
export async function createAccount(scope: PeopleScope, account: NewAccount): Promise<number> {
  const { db, tenantId, lang } = scope
  const { userName } = account
  if (!userName.trim() || userName.length > 100) throw peopleError(lang, 'badAccount')
  const companyId = await companyOf(scope)
  if (await db.selectFrom('app_user').select('id').where('user_name', '=', userName).executeTakeFirst())
    throw peopleError(lang, 'accountTaken', { account: userName })
  if (account.employeeId !== null) {
    const employee = await db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', account.employeeId)
      .executeTakeFirst()
    if (!employee) throw peopleError(lang, 'noEmployee', { id: account.employeeId })
  }
  const roleIds = [...new Set(account.roleIds ?? [])]
  await checkGrant(scope, null, roleIds)
  const userId = await nextId(db, 'app_user')
  await db
    .insertInto('app_user')
    .values({
      id: userId,
      user_name: userName,
      real_name: account.realName,
      password_hash: account.password.hash,
      password_salt: account.password.salt,
      phone: account.phone,
      email: account.email,
      tenant_id: tenantId,
      company_id: companyId,
      employee_id: account.employeeId,
      is_super: account.isSuper ? 1 : 0,
      perm_version: 1,
      head_url: '',
    })
    .execute()
  await db.insertInto('user_tenant').values({ user_id: userId, tenant_id: tenantId }).execute()
  await insertGrants(db, userId, roleIds)
  await auditPeople(scope, 'account.create', [
    { refId: userId, detail: { userName, employeeId: account.employeeId, roleIds } },
  ])
  if (account.employeeId !== null)
    await accountsOpened(db, { tenantId, userIds: [userId], now: scope.now ?? Date.now() })
  return userId
}
