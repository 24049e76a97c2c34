import type { Selectable } from 'kysely'
import type { Auth } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import type { Lang } from '../../../core/lang'
import { audienceMatcher, parseAudience } from '../audience'
import { examOf } from '../exams/bank'
import { forTaker } from '../exams/question'
import { callerEmployee, type Person } from '../people'
import type { ExamTable } from '../tables'
import { trainingError } from '../texts'
import { answersOf, attemptOf, closeIfDue, questionsOf, stateOf, totalOf, type AttemptRow } from './attempt'

/** The exam if the caller is one of its takers (or already sat it), with the caller's attempt, handed in if time is up. */
export async function myExam(
  ctx: GatewayContext,
  auth: Auth,
  lang: Lang,
  examId: number,
): Promise<{ exam: Selectable<ExamTable>; self: Person; attempt?: AttemptRow }> {
  const self = await callerEmployee(ctx.db, auth, lang)
  const tenantId = auth.session.tenant_id
  const exam = await examOf(ctx.db, tenantId, examId)
  if (!exam) throw trainingError(lang, 'examNotFound')
  let attempt = await attemptOf(ctx.db, tenantId, exam.id, self.id)
  if (!attempt && !(await audienceMatcher(ctx.db, tenantId, parseAudience(exam.audience)))(self))
    throw trainingError(lang, 'examNotFound')
  if (attempt) attempt = await closeIfDue(ctx.db, attempt, exam.pass_mark, ctx.now())
  return { exam, self, attempt }
}

/** An attempt as its taker sees it: the server's time left while taking; the score once marked. */
export function attemptView(attempt: AttemptRow, now: number) {
  const taking = attempt.state === 'taking'
  return {
    state: stateOf(attempt),
    startedAt: Number(attempt.started_at),
    deadlineAt: Number(attempt.deadline_at),
    serverNow: now,
    remainingMs: taking ? Math.max(0, Number(attempt.deadline_at) - now) : 0,
    submittedAt: attempt.submitted_at === null ? null : Number(attempt.submitted_at),
    autoSubmitted: attempt.auto_submitted === 1,
    total: totalOf(attempt),
    score: attempt.state === 'marked' ? attempt.score : null,
    passed: attempt.state === 'marked' ? attempt.passed === 1 : null,
  }
}

/** The exam's face for a taker: title, time limit and pass mark. */
export const examFace = (exam: Selectable<ExamTable>) => ({
  id: exam.id,
  title: exam.title,
  minutes: exam.minutes,
  passMark: exam.pass_mark,
  closed: exam.closed === 1,
})

/** The questions without keys and the taker's saved answers (with their points once marked). */
export async function sheetOf(ctx: GatewayContext, attempt: AttemptRow) {
  const answers = await answersOf(ctx.db, attempt.tenant_id, attempt.id)
  const marked = attempt.state === 'marked'
  return {
    questions: questionsOf(attempt).map(forTaker),
    answers: Object.fromEntries(
      [...answers].filter(([, a]) => a.answer !== null).map(([questionId, a]) => [questionId, a.answer]),
    ),
    points: marked ? Object.fromEntries([...answers].map(([questionId, a]) => [questionId, a.points ?? 0])) : null,
  }
}
