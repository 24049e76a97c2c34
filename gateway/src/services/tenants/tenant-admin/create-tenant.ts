import type { Db } from '../../../core/db/types'
import { GatewayError, codes } from '../../../core/errors'
import type { Lang } from '../../../core/lang'
import { addTenantMember } from '../../people'
import { adminFunctions, writeTenant } from '../company/new-tenant'
import { auditTenantAdmin } from './audit'
import { sayTenantAdmin } from './texts'
import { tenantsContract } from '@hr-portal/api'

const CODE = /^[A-Za-z0-9_-]{2,50}$/

export interface TenantInput {
  companyId: number
  name: string
  code: string
}

/** Why a tenant cannot be made with this name and code, or null. */
async function refusal(db: Db, input: TenantInput, lang: Lang): Promise<GatewayError | null> {
  const company = await db.selectFrom('company').select('id').where('id', '=', input.companyId).executeTakeFirst()
  if (!company) return new GatewayError(codes.companyNotFound, sayTenantAdmin(lang, 'companyNotFound'))
  const code = await db
    .selectFrom('tenant')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['code']), '=', input.code.toLowerCase()))
    .executeTakeFirst()
  if (code) return new GatewayError(tenantsContract.TUM.tenantCodeTaken, sayTenantAdmin(lang, 'codeTaken'))
  const name = await db
    .selectFrom('tenant')
    .select('id')
    .where('company_id', '=', input.companyId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', input.name.toLowerCase()))
    .executeTakeFirst()
  return name ? new GatewayError(tenantsContract.TUM.tenantNameTaken, sayTenantAdmin(lang, 'nameTaken')) : null
}

/**
 * Gives a company another tenant, made as a registration makes its first (organisation root named after the company,
 * administrator and staff roles, the defaults other services write for a new tenant). The company's administrators
 * (its super users and the account that registered it) are authorised for it with its administrator role. Written to
 * the new tenant's audit log as the operator's act.
 */
export async function createTenant(
  db: Db,
  raw: TenantInput,
  meta: { actor: number; lang: Lang; now: number },
): Promise<{ companyId: number; tenantId: number; name: string; code: string }> {
  const { actor, lang, now } = meta
  const input = { companyId: raw.companyId, name: raw.name.trim(), code: raw.code.trim() }
  if (!input.name || input.name.length > 100) throw new GatewayError(codes.badInput, sayTenantAdmin(lang, 'name'))
  if (!CODE.test(input.code)) throw new GatewayError(codes.badInput, sayTenantAdmin(lang, 'code'))
  const early = await refusal(db, input, lang)
  if (early) throw early
  const functions = await adminFunctions(db)
  try {
    return await db.transaction().execute(async (trx) => {
      const company = await trx
        .selectFrom('company')
        .select('name')
        .where('id', '=', input.companyId)
        .executeTakeFirstOrThrow()
      const { tenantId, roleId } = await writeTenant(trx, {
        companyId: input.companyId,
        name: input.name,
        code: input.code,
        organName: company.name,
        functions,
        now,
      })
      const scope = { db: trx, tenantId, actor, lang, now }
      for (const userId of await companyAdmins(trx, input.companyId)) await addTenantMember(scope, userId, [roleId])
      await auditTenantAdmin(trx, { tenantId, userId: actor }, 'createTenant', { ...input, tenantId }, now)
      return { companyId: input.companyId, tenantId, name: input.name, code: input.code }
    })
  } catch (error) {
    // A tenant made meanwhile with the same code or name (the unique code index) is refused as taken.
    const late = await refusal(db, input, lang)
    throw late ?? error
  }
}

/** The company's administrators: its super users and the account that registered it. */
async function companyAdmins(db: Db, companyId: number): Promise<number[]> {
  const supers = await db
    .selectFrom('app_user')
    .select('id')
    .where('company_id', '=', companyId)
    .where('is_super', '=', 1)
    .execute()
  const registered = await db
    .selectFrom('company_registration')
    .select('admin_user_id')
    .where('company_id', '=', companyId)
    .executeTakeFirst()
  const ids = supers.map((user) => user.id)
  if (registered) ids.push(registered.admin_user_id)
  return [...new Set(ids)].sort((a, b) => a - b)
}
