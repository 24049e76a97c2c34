import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { audit } from '../audit'
import { TRAINING_FUNCTIONS as F } from '../functions'
import { nextId } from '../next-id'
import { trainingError } from '../texts'
import { bankOf } from './bank'
import { normalQuestion } from './question'

const { questions: routes } = contract.training

/** The question bank (8503; 850301 changes it): single and multiple choice, true or false, fill-in and short answer. */
export function questionRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const view = { preHandler: requireFunction(ctx, F.questions) }
  const edit = { preHandler: requireFunction(ctx, F.editQuestions) }

  serve(api, routes.list, view, async (request) => {
    return ok({ questions: await bankOf(ctx.db, authOf(request).session.tenant_id) })
  })

  serve(api, routes.save, edit, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const { id: questionId, ...input } = request.body
    const question = normalQuestion(lang, input)
    if (typeof question === 'string') throw trainingError(lang, 'badQuestion', { reason: question })
    const now = ctx.now()
    const values = {
      type: question.type,
      stem: question.stem,
      options: JSON.stringify(question.options),
      answer: JSON.stringify(question.key),
      score: question.score,
      updated_at: now,
    }
    const savedId = await ctx.db.transaction().execute(async (trx) => {
      if (questionId !== undefined) {
        // Attempts keep the questions as they were given; the bank changes for papers drawn from now on.
        const updated = await trx
          .updateTable('exam_question')
          .set(values)
          .where('tenant_id', '=', tenantId)
          .where('id', '=', questionId)
          .where('removed', '=', 0)
          .executeTakeFirst()
        if (Number(updated.numUpdatedRows) === 0) throw trainingError(lang, 'questionNotFound')
        return questionId
      }
      const next = await nextId(trx, 'exam_question', tenantId)
      await trx
        .insertInto('exam_question')
        .values({ tenant_id: tenantId, id: next, removed: 0, ...values })
        .execute()
      return next
    })
    await audit(ctx.db, auth, 'questionSave', { id: savedId, type: question.type }, now)
    return ok({ id: savedId })
  })

  serve(api, routes.remove, edit, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    // Kept in the table (removed) so fixed papers and attempts that hold it still read it.
    const removed = await ctx.db
      .updateTable('exam_question')
      .set({ removed: 1, updated_at: ctx.now() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', request.body.id)
      .where('removed', '=', 0)
      .executeTakeFirst()
    if (Number(removed.numUpdatedRows) === 0) throw trainingError(langOfRequest(request), 'questionNotFound')
    await audit(ctx.db, auth, 'questionRemove', request.body, ctx.now())
    return ok({ id: request.body.id })
  })
}
