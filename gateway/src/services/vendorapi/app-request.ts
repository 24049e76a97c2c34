import { contract, type Static, type vendorapiContract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { hiddenAppsOfSession } from '../../brands/brand-of-host'
import { canView, loadInstance, titleIn } from '../workflow'
import { appOf } from './app-of'
import { apiError } from './texts'

/** A request an app started, as its approvers and its requester read it (the page of intent `appRequest.view`). */
export type AppRequestDetail = Static<typeof vendorapiContract.appRequestDetail>

/**
 * `POST /gateway/vendor/web/appRequest/detail` `{id}` (the business record id the approval centre opens it by): what
 * the app sent with the request, for those who may see its approval (the requester, its approvers, workflow
 * administrators). Another tenant's request, one the caller may not see, or one of an app the brand of the session (or of
 * the host) hides, reads as missing.
 */
export function appRequestRoute(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, contract.vendorapi.web.appRequest, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const row = await ctx.db
      .selectFrom('vendor_api_approval')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('biz_id', '=', request.body.id)
      .executeTakeFirst()
    if (row && (await hiddenAppsOfSession(ctx, request, auth.session)).has(row.app_code))
      throw apiError(langOfRequest(request), 'requestNotFound')
    const instance = row && (await loadInstance(ctx.db, tenantId, row.approval_id))
    if (!row || !instance || !(await canView(ctx.db, auth, instance)))
      throw apiError(langOfRequest(request), 'requestNotFound')
    const detail: AppRequestDetail = {
      instanceId: instance.id,
      app: await appNames(ctx, tenantId, row),
      applicantName: instance.applicantName,
      title: row.title ?? titleIn(instance, langOfRequest(request)),
      summary: instance.summary,
      amount: row.amount,
      reference: row.reference,
      status: instance.status,
      submittedAt: instance.createdAt,
    }
    return ok(detail)
  })
}

/** The names the request was started under; for one started before they were kept, the app's names now (if any). */
async function appNames(
  ctx: GatewayContext,
  tenantId: number,
  row: { app_code: string; app_title_zh: string | null; app_title_en: string | null },
) {
  if (row.app_title_zh !== null && row.app_title_en !== null) return { zh: row.app_title_zh, en: row.app_title_en }
  const app = await appOf(ctx.db, tenantId, row.app_code)
  return app ? { zh: app.titleZh, en: app.titleEn } : null
}
