import type { FastifyInstance, FastifyRequest } from 'fastify'
import { hiddenAppsOfSession } from '../../brands/brand-of-host'
import { authOf, requireFunction, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { objectBody, paragraph, text } from '../../core/http/schema'
import { canView, detailOf, WF_FUNCTIONS } from './detail'
import { applyEvent, findInstanceByBiz } from './engine'
import { workflowError } from './errors'
import { afterEvent } from './handlers'
import { loadInstance } from './store'
import { TRANSITIONS } from './transitions'
import { fromHiddenApp } from './source-apps'
import { FORM_EVENTS, type FormEvent, type MovingEvent, type WorkflowInstance } from './types'
import { langOfRequest } from '../../core/lang'

export const instanceId = () => text(36, 36)
export const bizTypeSchema = () => ({ type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_-]{0,39}$' })

interface EventBody {
  instanceId: string
  comment?: string
  title?: string
  summary?: string
  amount?: number
}

const eventBody = objectBody(
  {
    instanceId: instanceId(),
    comment: paragraph(500),
    title: text(200, 1),
    summary: paragraph(1000),
    amount: { type: 'number', minimum: 0, maximum: 100_000 },
  },
  ['instanceId'],
)

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
      event !== 'preview' && TRANSITIONS[event as MovingEvent].actor === 'candidate'
        ? requireFunction(ctx, WF_FUNCTIONS.approve)
        : requireSession(ctx)
    api.post<{ Body: EventBody }>(
      `/workflow/web/approveForm/${event}`,
      { schema: { body: eventBody }, preHandler: guard },
      async (request) => {
        const auth = authOf(request)
        const lang = langOfRequest(request)
        const tenantId = auth.session.tenant_id
        const body = request.body
        const found = await loadInstance(ctx.db, tenantId, body.instanceId)
        if (!found || !(await canView(ctx.db, auth, found, ctx.now())) || (await hiddenFrom(request, found)))
          throw workflowError(lang, 'instanceNotFound')
        const instance =
          (event as FormEvent) === 'preview'
            ? found
            : await applyEvent(ctx, {
                tenantId,
                instanceId: body.instanceId,
                event: event as MovingEvent,
                actorId: auth.user.id,
                comment: body.comment,
                lang,
                changes: { title: body.title, summary: body.summary, amount: body.amount },
              })
        await afterEvent(ctx, found, instance)
        return ok(await detailOf(ctx.db, auth, instance, ctx.now()))
      },
    )
  }

  /** §2 approval block of a business record: its latest request (null when none) with history and candidates. */
  api.post<{ Body: { bizType: string; bizId: string | number } }>(
    '/workflow/web/approveBlock',
    {
      schema: {
        body: objectBody(
          { bizType: bizTypeSchema(), bizId: { type: ['string', 'integer'], minLength: 1, maxLength: 64 } },
          ['bizType', 'bizId'],
        ),
      },
      preHandler: requireSession(ctx),
    },
    async (request) => {
      const auth = authOf(request)
      const instance = await findInstanceByBiz(ctx.db, auth.session.tenant_id, request.body.bizType, request.body.bizId)
      if (!instance || !(await canView(ctx.db, auth, instance, ctx.now())) || (await hiddenFrom(request, instance)))
        return ok(null)
      return ok(await detailOf(ctx.db, auth, instance, ctx.now()))
    },
  )
}
