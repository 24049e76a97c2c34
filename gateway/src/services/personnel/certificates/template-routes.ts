import { contract } from '@hr-portal/api'
import type { FastifyInstance, preHandlerHookHandler } from 'fastify'
import { authOf } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { certificateError } from './errors'
import { type CertificateKind, PLACEHOLDERS, templateOf, unknownPlaceholders } from './templates'

const routes = contract.personnel.certificates
const KINDS: CertificateKind[] = ['employment', 'income', 'termination']

type Template = Awaited<ReturnType<typeof templateOf>>
const templateView = (template: Template) => ({
  kind: template.kind,
  titleZh: template.title_zh,
  titleEn: template.title_en,
  bodyZh: template.body_zh,
  bodyEn: template.body_en,
  issueAtOnce: template.issue_at_once === 1,
  placeholders: PLACEHOLDERS[template.kind],
  builtIn: template.builtIn,
})

/** The tenant's certificate templates (HR): each kind's title and body in both languages, issued at once or approved. */
export function templateRoutes(app: FastifyInstance, ctx: GatewayContext, hr: preHandlerHookHandler): void {
  serve(app, routes.templates, { preHandler: hr }, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    return ok(await Promise.all(KINDS.map(async (kind) => templateView(await templateOf(ctx.db, tenantId, kind)))))
  })

  serve(app, routes.saveTemplate, { preHandler: hr }, async (request) => {
    const auth = authOf(request)
    const { kind, titleZh, titleEn, bodyZh, bodyEn, issueAtOnce } = request.body
    // Only the kind's own placeholders: each is replaced by plain text, nothing else in a template is interpreted.
    const unknown = [titleZh, titleEn, bodyZh, bodyEn].flatMap((text) => unknownPlaceholders(kind, text))
    if (unknown.length)
      throw certificateError(langOfRequest(request), 'badTemplate', { placeholder: `{${unknown[0]}}` })
    const row = {
      title_zh: titleZh.trim(),
      title_en: titleEn.trim(),
      body_zh: bodyZh.trim(),
      body_en: bodyEn.trim(),
      issue_at_once: issueAtOnce ? 1 : 0,
      updated_by: auth.user.id,
      updated_at: ctx.now(),
    }
    await ctx.db
      .insertInto('certificate_template')
      .values({ tenant_id: auth.session.tenant_id, kind, ...row })
      .onConflict((c) => c.columns(['tenant_id', 'kind']).doUpdateSet(row))
      .execute()
    return ok(templateView(await templateOf(ctx.db, auth.session.tenant_id, kind)))
  })
}
