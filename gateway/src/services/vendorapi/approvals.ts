import { randomUUID } from 'node:crypto'
import { contract, type vendorapiContract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../core/context'
import { langOfRequest } from '../../core/lang'
import { message, renderMessage } from '../../core/message-text'
import { appRequests, dispatchWorkflowNotices, loadInstance, startInstance } from '../workflow'
import { apiRoute } from './api-route'
import type { ApiApp } from './app-of'

/** The workflow business type of every request an app starts (the steps: the tenant's definition, else the line manager). */
export const APP_REQUEST_BIZ_TYPE = 'appRequest'

/** Which app started each request: a brand that hides the app hides its requests in the approval centre too. */
export const appRequestSources = appRequests(APP_REQUEST_BIZ_TYPE, (db, tenantId, apps) =>
  db
    .selectFrom('vendor_api_approval')
    .select('biz_id')
    .where('tenant_id', '=', tenantId)
    .where('app_code', 'in', apps.length ? apps : ['']),
)

type ApprovalState = (typeof vendorapiContract.APPROVAL_STATES)[number]
const { approvals: routes } = contract.vendorapi

/** The title the approver reads, in their language: the app's name, then the app's title (and the amount, if any). */
function titleOf(app: ApiApp, title: string, amount?: string) {
  const params = { app: { zh: app.titleZh, en: app.titleEn }, title: title.trim() }
  const titleMessage =
    amount === undefined ? message('app.request', params) : message('app.requestAmount', { ...params, amount })
  return { title: renderMessage(titleMessage, 'zh').slice(0, 200), titleMessage }
}

const stateOf: Record<string, ApprovalState> = {
  draft: 'pending',
  running: 'pending',
  returned: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'withdrawn',
}

/**
 * `approvals/start` (scope approvals.start) starts a portal approval for the token's user, which waits in the
 * approval centre of their approver; a second start with the same reference answers the first approval.
 * `approvals/state` answers the state of approvals this app started in this tenant (other ids are left out).
 */
export function approvalRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  apiRoute(
    api,
    ctx,
    routes.start,
    { method: 'api.approvals.start', scope: 'approvals.start', needsUser: true },
    async ({ request, token, app }) => {
      const { title, summary, amount, reference } = request.body
      const existing = () =>
        ctx.db
          .selectFrom('vendor_api_approval')
          .select('approval_id')
          .where('tenant_id', '=', token.tenantId)
          .where('app_code', '=', token.appCode)
          .where('reference', '=', reference)
          .executeTakeFirst()
      const found = await existing()
      if (found)
        return {
          result: { approvalId: found.approval_id },
          detail: `approval ${found.approval_id} (reference ${reference}, started before)`,
        }
      let approvalId: string
      try {
        approvalId = await ctx.db.transaction().execute(async (trx) => {
          const bizId = randomUUID()
          const instance = await startInstance(
            { db: trx, now: ctx.now },
            {
              tenantId: token.tenantId,
              bizType: APP_REQUEST_BIZ_TYPE,
              bizId,
              applicantId: token.userId,
              ...titleOf(app, title, amount),
              summary: summary.trim(),
              amount: amount === undefined ? 0 : Number(amount),
              lang: langOfRequest(request),
            },
          )
          await trx
            .insertInto('vendor_api_approval')
            .values({
              tenant_id: token.tenantId,
              app_code: token.appCode,
              reference,
              approval_id: instance.id,
              user_id: token.userId,
              created_at: ctx.now(),
              biz_id: bizId,
              title: title.trim(),
              amount: amount ?? null,
              app_title_zh: app.titleZh,
              app_title_en: app.titleEn,
            })
            .execute()
          return instance.id
        })
      } catch (error) {
        // The same reference started at the same moment elsewhere: that one stands.
        const raced = await existing()
        if (!raced) throw error
        return {
          result: { approvalId: raced.approval_id },
          detail: `approval ${raced.approval_id} (reference ${reference}, started before)`,
        }
      }
      await dispatchWorkflowNotices(ctx, token.tenantId)
      return { result: { approvalId }, detail: `approval ${approvalId} (reference ${reference})` }
    },
  )

  apiRoute(
    api,
    ctx,
    routes.state,
    { method: 'api.approvals.state', scope: 'approvals.start' },
    async ({ request, token }) => {
      const mine = await ctx.db
        .selectFrom('vendor_api_approval')
        .select('approval_id')
        .where('tenant_id', '=', token.tenantId)
        .where('app_code', '=', token.appCode)
        .where('approval_id', 'in', request.body.ids)
        .execute()
      const rows = []
      for (const { approval_id: approvalId } of mine) {
        const instance = await loadInstance(ctx.db, token.tenantId, approvalId)
        if (!instance) continue
        const state = stateOf[instance.status]
        rows.push({
          approvalId,
          state,
          ...(state !== 'pending' && instance.finishedAt !== null ? { decidedAt: instance.finishedAt } : {}),
        })
      }
      return { result: { rows }, detail: `${rows.length} of ${request.body.ids.length} approvals` }
    },
  )
}
