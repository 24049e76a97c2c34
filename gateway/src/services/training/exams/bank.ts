import type { Db } from '../../../core/db/types'
import type { Key, Question, QuestionType } from './question'

type QuestionRow = { id: number; type: string; stem: string; options: string; answer: string; score: number }

export const questionOfRow = (row: QuestionRow): Question => ({
  id: row.id,
  type: row.type as QuestionType,
  stem: row.stem,
  options: JSON.parse(row.options) as string[],
  key: JSON.parse(row.answer) as Key,
  score: row.score,
})

/** The tenant's question bank (without removed questions unless `ids` names them), oldest first. */
export async function bankOf(db: Db, tenantId: number, ids?: number[]): Promise<Question[]> {
  let query = db.selectFrom('exam_question').selectAll().where('tenant_id', '=', tenantId)
  query = ids ? query.where('id', 'in', ids.length ? ids : [0]) : query.where('removed', '=', 0)
  return (await query.orderBy('id').execute()).map(questionOfRow)
}

export const paperOf = (db: Db, tenantId: number, id: number) =>
  db.selectFrom('exam_paper').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()

export const examOf = (db: Db, tenantId: number, id: number) =>
  db.selectFrom('exam').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
