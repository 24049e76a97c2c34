import type { Db } from '../../../core/db/types'

export interface Question {
  id: number
  question: string
  askedAt: number
  answer: string | null
  answeredAt: number | null
}

/** Stores a question about the person's payslip of the run; answers its id. */
export async function addQuestion(
  db: Db,
  input: { tenantId: number; runId: number; employeeId: number; askedBy: number; question: string; now: number },
): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const { top } = await trx
          .selectFrom('payslip_question')
          .select((eb) => eb.fn.max('id').as('top'))
          .where('tenant_id', '=', input.tenantId)
          .executeTakeFirstOrThrow()
        const id = Number(top ?? 0) + 1
        await trx
          .insertInto('payslip_question')
          .values({
            tenant_id: input.tenantId,
            id,
            run_id: input.runId,
            employee_id: input.employeeId,
            asked_by: input.askedBy,
            question: input.question,
            asked_at: input.now,
            answer: null,
            answered_by: null,
            answered_at: null,
          })
          .execute()
        return id
      })
    } catch (error) {
      // Two questions of the tenant at the same moment took the same id: the later one takes the next.
      if (attempt >= 2) throw error
    }
  }
}

/** The person's questions about their payslip of the run, oldest first. */
export async function questionsOf(db: Db, tenantId: number, runId: number, employeeId: number): Promise<Question[]> {
  const rows = await db
    .selectFrom('payslip_question')
    .select(['id', 'question', 'asked_at', 'answer', 'answered_at'])
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', runId)
    .where('employee_id', '=', employeeId)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    question: row.question,
    askedAt: Number(row.asked_at),
    answer: row.answer,
    answeredAt: row.answered_at === null ? null : Number(row.answered_at),
  }))
}
