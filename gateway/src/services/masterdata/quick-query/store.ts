import type { Db } from '../../../core/db/types'

interface ListOfTenant {
  tenantId: number
  bizTypeId: number
}

/** The keys of the quick filters a tenant offers above a list, in their order ([] when it chose none). */
export async function configuredKeys(db: Db, list: ListOfTenant): Promise<string[]> {
  const rows = await db
    .selectFrom('quick_query_field')
    .select('field_key')
    .where('tenant_id', '=', list.tenantId)
    .where('biz_type_id', '=', list.bizTypeId)
    .orderBy('sort')
    .orderBy('field_key')
    .execute()
  return rows.map((row) => row.field_key)
}

/** Replaces the list's quick filters with `keys`, in that order (checked by the caller). */
export async function saveKeys(
  db: Db,
  list: ListOfTenant,
  keys: string[],
  by: { userId: number; at: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('quick_query_field')
      .where('tenant_id', '=', list.tenantId)
      .where('biz_type_id', '=', list.bizTypeId)
      .execute()
    if (!keys.length) return
    await trx
      .insertInto('quick_query_field')
      .values(
        keys.map((field_key, index) => ({
          tenant_id: list.tenantId,
          biz_type_id: list.bizTypeId,
          field_key,
          sort: index + 1,
          updated_by: by.userId,
          updated_at: by.at,
        })),
      )
      .execute()
  })
}
