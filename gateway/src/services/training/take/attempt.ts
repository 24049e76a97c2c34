import type { Selectable } from 'kysely'
import type { Db } from '../../../core/db/types'
import { bankOf } from '../exams/bank'
import { drawQuestions, type Rule } from '../exams/draw'
import { autoPoints, type Answer, type Question } from '../exams/question'
import { nextId } from '../next-id'
import type { ExamAttemptTable, ExamTable, ExamPaperTable } from '../tables'

export type AttemptRow = Selectable<ExamAttemptTable>

export const attemptOf = (db: Db, tenantId: number, examId: number, employeeId: number) =>
  db
    .selectFrom('exam_attempt')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('exam_id', '=', examId)
    .where('employee_id', '=', employeeId)
    .executeTakeFirst()

export const attemptById = (db: Db, tenantId: number, attemptId: number) =>
  db
    .selectFrom('exam_attempt')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', attemptId)
    .executeTakeFirst()

export const questionsOf = (attempt: Pick<AttemptRow, 'questions'>): Question[] =>
  JSON.parse(attempt.questions) as Question[]

export const totalOf = (attempt: Pick<AttemptRow, 'questions'>): number =>
  questionsOf(attempt).reduce((sum, q) => sum + q.score, 0)

/** The saved answers of an attempt by question id, with their points. */
export async function answersOf(
  db: Db,
  tenantId: number,
  attemptId: number,
): Promise<Map<number, { answer: Answer; points: number | null }>> {
  const rows = await db
    .selectFrom('exam_answer')
    .select(['question_id', 'answer', 'points'])
    .where('tenant_id', '=', tenantId)
    .where('attempt_id', '=', attemptId)
    .execute()
  return new Map(rows.map((row) => [row.question_id, { answer: JSON.parse(row.answer) as Answer, points: row.points }]))
}

/**
 * Starts a person's sitting: the paper's questions (a random paper is drawn for them now) and the deadline, from the
 * server's clock. A second start (another tab) finds the first.
 */
export async function startAttempt(
  db: Db,
  exam: Selectable<ExamTable>,
  paper: Selectable<ExamPaperTable>,
  employeeId: number,
  now: number,
): Promise<AttemptRow> {
  const questions =
    paper.mode === 'random'
      ? drawQuestions(await bankOf(db, exam.tenant_id), JSON.parse(paper.rules) as Rule[])
      : await fixedQuestions(db, exam.tenant_id, JSON.parse(paper.question_ids) as number[])
  try {
    await db.transaction().execute(async (trx) => {
      const id = await nextId(trx, 'exam_attempt', exam.tenant_id)
      await trx
        .insertInto('exam_attempt')
        .values({
          tenant_id: exam.tenant_id,
          id,
          exam_id: exam.id,
          employee_id: employeeId,
          started_at: now,
          deadline_at: now + exam.minutes * 60_000,
          submitted_at: null,
          auto_submitted: 0,
          questions: JSON.stringify(questions),
          state: 'taking',
          score: null,
          passed: null,
          marked_at: null,
        })
        .execute()
    })
  } catch (error) {
    // The unique (tenant, exam, person) index: another request started it first.
    const first = await attemptOf(db, exam.tenant_id, exam.id, employeeId)
    if (first) return first
    throw error
  }
  return (await attemptOf(db, exam.tenant_id, exam.id, employeeId))!
}

async function fixedQuestions(db: Db, tenantId: number, ids: number[]): Promise<Question[]> {
  const bank = await bankOf(db, tenantId, ids)
  return ids.map((id) => bank.find((q) => q.id === id)).filter((q): q is Question => q !== undefined)
}

/**
 * Hands an attempt in (by the taker, or by the clock when `auto`): objective answers are marked; a short answer waits
 * for HR unless it was left empty (0 points). Done once: a second call finds it handed in. Answers the row after.
 */
