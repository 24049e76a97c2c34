import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { hiddenAppsOfSession } from '../../brands/brand-of-host'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { centerCountsAndOutbox, centerPage, centerTypes } from './center-queries'
import { WF_FUNCTIONS } from './detail'
import { dispatchWorkflowNotices } from './outbox'

const { center: routes } = contract.workflow

/**
 * §7 approveCenter list and findCount (function 7001): the caller's own tabs in the session's tenant: waiting for me
 * (todo), done by me (done), started by me (started); paged, by approval (business) type and a keyword (title,
 * applicant). `approvalType` is §3's list parameter, `bizType` its older name. `types`: the approval types among the
 * caller's requests, for the filter.
 */
export function centerRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, WF_FUNCTIONS.center) }

  serve(api, routes.list, guard, async (request) => {
    const { session, user } = authOf(request)
    const { tab, page = 1, rows = 10, keyword } = request.body
    const bizType = request.body.approvalType ?? request.body.bizType
    const hiddenApps = await hiddenAppsOfSession(ctx, request, session)
    return ok(
      await centerPage(
        ctx.db,
        {
          tenantId: session.tenant_id,
          userId: user.id,
          tab,
          bizType,
          keyword,
          now: ctx.now(),
          lang: langOfRequest(request),
          hiddenApps,
        },
        page,
        rows,
      ),
    )
  })

  serve(api, routes.findCount, guard, async (request) => {
    const { session, user } = authOf(request)
    const hiddenApps = await hiddenAppsOfSession(ctx, request, session)
    const bizType = request.body.approvalType ?? request.body.bizType
    const { counts, outboxPending } = await centerCountsAndOutbox(ctx.db, {
      tenantId: session.tenant_id,
      userId: user.id,
      bizType,
      now: ctx.now(),
      hiddenApps,
    })
    // Notices a business service's transaction left in the outbox go out now (engine.ts startInstance); sending them
    // changes no count.
    if (outboxPending) await dispatchWorkflowNotices(ctx, session.tenant_id)
    return ok(counts)
  })

  serve(api, routes.types, guard, async (request) => {
    const { session, user } = authOf(request)
    const hiddenApps = await hiddenAppsOfSession(ctx, request, session)
    return ok(await centerTypes(ctx.db, { tenantId: session.tenant_id, userId: user.id, now: ctx.now(), hiddenApps }))
  })
}
