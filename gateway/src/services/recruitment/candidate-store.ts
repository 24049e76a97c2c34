import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { recruitError } from './errors'

/** A candidate of the tenant, or candidateNotFound (411505). */
export async function candidateOf(db: Db, tenantId: number, id: number, lang: Lang) {
  const row = await db
    .selectFrom('recruit_candidate')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) throw recruitError(lang, 'candidateNotFound')
  return row
}
