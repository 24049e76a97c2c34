import { randomUUID } from 'node:crypto'
import type { Db } from '../../../core/db/types'
import { DEFAULT_LIST_FUNCTION } from './lists'

/** A quick filter's value (§7 quick query): text or a chosen value, or a range of days. */
export type QuickValue = string | { from?: string; to?: string }

/**
 * The filters a scheme saves (those of the staff list's getUserPage, and of employee records); `quick`: the list's
 * quick filters, checked by the list request when the scheme is applied (a filter HR removed since is dropped by the page).
 */
export interface SchemeConditions {
  keyword?: string
  organId?: number
  status?: number
  quick?: Record<string, QuickValue>
}
export interface Scheme {
  id: string
  name: string
  isDefault: boolean
  conditions: SchemeConditions
}

/** The user whose schemes they are, of one list (§3 `functionId`; the staff list, 7, when not given). */
interface Owner {
  tenantId: number
  userId: number
  list?: number
}

const toScheme = (row: { id: string; name: string; is_default: number; conditions: string }): Scheme => ({
  id: row.id,
  name: row.name,
  isDefault: row.is_default === 1,
  conditions: JSON.parse(row.conditions) as SchemeConditions,
})

/** Only the known filters, so a stored scheme never carries anything else. */
export function cleanConditions(input: SchemeConditions): SchemeConditions {
  const out: SchemeConditions = {}
  if (input.keyword?.trim()) out.keyword = input.keyword.trim()
  if (input.organId !== undefined) out.organId = input.organId
  if (input.status !== undefined) out.status = input.status
  const quick = Object.entries(input.quick ?? {}).flatMap(([key, value]): Array<[string, QuickValue]> => {
    if (typeof value === 'string') return value.trim() ? [[key, value.trim()]] : []
    const range = {
      ...(value.from?.trim() ? { from: value.from.trim() } : {}),
      ...(value.to?.trim() ? { to: value.to.trim() } : {}),
    }
    return Object.keys(range).length ? [[key, range]] : []
  })
  if (quick.length) out.quick = Object.fromEntries(quick)
  return out
}

const listOf = (owner: Owner) => owner.list ?? DEFAULT_LIST_FUNCTION

const mine = (db: Db, owner: Owner) =>
  db
    .selectFrom('self_scheme')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('function_id', '=', listOf(owner))

export async function listSchemes(db: Db, owner: Owner): Promise<Scheme[]> {
  const rows = await mine(db, owner)
    .select(['id', 'name', 'is_default', 'conditions'])
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map(toScheme)
}

export async function findScheme(db: Db, owner: Owner, id: string): Promise<Scheme | undefined> {
  const row = await mine(db, owner)
    .select(['id', 'name', 'is_default', 'conditions'])
    .where('id', '=', id)
    .executeTakeFirst()
  return row && toScheme(row)
}

/** Schemes one user may keep (of all lists together), and one tenant. */
export const SCHEMES_PER_USER = 50
export const SCHEMES_PER_TENANT = 5000

/** Which cap a new scheme of `owner` would pass, if any. */
export async function schemeCapReached(db: Db, owner: Owner): Promise<'perUser' | 'perTenant' | null> {
  const ofTenant = db
    .selectFrom('self_scheme')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', owner.tenantId)
  const ofUser = await ofTenant.where('user_id', '=', owner.userId).executeTakeFirstOrThrow()
  if (Number(ofUser.n) >= SCHEMES_PER_USER) return 'perUser'
  if (Number((await ofTenant.executeTakeFirstOrThrow()).n) >= SCHEMES_PER_TENANT) return 'perTenant'
  return null
}

export async function nameTaken(db: Db, owner: Owner, name: string, exceptId?: string): Promise<boolean> {
  let query = mine(db, owner).select('id').where('name', '=', name)
  if (exceptId) query = query.where('id', '!=', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

export async function addScheme(
  db: Db,
  owner: Owner,
  name: string,
  conditions: SchemeConditions,
  now: number,
): Promise<Scheme> {
  const id = randomUUID()
  await db
    .insertInto('self_scheme')
    .values({
      tenant_id: owner.tenantId,
      id,
      user_id: owner.userId,
      name,
      conditions: JSON.stringify(cleanConditions(conditions)),
      is_default: 0,
      created_at: now,
      function_id: listOf(owner),
    })
    .execute()
  return { id, name, isDefault: false, conditions: cleanConditions(conditions) }
}

export async function updateScheme(
  db: Db,
  owner: Owner,
  id: string,
  patch: { name?: string; conditions?: SchemeConditions },
): Promise<void> {
  const values: { name?: string; conditions?: string } = {}
  if (patch.name !== undefined) values.name = patch.name
  if (patch.conditions !== undefined) values.conditions = JSON.stringify(cleanConditions(patch.conditions))
  if (!Object.keys(values).length) return
  await db
    .updateTable('self_scheme')
    .set(values)
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('function_id', '=', listOf(owner))
    .where('id', '=', id)
    .execute()
}

export async function removeScheme(db: Db, owner: Owner, id: string): Promise<void> {
  await db
    .deleteFrom('self_scheme')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('function_id', '=', listOf(owner))
    .where('id', '=', id)
    .execute()
}

/** Makes `id` the only default of the owner's list (or clears the default when isDefault is false). */
export async function setDefault(db: Db, owner: Owner, id: string, isDefault: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('self_scheme')
      .set({ is_default: 0 })
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .where('function_id', '=', listOf(owner))
      .execute()
    if (isDefault) {
      await trx
        .updateTable('self_scheme')
        .set({ is_default: 1 })
        .where('tenant_id', '=', owner.tenantId)
        .where('user_id', '=', owner.userId)
        .where('function_id', '=', listOf(owner))
        .where('id', '=', id)
        .execute()
    }
  })
}
