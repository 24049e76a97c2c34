import type { Db } from '../../core/db/types'

type Keyed =
  | 'recruit_channel'
  | 'recruit_job'
  | 'recruit_candidate'
  | 'recruit_stage_log'
  | 'recruit_interview'
  | 'recruit_offer'

/** The next id of a table in a tenant (max + 1; run inside the writing transaction). */
export async function nextId(db: Db, table: Keyed, tenantId: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('max'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return Number(row?.max ?? 0) + 1
}
