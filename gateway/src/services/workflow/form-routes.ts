import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { hiddenAppsOfSession } from '../../brands/brand-of-host'
import { authOf, requireFunction, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { canView, detailOf, WF_FUNCTIONS } from './detail'
import { applyEvent, findInstanceByBiz } from './engine'
import { workflowError } from './errors'
import { afterEvent } from './handlers'
import { fromHiddenApp } from './source-apps'
import { loadInstance } from './store'
import { TRANSITIONS } from './transitions'
import { FORM_EVENTS, type WorkflowInstance } from './types'

const { form: events, block } = contract.workflow

/**
 * §4 approval-form button events, one route each: POST /workflow/web/approveForm/<event> with {instanceId, comment?}
 * (save, repeatCommit, backRepeatCommit also take title, summary, amount; for a business type with a handler, such as
 * leave, these are ignored and read from the business record, see handlers.ts). Each answers the request's detail as the
 * caller now sees it (with the buttons it may press). Approvers' events need function 700101 and a pending task;
 * the applicant's events need the applicant; preview needs to be able to see the request.
 */
export function formRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  // A request an app started that the session's brand hides is not there for this session.
  const hiddenFrom = async (request: FastifyRequest, instance: WorkflowInstance) => {
    const { session } = authOf(request)
    return fromHiddenApp(ctx.db, session.tenant_id, instance, await hiddenAppsOfSession(ctx, request, session))
  }

  for (const event of FORM_EVENTS) {
    const guard =
      event !== 'preview' && TRANSITIONS[event].actor === 'candidate'
        ? requireFunction(ctx, WF_FUNCTIONS.approve)
        : requireSession(ctx)
    serve(api, events[event], { preHandler: guard }, async (request) => {
      const auth = authOf(request)
      const lang = langOfRequest(request)
      const tenantId = auth.session.tenant_id
      const body = request.body
      const found = await loadInstance(ctx.db, tenantId, body.instanceId)
      if (!found || !(await canView(ctx.db, auth, found, ctx.now())) || (await hiddenFrom(request, found)))
        throw workflowError(lang, 'instanceNotFound')
      const instance =
        event === 'preview'
          ? found
          : await applyEvent(ctx, {
              tenantId,
              instanceId: body.instanceId,
              event,
              actorId: auth.user.id,
              comment: body.comment,
              lang,
              changes: { title: body.title, summary: body.summary, amount: body.amount },
            })
      await afterEvent(ctx, found, instance)
      return ok(await detailOf(ctx.db, auth, instance, ctx.now()))
    })
  }

  /** §2 approval block of a business record: its latest request (null when none) with history and candidates. */
  serve(api, block.get, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const instance = await findInstanceByBiz(ctx.db, auth.session.tenant_id, request.body.bizType, request.body.bizId)
    if (!instance || !(await canView(ctx.db, auth, instance, ctx.now())) || (await hiddenFrom(request, instance)))
      return ok(null)
    return ok(await detailOf(ctx.db, auth, instance, ctx.now()))
  })
}
