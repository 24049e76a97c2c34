import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { checkAudience, parseAudience } from '../audience'
import { audit } from '../audit'
import { TRAINING_FUNCTIONS as F } from '../functions'
import { nextId } from '../next-id'
import { closeIfDue, stateOf, totalOf } from '../take/attempt'
import { trainingError, trainingWord } from '../texts'
import { examOf, paperOf } from './bank'

const { exams: routes } = contract.training

/** Exams (8505; 850501 changes them): a paper, a time limit, a pass mark and who takes it; each taker's result. */
export function examRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const view = { preHandler: requireFunction(ctx, F.exams) }
  const edit = { preHandler: requireFunction(ctx, F.editExams) }

  serve(api, routes.list, view, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const exams = await ctx.db
      .selectFrom('exam')
      .leftJoin('exam_paper', (join) =>
        join.onRef('exam_paper.tenant_id', '=', 'exam.tenant_id').onRef('exam_paper.id', '=', 'exam.paper_id'),
      )
      .selectAll('exam')
      .select(['exam_paper.title as paperTitle', 'exam_paper.total'])
      .where('exam.tenant_id', '=', tenantId)
      .orderBy('exam.id', 'desc')
      .execute()
    const counts = await ctx.db
      .selectFrom('exam_attempt')
      .select(['exam_id', 'state', (eb) => eb.fn.countAll<number>().as('n')])
      .where('tenant_id', '=', tenantId)
      .groupBy(['exam_id', 'state'])
      .execute()
    const count = (examId: number, state: string) =>
      Number(counts.find((c) => c.exam_id === examId && c.state === state)?.n ?? 0)
    return ok({
      exams: exams.map((exam) => ({
        id: exam.id,
        title: exam.title,
        paperId: exam.paper_id,
        paperTitle: exam.paperTitle ?? '',
        total: exam.total ?? 0,
        minutes: exam.minutes,
        passMark: exam.pass_mark,
        audience: parseAudience(exam.audience),
        closed: exam.closed === 1,
        taking: count(exam.id, 'taking'),
        marking: count(exam.id, 'marking'),
        marked: count(exam.id, 'marked'),
      })),
    })
  })

  serve(api, routes.save, edit, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const body = request.body
    const paper = await paperOf(ctx.db, tenantId, body.paperId)
    if (!paper) throw trainingError(lang, 'paperNotFound')
    if (!body.title.trim()) throw trainingError(lang, 'badExam', { reason: trainingWord(lang, 'noTitle') })
    if (body.passMark > paper.total)
      throw trainingError(lang, 'badExam', { reason: trainingWord(lang, 'passAbove', { total: paper.total }) })
    await checkAudience(ctx.db, tenantId, lang, body.audience)
    const now = ctx.now()
    const values = {
      title: body.title.trim(),
      paper_id: paper.id,
      minutes: body.minutes,
      pass_mark: body.passMark,
      audience: JSON.stringify(body.audience),
      closed: body.closed ? 1 : 0,
    }
    const examId = await ctx.db.transaction().execute(async (trx) => {
      if (body.id !== undefined) {
        const old = await examOf(trx, tenantId, body.id)
        if (!old) throw trainingError(lang, 'examNotFound')
        // Once someone sat it, its paper and time stay as they were given.
        const sat = await trx
          .selectFrom('exam_attempt')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('exam_id', '=', old.id)
          .executeTakeFirst()
        if (sat && (old.paper_id !== paper.id || old.minutes !== body.minutes || old.pass_mark !== body.passMark)) {
          throw trainingError(lang, 'inUse', { what: trainingWord(lang, 'anAttempt') })
        }
        await trx.updateTable('exam').set(values).where('tenant_id', '=', tenantId).where('id', '=', old.id).execute()
        return old.id
      }
      const next = await nextId(trx, 'exam', tenantId)
      await trx
        .insertInto('exam')
        .values({ tenant_id: tenantId, id: next, created_at: now, ...values })
        .execute()
      return next
    })
    await audit(ctx.db, auth, 'examSave', { id: examId, ...values }, now)
    return ok({ id: examId })
  })

  serve(api, routes.results, view, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const exam = await examOf(ctx.db, tenantId, request.body.id)
    if (!exam) throw trainingError(langOfRequest(request), 'examNotFound')
    const rows = await ctx.db
      .selectFrom('exam_attempt')
      .innerJoin('employee', (join) =>
        join
          .onRef('employee.tenant_id', '=', 'exam_attempt.tenant_id')
          .onRef('employee.id', '=', 'exam_attempt.employee_id'),
      )
      .selectAll('exam_attempt')
      .select(['employee.name', 'employee.job_number'])
      .where('exam_attempt.tenant_id', '=', tenantId)
      .where('exam_attempt.exam_id', '=', exam.id)
      .orderBy('employee.job_number')
      .execute()
    const results = []
    for (const { name, job_number: jobNumber, ...row } of rows) {
      const attempt = await closeIfDue(ctx.db, row, exam.pass_mark, ctx.now())
      results.push({
        attemptId: attempt.id,
        employeeId: attempt.employee_id,
        name,
        jobNumber,
        state: stateOf(attempt),
        total: totalOf(attempt),
        score: attempt.score,
        passed: attempt.passed === null ? null : attempt.passed === 1,
        submittedAt: attempt.submitted_at === null ? null : Number(attempt.submitted_at),
        autoSubmitted: attempt.auto_submitted === 1,
      })
    }
    return ok({ results })
  })
}
