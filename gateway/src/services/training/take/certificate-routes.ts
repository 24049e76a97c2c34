import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { pdfFont } from '../../../core/pdf-font'
import { dayOf } from '../assign/dates'
import { trainingError } from '../texts'
import { totalOf } from './attempt'
import { certificateLines, certificatePdf } from './certificate'
import { myExam } from './sitting'

const { taking: routes } = contract.training

/** The certificate (PDF) of the caller's passed exam. */
export function certificateRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.certificate, { preHandler: requireSession(ctx) }, async (request, reply) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const { exam, self, attempt } = await myExam(ctx, auth, lang, request.body.examId)
    if (attempt?.state !== 'marked' || attempt.passed !== 1) throw trainingError(lang, 'noCertificate')
    const tenant = await ctx.db
      .selectFrom('tenant')
      .select('name')
      .where('id', '=', auth.session.tenant_id)
      .executeTakeFirst()
    const facts = {
      title: exam.title,
      name: self.name,
      jobNumber: self.job_number,
      score: attempt.score ?? 0,
      total: totalOf(attempt),
      passMark: exam.pass_mark,
      date: dayOf(Number(attempt.submitted_at)),
      company: tenant?.name ?? '',
    }
    const font = pdfFont()
    if (!font || font.covers(certificateLines(lang, facts).join('')).length > 0) throw trainingError(lang, 'noFont')
    const file = await certificatePdf(lang, facts, font)
    const filename = `certificate-${exam.id}.pdf`
    return reply
      .header('content-type', 'application/pdf')
      .header('filename', encodeURIComponent(filename))
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(file)
  })
}
