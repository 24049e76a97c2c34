import { hashPassword } from '../../../core/auth/password'
import type { Db } from '../../../core/db/types'
import { GatewayError, codes } from '../../../core/errors'
import type { Registration } from './rules'
import { sayCompany, type Lang } from './texts'
import { createAccount } from '../../people'
import { adminFunctions, nextId, writeTenant } from './new-tenant'

/** The first registration detail that another company or account holds already, or null. */
export async function takenField(
  db: Db,
  reg: Pick<Registration, 'companyName' | 'adminAccount' | 'adminPhone' | 'adminEmail'>,
) {
  const name = await db
    .selectFrom('company')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', reg.companyName.toLowerCase()))
    .executeTakeFirst()
  if (name) return 'nameTaken' as const
  if (await db.selectFrom('app_user').select('id').where('user_name', '=', reg.adminAccount).executeTakeFirst())
    return 'accountTaken' as const
  if (await db.selectFrom('app_user').select('id').where('phone', '=', reg.adminPhone).executeTakeFirst())
    return 'phoneTaken' as const
  const email = await db
    .selectFrom('app_user')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', reg.adminEmail))
    .executeTakeFirst()
  return email ? ('emailTaken' as const) : null
}

/** The envelope code of each taken detail (the form shows it under that field). */
export const TAKEN_CODES = {
  nameTaken: codes.companyTaken,
  accountTaken: codes.accountTaken,
  phoneTaken: codes.phoneTaken,
  emailTaken: codes.emailTaken,
} as const

export interface CreatedCompany {
  companyId: number
  tenantId: number
  organId: number
  userId: number
  roleId: number
}

/**
 * Creates, in one transaction, the company, its tenant, the organisation root, the administrator
 * (hashed password, member of the tenant), an administrator role (管理员, Administrator) holding every function of
 * the catalogue and the staff role (员工, Staff: what staff do for themselves). Throws 400901, 400904, 400905 or 400906 when the name, account, phone or e-mail is
 * taken (also when a concurrent registration won the race).
 */
export async function createCompany(
  db: Db,
  reg: Registration,
  meta: { ip: string; now: number; lang: Lang },
): Promise<CreatedCompany> {
  const taken = async () => {
    const field = await takenField(db, reg)
    return field ? new GatewayError(TAKEN_CODES[field], sayCompany(meta.lang, field)) : null
  }
  const early = await taken()
  if (early) throw early
  const { hash, salt } = await hashPassword(reg.password)
  const functions = await adminFunctions(db)
  let lastError: unknown
  // Ids are the next free ones; a registration racing this one may take them first: then try again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await insertCompany(db, reg, { ...meta, hash, salt, functions })
    } catch (error) {
      lastError = error
      const late = await taken()
      if (late) throw late
    }
  }
  throw new GatewayError(codes.systemError, 'system error', 200, { cause: lastError })
}

async function insertCompany(
  db: Db,
  reg: Registration,
  meta: { ip: string; now: number; lang: Lang; hash: string; salt: string; functions: string[] },
): Promise<CreatedCompany> {
  const { hash, salt, functions } = meta
  return db.transaction().execute(async (trx) => {
    const companyId = await nextId(trx, 'company')
    await trx
      .insertInto('company')
      .values({ id: companyId, name: reg.companyName, status: 'active', created_at: meta.now })
      .execute()
    const { tenantId, organId, roleId } = await writeTenant(trx, {
      companyId,
      name: reg.tenantName,
      organName: reg.companyName,
      functions,
      now: meta.now,
    })
    // The administrator registers themselves: the account is its own actor.
    const userId = await createAccount(
      { db: trx, tenantId, actor: null, lang: meta.lang },
      {
        userName: reg.adminAccount,
        realName: reg.adminName,
        password: { hash, salt },
        phone: reg.adminPhone,
        email: reg.adminEmail,
        employeeId: null,
        roleIds: [roleId],
      },
    )
    await trx
      .insertInto('company_registration')
      .values({
        company_id: companyId,
        name_key: reg.companyName.toLowerCase(),
        admin_user_id: userId,
        source: reg.source,
        invite_code: reg.inviteCode,
        brand: reg.brand,
        ip: meta.ip.slice(0, 100),
        created_at: meta.now,
      })
      .execute()
    return { companyId, tenantId, organId, userId, roleId }
  })
}
