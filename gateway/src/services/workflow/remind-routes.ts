import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { functionIdsOf } from '../../core/auth/functions'
import { authOf, requireFunction, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { canView, candidatesWithNames, WF_FUNCTIONS } from './detail'
import { EVENT_TEXT, STATUS_TEXT, workflowError } from './errors'
import { dispatchWorkflowNotices } from './outbox'
import { withDelegates } from './delegation/routing'
import { loadInstance, nameOfUser, pendingCandidates, recordAction } from './store'
import { langOfRequest } from '../../core/lang'

const { reminders: routes } = contract.workflow

/** One reminder per request in this time. */
export const REMIND_INTERVAL_MS = 10 * 60_000

/**
 * §7 workflow sendRemindMsg (function 700102; the applicant, or a workflow admin): a notice to the current step's
 * pending approvers, at most once per request in 10 minutes (410006), recorded in the history; and getCandidates:
 * the current step's approvers for anyone who may see the request.
 */
export function remindRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.sendRemindMsg, { preHandler: requireFunction(ctx, WF_FUNCTIONS.remind) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const instance = await loadInstance(ctx.db, tenantId, request.body.instanceId)
    if (!instance || !(await canView(ctx.db, auth, instance))) throw workflowError(lang, 'instanceNotFound')
    const admin =
      auth.user.is_super || (await functionIdsOf(ctx.db, auth.user.id, tenantId)).has(WF_FUNCTIONS.definitions)
    if (instance.applicantId !== auth.user.id && !admin) throw workflowError(lang, 'notApplicant')
    if (instance.status !== 'running')
      throw workflowError(lang, 'illegalTransition', {
        status: STATUS_TEXT[instance.status][lang],
        event: EVENT_TEXT.remind[lang],
      })
    const now = ctx.now()
    const recipients = await ctx.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('wf_instance')
        .set({ reminded_at: now })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', instance.id)
        .where((eb) => eb.or([eb('reminded_at', 'is', null), eb('reminded_at', '<=', now - REMIND_INTERVAL_MS)]))
        .executeTakeFirst()
      if (Number(claimed.numUpdatedRows) !== 1) {
        const row = await trx
          .selectFrom('wf_instance')
          .select('reminded_at')
          .where('tenant_id', '=', tenantId)
          .where('id', '=', instance.id)
          .executeTakeFirst()
        const wait = Math.max(1, Math.ceil((Number(row?.reminded_at ?? now) + REMIND_INTERVAL_MS - now) / 1000))
        throw workflowError(lang, 'remindTooSoon', { s: wait })
      }
      const waiting = await pendingCandidates(trx, instance)
      await recordAction(
        trx,
        instance,
        {
          event: 'remind',
          actorId: auth.user.id,
          actorName: await nameOfUser(trx, auth.user.id),
          stepNo: instance.currentStep,
          comment: request.body.comment ?? '',
          from: instance.status,
          to: instance.status,
          notify: await withDelegates(trx, instance, waiting, now),
        },
        now,
      )
      return waiting
    })
    await dispatchWorkflowNotices(ctx, tenantId)
    return ok({ recipients: recipients.length, nextAt: now + REMIND_INTERVAL_MS })
  })

  serve(api, routes.getCandidates, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const instance = await loadInstance(ctx.db, auth.session.tenant_id, request.body.instanceId)
    if (!instance || !(await canView(ctx.db, auth, instance)))
      throw workflowError(langOfRequest(request), 'instanceNotFound')
    const step = instance.steps[instance.currentStep]
    const open = instance.status === 'running' || instance.status === 'returned'
    return ok({
      status: instance.status,
      stepNo: open ? instance.currentStep : null,
      stepName: open && step ? { zh: step.nameZh, en: step.nameEn } : null,
      candidates: await candidatesWithNames(ctx.db, instance),
    })
  })
}
