import { knownFunctionIds } from '../../../core/auth/functions'
import type { Db } from '../../../core/db/types'
import { DEV_FUNCTION } from '../../vendor'
import { indexTenant } from '../../search'
import { createStaffRole } from './staff-role'
import { tenantCreated } from './tenant-created'

/** Functions only an app developer needs (developer mode): not in a new tenant's administrator role. */
const DEVELOPER_FUNCTIONS: readonly string[] = [DEV_FUNCTION]

/** A new tenant administrator's functions: every function but the developers' tools (given when someone develops apps). */
export async function adminFunctions(db: Db): Promise<string[]> {
  return [...(await knownFunctionIds(db))].filter((id) => !DEVELOPER_FUNCTIONS.includes(id)).sort()
}

type IdTable = 'company' | 'tenant' | 'organ' | 'role'

/** The next free id of a table (ids are not generated: SQLite and PostgreSQL give the same ones). */
export async function nextId(db: Db, table: IdTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst()
  return Number(row?.max ?? 0) + 1
}

export interface NewTenant {
  companyId: number
  name: string
  /** The tenant's code; `T<id>` when not given. */
  code?: string
  /** The name of the organisation's root unit. */
  organName: string
  /** The functions of the administrator role (管理员, Administrator). */
  functions: readonly string[]
  now: number
}

/**
 * Writes, in the caller's transaction, a tenant and what every new tenant needs: the organisation root, the
 * administrator role holding `functions`, the staff role, its search index, and the defaults other services write
 * for a new tenant (calendar, leave types …). Answers the ids of the tenant, its root unit and administrator role.
 */
export async function writeTenant(trx: Db, tenant: NewTenant) {
  const tenantId = await nextId(trx, 'tenant')
  await trx
    .insertInto('tenant')
    .values({ id: tenantId, company_id: tenant.companyId, name: tenant.name, code: tenant.code ?? `T${tenantId}` })
    .execute()
  const organId = await nextId(trx, 'organ')
  await trx
    .insertInto('organ')
    .values({
      id: organId,
      tenant_id: tenantId,
      parent_id: null,
      name: tenant.organName,
      code: `O${organId}`,
      level: 1,
      sort: 1,
    })
    .execute()
  const roleId = await nextId(trx, 'role')
  await trx
    .insertInto('role')
    .values({
      id: roleId,
      tenant_id: tenantId,
      name: '管理员',
      name_en: 'Administrator',
      description: 'Every function of the company',
    })
    .execute()
  if (tenant.functions.length)
    await trx
      .insertInto('role_function')
      .values(tenant.functions.map((function_id) => ({ role_id: roleId, function_id })))
      .execute()
  // The staff role: what an account opened for a staff record gets when no role is chosen.
  await createStaffRole(trx, tenantId, await nextId(trx, 'role'), tenant.functions)
  // Global search: the new tenant's organisation and menu pages.
  await indexTenant(trx, tenantId)
  await tenantCreated(trx, tenantId, tenant.now)
  return { tenantId, organId, roleId }
}
