import { hashPassword } from '../core/auth/password'
import type { Db } from '../core/db/types'
import { passwordProblem, TOO_GUESSABLE, tooGuessable } from '../services/accounts'
import { createAccount } from '../services/personnel'

export interface FirstAdmin {
  userName: string
  password: string
  company: string
  tenant: string
  email?: string
}

export class FirstAdminError extends Error {
  override name = 'FirstAdminError'
}

const USER_NAME = /^[A-Za-z][\w.@-]{2,63}$/

async function nextId(db: Db, table: 'company' | 'tenant'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst()
  return Number(row?.max ?? 0) + 1
}

/**
 * Creates the first administrator (a super user) and, when the database has none, the company
 * and its first tenant. Refused once any administrator exists: it is a one-time command.
 */
export async function createFirstAdmin(db: Db, input: FirstAdmin): Promise<{ userId: number; tenantId: number }> {
  if (!USER_NAME.test(input.userName))
    throw new FirstAdminError('--user must be 3 to 64 letters, digits or . _ @ -, starting with a letter')
  if (!input.company.trim() || input.company.length > 200)
    throw new FirstAdminError('--company must be 1 to 200 characters')
  if (!input.tenant.trim() || input.tenant.length > 200)
    throw new FirstAdminError('--tenant must be 1 to 200 characters')
  const problem = passwordProblem(input.password, '')
  if (problem) throw new FirstAdminError(problem)
  if (tooGuessable(input.password, [input.userName, input.company])) throw new FirstAdminError(TOO_GUESSABLE.en)
  const { hash, salt } = await hashPassword(input.password)
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('app_user').select('id').where('is_super', '=', 1).limit(1).executeTakeFirst()
    if (existing) throw new FirstAdminError('an administrator exists already; sign in as that administrator instead')
    let company = await trx.selectFrom('company').select('id').orderBy('id').limit(1).executeTakeFirst()
    if (!company) {
      company = { id: await nextId(trx, 'company') }
      await trx.insertInto('company').values({ id: company.id, name: input.company.trim() }).execute()
    }
    let tenant = await trx
      .selectFrom('tenant')
      .select('id')
      .where('company_id', '=', company.id)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()
    if (!tenant) {
      tenant = { id: await nextId(trx, 'tenant') }
      await trx
        .insertInto('tenant')
        .values({ id: tenant.id, company_id: company.id, name: input.tenant.trim(), code: `T${tenant.id}` })
        .execute()
    }
    // The first administrator makes themselves: the account is its own actor.
    const userId = await createAccount(
      { db: trx, tenantId: tenant.id, actor: null, lang: 'en' },
      {
        userName: input.userName,
        realName: input.userName,
        password: { hash, salt },
        phone: '',
        email: input.email ?? '',
        employeeId: null,
        isSuper: true,
      },
    )
    return { userId, tenantId: tenant.id }
  })
}
