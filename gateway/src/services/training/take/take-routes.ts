import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { audienceMatcher, parseAudience } from '../audience'
import { paperOf } from '../exams/bank'
import { answerFits } from '../exams/question'
import { callerEmployee } from '../people'
import { trainingError } from '../texts'
import { closeIfDue, handIn, questionsOf, startAttempt } from './attempt'
import { attemptView, examFace, myExam, sheetOf } from './sitting'

const { taking: routes } = contract.training

/**
 * Taking an exam (My exams, 8508: a session is enough; only the exam's takers). §7 names: queryExamId (the exam and my
 * sitting), questions (start or resume: the questions, my saved answers and the time left by the server's clock),
 * submitExam. Each answer is saved as it is given; when the time is up the server hands the paper in itself.
 */
export function takeRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const session = { preHandler: requireSession(ctx) }

  serve(api, routes.mine, session, async (request) => {
    const auth = authOf(request)
    const self = await callerEmployee(ctx.db, auth, langOfRequest(request))
    const tenantId = auth.session.tenant_id
    const now = ctx.now()
    const exams = await ctx.db
      .selectFrom('exam')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('id', 'desc')
      .execute()
    const attempts = await ctx.db
      .selectFrom('exam_attempt')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('employee_id', '=', self.id)
      .execute()
    const mine = []
    for (const exam of exams) {
      let attempt = attempts.find((a) => a.exam_id === exam.id)
      if (
        !attempt &&
        (exam.closed === 1 || !(await audienceMatcher(ctx.db, tenantId, parseAudience(exam.audience)))(self))
      )
        continue
      if (attempt) attempt = await closeIfDue(ctx.db, attempt, exam.pass_mark, now)
      mine.push({ ...examFace(exam), attempt: attempt ? attemptView(attempt, now) : null })
    }
    return ok({ exams: mine })
  })

  serve(api, routes.info, session, async (request) => {
    const { exam, attempt } = await myExam(ctx, authOf(request), langOfRequest(request), request.body.examId)
    const paper = await paperOf(ctx.db, exam.tenant_id, exam.paper_id)
    return ok({
      ...examFace(exam),
      total: paper?.total ?? 0,
      attempt: attempt ? attemptView(attempt, ctx.now()) : null,
    })
  })

  serve(api, routes.questions, session, async (request) => {
    const lang = langOfRequest(request)
    let { exam, self, attempt } = await myExam(ctx, authOf(request), lang, request.body.examId)
    if (!attempt) {
      if (exam.closed === 1) throw trainingError(lang, 'examClosed')
      const paper = await paperOf(ctx.db, exam.tenant_id, exam.paper_id)
      if (!paper) throw trainingError(lang, 'examNotFound')
      attempt = await startAttempt(ctx.db, exam, paper, self.id, ctx.now())
    }
    return ok({ exam: examFace(exam), attempt: attemptView(attempt, ctx.now()), ...(await sheetOf(ctx, attempt)) })
  })

  serve(api, routes.saveAnswer, session, async (request) => {
    const lang = langOfRequest(request)
    const { attempt } = await myExam(ctx, authOf(request), lang, request.body.examId)
    if (!attempt) throw trainingError(lang, 'notStarted')
    if (attempt.state !== 'taking') throw trainingError(lang, attempt.auto_submitted === 1 ? 'timeUp' : 'submitted')
    const question = questionsOf(attempt).find((q) => q.id === request.body.questionId)
    if (!question || !answerFits(question, request.body.answer)) throw trainingError(lang, 'badAnswer')
    const now = ctx.now()
    const answer = JSON.stringify(request.body.answer)
    await ctx.db
      .insertInto('exam_answer')
      .values({
        tenant_id: attempt.tenant_id,
        attempt_id: attempt.id,
        question_id: question.id,
        answer,
        points: null,
        marked_by: null,
        saved_at: now,
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'attempt_id', 'question_id']).doUpdateSet({ answer, saved_at: now }))
      .execute()
    return ok({ savedAt: now, remainingMs: Math.max(0, Number(attempt.deadline_at) - now) })
  })

  serve(api, routes.submit, session, async (request) => {
    const lang = langOfRequest(request)
    const { exam, attempt } = await myExam(ctx, authOf(request), lang, request.body.examId)
    if (!attempt) throw trainingError(lang, 'notStarted')
    if (attempt.state !== 'taking') throw trainingError(lang, attempt.auto_submitted === 1 ? 'timeUp' : 'submitted')
    const done = await handIn(ctx.db, attempt, exam.pass_mark, ctx.now(), false)
    return ok({ attempt: attemptView(done, ctx.now()) })
  })
}