export async function handIn(
  db: Db,
  attempt: AttemptRow,
  passMark: number,
  now: number,
  auto: boolean,
): Promise<AttemptRow> {
  const questions = questionsOf(attempt)
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('exam_attempt')
      .set({ state: 'handing', submitted_at: auto ? Number(attempt.deadline_at) : now, auto_submitted: auto ? 1 : 0 })
      .where('tenant_id', '=', attempt.tenant_id)
      .where('id', '=', attempt.id)
      .where('state', '=', 'taking')
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) === 0) return
    const answers = await answersOf(trx, attempt.tenant_id, attempt.id)
    let waiting = false
    for (const question of questions) {
      const given = answers.get(question.id)
      let points = autoPoints(question, given?.answer)
      if (points === null) {
        if (typeof given?.answer === 'string' && given.answer.trim()) {
          waiting = true
          continue
        }
        points = 0
      }
      if (given) {
        await trx
          .updateTable('exam_answer')
          .set({ points })
          .where('tenant_id', '=', attempt.tenant_id)
          .where('attempt_id', '=', attempt.id)
          .where('question_id', '=', question.id)
          .execute()
      } else {
        await trx
          .insertInto('exam_answer')
          .values({
            tenant_id: attempt.tenant_id,
            attempt_id: attempt.id,
            question_id: question.id,
            answer: 'null',
            points,
            marked_by: null,
            saved_at: now,
          })
          .execute()
      }
    }
    await settle(trx, attempt, passMark, now, waiting)
  })
  return (await attemptById(db, attempt.tenant_id, attempt.id))!
}

/** Sets the attempt's state: marking while short answers wait, else marked with its score and whether it passed. */
export async function settle(
  db: Db,
  attempt: Pick<AttemptRow, 'tenant_id' | 'id'>,
  passMark: number,
  now: number,
  waiting: boolean,
): Promise<void> {
  if (waiting) {
    await db
      .updateTable('exam_attempt')
      .set({ state: 'marking', score: null, passed: null, marked_at: null })
      .where('tenant_id', '=', attempt.tenant_id)
      .where('id', '=', attempt.id)
      .execute()
    return
  }
  const row = await db
    .selectFrom('exam_answer')
    .select((eb) => eb.fn.sum<number>('points').as('score'))
    .where('tenant_id', '=', attempt.tenant_id)
    .where('attempt_id', '=', attempt.id)
    .executeTakeFirstOrThrow()
  const score = Number(row.score ?? 0)
  await db
    .updateTable('exam_attempt')
    .set({ state: 'marked', score, passed: score >= passMark ? 1 : 0, marked_at: now })
    .where('tenant_id', '=', attempt.tenant_id)
    .where('id', '=', attempt.id)
    .execute()
}

/** Hands in the attempt when the server's clock says its time is up; answers the row as it is now. */
export async function closeIfDue(db: Db, attempt: AttemptRow, passMark: number, now: number): Promise<AttemptRow> {
  return attempt.state === 'taking' && now >= Number(attempt.deadline_at)
    ? handIn(db, attempt, passMark, now, true)
    : attempt
}

/** Hands in every attempt of every tenant whose time is up (the scheduled sweep; a taker who closed the page included). */
export async function handInOverdue(db: Db, now: number): Promise<number> {
  const due = await db
    .selectFrom('exam_attempt')
    .innerJoin('exam', (join) =>
      join.onRef('exam.tenant_id', '=', 'exam_attempt.tenant_id').onRef('exam.id', '=', 'exam_attempt.exam_id'),
    )
    .selectAll('exam_attempt')
    .select('exam.pass_mark')
    .where('exam_attempt.state', '=', 'taking')
    .where('exam_attempt.deadline_at', '<=', now)
    .execute()
  for (const { pass_mark: passMark, ...attempt } of due) await handIn(db, attempt, passMark, now, true)
  return due.length
}

/** An attempt's state as answered: taking, marking (short answers wait for HR) or marked. */
export const stateOf = (attempt: Pick<AttemptRow, 'state'>) => attempt.state as 'taking' | 'marking' | 'marked'
