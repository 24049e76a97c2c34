import { hashPassword } from '../../core/auth/password'
import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { setRoleDataRange } from '../access'
import { createAccount as createPersonAccount, type PeopleScope } from '../people'
import { passwordProblem } from '../accounts'
import { WORKER_ACCOUNT_FUNCTIONS } from './functions'
import { outsourcingError } from './texts'

export interface NewAccount {
  userName: string
  password: string
}

/** Checks an account to give a worker: a free, well-formed name and a strong password; throws otherwise. */
export async function checkAccount(db: Db, lang: Lang, account: NewAccount): Promise<NewAccount> {
  const userName = account.userName.trim()
  if (!/^[A-Za-z0-9_.-]{3,40}$/.test(userName)) throw outsourcingError(lang, 'badAccount')
  if (passwordProblem(account.password, '')) throw outsourcingError(lang, 'weakPassword')
  const taken = await db.selectFrom('app_user').select('id').where('user_name', '=', userName).executeTakeFirst()
  if (taken) throw outsourcingError(lang, 'accountTaken', { account: userName })
  return { userName, password: account.password }
}

/**
 * The tenant's role for outsourced workers: clock-in and their own attendance, seeing no staff (data range 'self'
 * without an employee record). Made the first time a worker gets an account.
 */
async function workerRoleOf(db: Db, tenantId: number): Promise<number> {
  const known = await db
    .selectFrom('outsourcing_role')
    .select('role_id')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  if (known) return known.role_id
  const top = await db
    .selectFrom('role')
    .select((eb) => eb.fn.max('id').as('top'))
    .executeTakeFirst()
  const roleId = Number(top?.top ?? 0) + 1
  await db
    .insertInto('role')
    .values({
      id: roleId,
      tenant_id: tenantId,
      name: '外包人员',
      name_en: 'Outsourced worker',
      description: 'Clock-in and own attendance',
    })
    .execute()
  await db
    .insertInto('role_function')
    .values(WORKER_ACCOUNT_FUNCTIONS.map((function_id) => ({ role_id: roleId, function_id })))
    .execute()
  await setRoleDataRange(db, tenantId, roleId, 'self')
  await db.insertInto('outsourcing_role').values({ tenant_id: tenantId, role_id: roleId }).execute()
  return roleId
}

/** Creates a checked account for a worker in the tenant (no employee record) with the workers' role; answers its user id. */
export async function createAccount(
  scope: PeopleScope,
  worker: { name: string; mobile: string },
  account: NewAccount,
): Promise<number> {
  const password = await hashPassword(account.password)
  const roleId = await workerRoleOf(scope.db, scope.tenantId)
  return createPersonAccount(scope, {
    userName: account.userName,
    realName: worker.name,
    password,
    phone: worker.mobile,
    email: '',
    employeeId: null,
    roleIds: [roleId],
  })
}
