import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { payslipError } from './errors'
import { PAYSLIP_FUNCTIONS } from './functions'
import { notifyPayslipEvent } from './notify'
import { peopleOfRuns, publishedRuns } from './run-receipts'

/**
 * Payslip receipts (8222): per published run, who of the caller's data range viewed and confirmed their payslip and
 * what they asked; answering a question (822201) tells the asker through the message centre.
 */
export function receiptRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const { receipts: routes } = contract.payroll
  serve(api, routes.runs, { preHandler: requireFunction(ctx, PAYSLIP_FUNCTIONS.receipts) }, async (request) =>
    ok({ runs: await publishedRuns(ctx, authOf(request)) }),
  )

  serve(api, routes.list, { preHandler: requireFunction(ctx, PAYSLIP_FUNCTIONS.receipts) }, async (request) => {
    const auth = authOf(request)
    const run = await ctx.db
      .selectFrom('salary_run')
      .select(['id', 'month'])
      .where('tenant_id', '=', auth.session.tenant_id)
      .where('id', '=', request.body.runId)
      .where('status', '=', 'published')
      .executeTakeFirst()
    if (!run) throw payslipError(langOfRequest(request), 'runNotFound')
    return ok({ runId: run.id, month: run.month, people: await peopleOfRuns(ctx, auth, [run.id]) })
  })

  serve(api, routes.answer, { preHandler: requireFunction(ctx, PAYSLIP_FUNCTIONS.answer) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const question = await ctx.db
      .selectFrom('payslip_question')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', request.body.questionId)
      .executeTakeFirst()
    // A question of someone outside the caller's data range reads as missing.
    const inRange =
      question &&
      (await peopleOfRuns(ctx, auth, [question.run_id])).some((person) => person.employeeId === question.employee_id)
    if (!question || !inRange) throw payslipError(lang, 'questionNotFound')
    const taken = await ctx.db
      .updateTable('payslip_question')
      .set({ answer: request.body.answer.trim(), answered_by: auth.user.id, answered_at: ctx.now() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', question.id)
      .where('answered_at', 'is', null)
      .executeTakeFirst()
    if (Number(taken.numUpdatedRows) !== 1) throw payslipError(lang, 'answeredAlready')
    const run = await ctx.db
      .selectFrom('salary_run')
      .select('month')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', question.run_id)
      .executeTakeFirstOrThrow()
    await notifyPayslipEvent(
      ctx,
      request.log,
      tenantId,
      { id: auth.user.id, name: auth.user.real_name },
      [question.asked_by],
      { kind: 'answered', month: run.month, runId: question.run_id },
    )
    return ok({ id: question.id, answeredAt: ctx.now() })
  })
}
