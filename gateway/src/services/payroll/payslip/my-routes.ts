import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession, type Auth } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest, type Lang } from '../../../core/lang'
import { reconfirmCode, reconfirmMethodOf, reconfirmPassword } from '../../accounts'
import { tenantTimeZone } from '../../workflow'
import { payslipError } from './errors'
import { pdfFont } from '../../../core/pdf-font'
import { issueGrant, requireGrant } from './grant'
import { issuedTime } from './issued'
import { payslipOf, payslipsOf } from './lines'
import { notifyPayslipEvent } from './notify'
import { payslipPdf, pdfTexts } from './pdf'
import { callerEmployee } from './people'
import { addQuestion, questionsOf } from './questions'
import { markConfirmed, markViewed, receiptOf } from './receipts'
import { say } from './texts'

const { payslips: routes } = contract.payroll

/**
 * My payslips (8221, every staff member's: a session is enough): the list of their published payslips; opening one
 * needs a view grant, given for five minutes to this session by checking the password again (or the authenticator's
 * code when the user has one). Every payslip route answers only the caller's own line of a published run.
 */
export function myPayslipRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.list, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const [method, payslips] = await Promise.all([
      reconfirmMethodOf(ctx, auth.user.id),
      payslipsOf(ctx.db, auth.session.tenant_id, auth.user.employee_id),
    ])
    if (!payslips) throw payslipError(langOfRequest(request), 'noStaffRecord')
    return ok({ method, payslips })
  })

  serve(api, routes.verify, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    if ((await reconfirmMethodOf(ctx, auth.user.id)) === 'totp') {
      await reconfirmCode(ctx, auth.user.id, request.body.code ?? '', lang)
    } else {
      const checked = await reconfirmPassword(ctx, request.ip, auth.user, request.body.password ?? '')
      if (!checked.ok)
        throw checked.waitMs > 0
          ? payslipError(lang, 'held', { seconds: Math.ceil(checked.waitMs / 1000) })
          : payslipError(lang, 'wrongPassword')
    }
    return ok(await issueGrant(ctx.db, auth, ctx.now()))
  })

  serve(api, routes.detail, { preHandler: requireSession(ctx) }, async (request) => {
    const { auth, self, slip } = await openSlip(ctx, request)
    const tenantId = auth.session.tenant_id
    await markViewed(ctx.db, tenantId, slip.runId, self.id, ctx.now())
    const [receipt, questions] = await Promise.all([
      receiptOf(ctx.db, tenantId, slip.runId, self.id),
      questionsOf(ctx.db, tenantId, slip.runId, self.id),
    ])
    return ok({
      ...slip,
      name: self.name,
      jobNumber: self.job_number,
      watermark: `${self.name} ${self.job_number}`,
      ...receipt,
      questions,
    })
  })

  serve(api, routes.confirm, { preHandler: requireSession(ctx) }, async (request) => {
    const { auth, self, slip } = await openSlip(ctx, request)
    return ok({ confirmedAt: await markConfirmed(ctx.db, auth.session.tenant_id, slip.runId, self.id, ctx.now()) })
  })

  serve(api, routes.ask, { preHandler: requireSession(ctx) }, async (request) => {
    const { auth, self, slip } = await openSlip(ctx, request)
    const tenantId = auth.session.tenant_id
    const questionId = await addQuestion(ctx.db, {
      tenantId,
      runId: slip.runId,
      employeeId: self.id,
      askedBy: auth.user.id,
      question: request.body.question.trim(),
      now: ctx.now(),
    })
    await notifyPayslipEvent(ctx, request.log, tenantId, { id: auth.user.id, name: self.name }, 'payroll', {
      kind: 'asked',
      name: self.name,
      jobNumber: self.job_number,
      month: slip.month,
    })
    return ok({ id: questionId, questions: await questionsOf(ctx.db, tenantId, slip.runId, self.id) })
  })

  serve(api, routes.pdf, { preHandler: requireSession(ctx) }, async (request, reply) => {
    const { auth, lang, self, slip } = await openSlip(ctx, request)
    const person = { name: self.name, jobNumber: self.job_number }
    const issued = say(lang, 'issued', {
      time: issuedTime(ctx.now(), await tenantTimeZone(ctx.db, auth.session.tenant_id)),
      name: self.name,
    })
    const font = pdfFont()
    if (!font || font.covers(pdfTexts(lang, slip, person, issued).join('')).length > 0)
      throw payslipError(lang, 'noFont')
    const file = await payslipPdf(lang, slip, person, issued, font)
    const filename = `payslip-${slip.month}.pdf`
    return reply
      .header('content-type', 'application/pdf')
      .header('filename', encodeURIComponent(filename))
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(file)
  })
}

/** The caller, their employee and their payslip of the run, once the view grant is checked; throws grantNeeded or notFound. */
async function openSlip(
  ctx: GatewayContext,
  request: { body: { runId: number; grant: string } } & Parameters<typeof langOfRequest>[0],
) {
  const auth: Auth = authOf(request)
  const lang: Lang = langOfRequest(request)
  await requireGrant(ctx.db, auth, request.body.grant, ctx.now(), lang)
  const self = await callerEmployee(ctx.db, auth, lang)
  const slip = await payslipOf(ctx.db, auth.session.tenant_id, request.body.runId, self.id)
  if (!slip) throw payslipError(lang, 'notFound')
  return { auth, lang, self, slip }
}
