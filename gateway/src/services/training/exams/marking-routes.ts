import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { audit } from '../audit'
import { TRAINING_FUNCTIONS as F } from '../functions'
import { answersOf, attemptById, questionsOf, settle, stateOf, totalOf } from '../take/attempt'
import { trainingError } from '../texts'
import { examOf } from './bank'

const { marking: routes } = contract.training

/** Marking (8506; 850601 gives points): the sheets whose short answers wait for HR, one sheet, and the points of its short answers. */
export function markingRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const view = { preHandler: requireFunction(ctx, F.marking) }
  const mark = { preHandler: requireFunction(ctx, F.mark) }

  serve(api, routes.list, view, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const rows = await ctx.db
      .selectFrom('exam_attempt')
      .innerJoin('exam', (join) =>
        join.onRef('exam.tenant_id', '=', 'exam_attempt.tenant_id').onRef('exam.id', '=', 'exam_attempt.exam_id'),
      )
      .innerJoin('employee', (join) =>
        join
          .onRef('employee.tenant_id', '=', 'exam_attempt.tenant_id')
          .onRef('employee.id', '=', 'exam_attempt.employee_id'),
      )
      .select([
        'exam_attempt.id',
        'exam_attempt.submitted_at',
        'exam.id as examId',
        'exam.title',
        'employee.name',
        'employee.job_number',
      ])
      .where('exam_attempt.tenant_id', '=', tenantId)
      .where('exam_attempt.state', '=', 'marking')
      .orderBy('exam_attempt.submitted_at')
      .limit(500)
      .execute()
    return ok({
      sheets: rows.map((row) => ({
        attemptId: row.id,
        examId: row.examId,
        title: row.title,
        name: row.name,
        jobNumber: row.job_number,
        submittedAt: Number(row.submitted_at),
      })),
    })
  })

  serve(api, routes.detail, view, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const attempt = await attemptById(ctx.db, tenantId, request.body.attemptId)
    if (!attempt || attempt.state === 'taking') throw trainingError(langOfRequest(request), 'attemptNotFound')
    const [exam, person, answers] = await Promise.all([
      examOf(ctx.db, tenantId, attempt.exam_id),
      ctx.db
        .selectFrom('employee')
        .select(['name', 'job_number'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', attempt.employee_id)
        .executeTakeFirst(),
      answersOf(ctx.db, tenantId, attempt.id),
    ])
    return ok({
      attemptId: attempt.id,
      state: stateOf(attempt),
      title: exam?.title ?? '',
      passMark: exam?.pass_mark ?? 0,
      name: person?.name ?? '',
      jobNumber: person?.job_number ?? '',
      total: totalOf(attempt),
      score: attempt.score,
      questions: questionsOf(attempt).map((q) => ({
        id: q.id,
        type: q.type,
        stem: q.stem,
        options: q.options,
        score: q.score,
        key: q.key,
        answer: answers.get(q.id)?.answer ?? null,
        points: answers.get(q.id)?.points ?? null,
      })),
    })
  })

  serve(api, routes.mark, mark, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const attempt = await attemptById(ctx.db, tenantId, request.body.attemptId)
    if (!attempt || attempt.state === 'taking') throw trainingError(lang, 'attemptNotFound')
    const exam = await examOf(ctx.db, tenantId, attempt.exam_id)
    if (!exam) throw trainingError(lang, 'attemptNotFound')
    const questions = questionsOf(attempt)
    const answers = await answersOf(ctx.db, tenantId, attempt.id)
    for (const given of request.body.marks) {
      const question = questions.find((q) => q.id === given.questionId)
      if (question?.type !== 'short' || !answers.has(question.id)) throw trainingError(lang, 'attemptNotFound')
      if (given.points > question.score) throw trainingError(lang, 'badPoints', { max: question.score })
    }
    const now = ctx.now()
    await ctx.db.transaction().execute(async (trx) => {
      for (const given of request.body.marks) {
        await trx
          .updateTable('exam_answer')
          .set({ points: given.points, marked_by: auth.user.id })
          .where('tenant_id', '=', tenantId)
          .where('attempt_id', '=', attempt.id)
          .where('question_id', '=', given.questionId)
          .execute()
      }
      const waiting = await trx
        .selectFrom('exam_answer')
        .select('question_id')
        .where('tenant_id', '=', tenantId)
        .where('attempt_id', '=', attempt.id)
        .where('points', 'is', null)
        .executeTakeFirst()
      await settle(trx, attempt, exam.pass_mark, now, waiting !== undefined)
    })
    await audit(ctx.db, auth, 'mark', request.body, now)
    const after = (await attemptById(ctx.db, tenantId, attempt.id))!
    return ok({ state: stateOf(after), score: after.score, passed: after.passed === null ? null : after.passed === 1 })
  })
}
