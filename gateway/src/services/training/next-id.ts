import type { Db } from '../../core/db/types'

type Numbered =
  | 'training_course'
  | 'training_session'
  | 'training_assignment'
  | 'exam_question'
  | 'exam_paper'
  | 'exam'
  | 'exam_attempt'

/** The next id of a tenant's rows of `table` (ids count per tenant). Call inside the transaction that inserts. */
export async function nextId(db: Db, table: Numbered, tenantId: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('top'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return Number(row?.top ?? 0) + 1
}
