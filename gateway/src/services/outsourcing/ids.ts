import type { Database, Db } from '../../core/db/types'

type Keyed = 'outsourcing_provider' | 'outsourcing_worker' | 'outsourcing_assignment'

/** The next id of a tenant's rows in one of the outsourcing tables (ids are per tenant: the highest plus one). */
export async function nextId(db: Db, table: Keyed & keyof Database, tenantId: number): Promise<number> {
  const top = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('top'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return Number(top?.top ?? 0) + 1
}
