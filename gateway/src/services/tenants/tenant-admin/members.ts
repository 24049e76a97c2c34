import { sql } from 'kysely'
import { tenantsContract } from '@hr-portal/api'
import type { Db } from '../../../core/db/types'
import { GatewayError } from '../../../core/errors'
import type { Lang } from '../../../core/lang'
import { staffRoleOf } from '../../access'
import { addTenantMember, removeTenantMember } from '../../people'
import { auditTenantAdmin } from './audit'
import { sayTenantAdmin } from './texts'

const { TUM } = tenantsContract

/** Who acts: their account, their company and their session's tenant. */
export interface Actor {
  userId: number
  companyId: number
  tenantId: number
  lang: Lang
  now: number
}

/** The tenants of the actor's company, each with the users authorised for it (by account name). */
export async function companyTenants(db: Db, actor: Actor) {
  const tenants = await db
    .selectFrom('tenant')
    .select(['id', 'name', 'code'])
    .where('company_id', '=', actor.companyId)
    .orderBy('id')
    .execute()
  const members = await db
    .selectFrom('user_tenant')
    .innerJoin('app_user', 'app_user.id', 'user_tenant.user_id')
    .innerJoin('tenant', 'tenant.id', 'user_tenant.tenant_id')
    .select([
      'user_tenant.tenant_id',
      'app_user.id',
      'app_user.user_name',
      'app_user.real_name',
      'app_user.tenant_id as home',
    ])
    .where('tenant.company_id', '=', actor.companyId)
    .where('app_user.company_id', '=', actor.companyId)
    .orderBy('app_user.user_name')
    .execute()
  return tenants.map((tenant) => ({
    tenantId: tenant.id,
    name: tenant.name,
    code: tenant.code,
    current: tenant.id === actor.tenantId,
    users: members
      .filter((m) => m.tenant_id === tenant.id)
      .map((m) => ({ userId: m.id, userName: m.user_name, realName: m.real_name, home: m.home === tenant.id })),
  }))
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Up to 20 users of the actor's company whose name, account or phone contains the keyword. */
export async function companyUsers(db: Db, actor: Actor, keyword: string) {
  let query = db
    .selectFrom('app_user')
    .select(['id', 'user_name', 'real_name'])
    .where('company_id', '=', actor.companyId)
  const word = keyword.trim()
  if (word) {
    const pattern = likePattern(word)
    query = query.where((eb) =>
      eb.or(
        (['real_name', 'user_name', 'phone'] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    )
  }
  const rows = await query.orderBy('user_name').limit(20).execute()
  return rows.map((row) => ({ id: row.id, name: row.real_name || row.user_name, jobNumber: row.user_name }))
}

/** The user and the tenant, both of the actor's company, else 400913 (never across companies). */
async function sameCompany(db: Db, actor: Actor, tenantId: number, userId: number) {
  const tenant = await db.selectFrom('tenant').select('company_id').where('id', '=', tenantId).executeTakeFirst()
  const user = await db
    .selectFrom('app_user')
    .select(['company_id', 'tenant_id'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!tenant || !user || tenant.company_id !== actor.companyId || user.company_id !== actor.companyId)
    throw new GatewayError(TUM.otherCompany, sayTenantAdmin(actor.lang, 'otherCompany'))
  return user
}

/** Authorises a user of the company for one of its tenants, with that tenant's staff role. */
export async function authorise(db: Db, actor: Actor, tenantId: number, userId: number): Promise<void> {
  await sameCompany(db, actor, tenantId, userId)
  await db.transaction().execute(async (trx) => {
    const staffRole = await staffRoleOf(trx, tenantId)
    const scope = { db: trx, tenantId, actor: actor.userId, lang: actor.lang, now: actor.now }
    if (await addTenantMember(scope, userId, staffRole === null ? [] : [staffRole]))
      await auditTenantAdmin(trx, { tenantId, userId: actor.userId }, 'authorize', { userId }, actor.now)
  })
}

/**
 * Withdraws a user's authorisation for a tenant of the company (never their own tenant); their open sessions in it
 * end now, so their next request there is refused. Answers whether sessions ended.
 */
export async function withdraw(db: Db, actor: Actor, tenantId: number, userId: number): Promise<boolean> {
  const user = await sameCompany(db, actor, tenantId, userId)
  if (user.tenant_id === tenantId) throw new GatewayError(TUM.homeTenant, sayTenantAdmin(actor.lang, 'homeTenant'))
  return db.transaction().execute(async (trx) => {
    const scope = { db: trx, tenantId, actor: actor.userId, lang: actor.lang, now: actor.now }
    if (!(await removeTenantMember(scope, userId))) return false
    await auditTenantAdmin(trx, { tenantId, userId: actor.userId }, 'withdraw', { userId }, actor.now)
    const ended = await trx
      .updateTable('session')
      .set({ revoked_at: actor.now })
      .where('user_id', '=', userId)
      .where('tenant_id', '=', tenantId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst()
    return Number(ended.numUpdatedRows) > 0
  })
}
