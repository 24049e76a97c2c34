import { randomUUID } from 'node:crypto'
import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { dispatchWorkflowNotices, startInstance, requestView } from '../workflow'
import { langOfRequest as langFrom } from '../../core/lang'
import { patchCardDescription } from './describe'
import { leaveError } from './errors'
import { PATCH_WORKING_DAYS, patchWindowOf } from './patch-window'
import { LEAVE_FUNCTIONS, PATCH_CARD_BIZ_TYPE } from './store'

const { patchCards: routes } = contract.leave

/**
 * §9 'patch card' (function 8001): a missed clock-in or clock-out of a past day (within the last PATCH_WORKING_DAYS working
 * days of the person's plan, not in a locked month: patch-window.ts), approved through the
 * workflow `patchCard` (the line manager unless the tenant defines otherwise); my patch cards; a patch card's detail.
 */
export function patchCardRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, LEAVE_FUNCTIONS.myLeave) }

  serve(api, routes.apply, guard, async (request) => {
    const { session, user } = authOf(request)
    const lang = langFrom(request)
    const tenantId = session.tenant_id
    const body = request.body
    const verdict = (await patchWindowOf(ctx.db, tenantId, user.id, ctx.now())).verdict(body.day)
    if (verdict === 'outsideWindow') throw leaveError(lang, 'badPunch', { days: PATCH_WORKING_DAYS })
    if (verdict === 'locked') throw leaveError(lang, 'monthLocked', { month: body.day.slice(0, 7) })
    const same = await ctx.db
      .selectFrom('patch_card')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', user.id)
      .where('day', '=', body.day)
      .where('kind', '=', body.kind)
      .where('status', 'in', ['pending', 'approved'])
      .executeTakeFirst()
    if (same) throw leaveError(lang, 'duplicatePunch', { day: body.day })
    const id = randomUUID()
    const { title, titleMessage, summary, summaryMessage } = patchCardDescription(body)
    const instance = await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('patch_card')
        .values({
          tenant_id: tenantId,
          id,
          user_id: user.id,
          day: body.day,
          time: body.time,
          kind: body.kind,
          reason: body.reason,
          status: 'pending',
          instance_id: null,
          created_at: ctx.now(),
        })
        .execute()
      const started = await startInstance(
        { db: trx, now: ctx.now },
        {
          tenantId,
          bizType: PATCH_CARD_BIZ_TYPE,
          bizId: id,
          applicantId: user.id,
          title,
          titleMessage,
          summary,
          summaryMessage,
          lang,
        },
      )
      await trx
        .updateTable('patch_card')
        .set({ instance_id: started.id })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute()
      return started
    })
    await dispatchWorkflowNotices(ctx, tenantId)
    return ok({ id, instanceId: instance.id, status: 'pending' })
  })

  serve(api, routes.mine, guard, async (request) => {
    const { session, user } = authOf(request)
    const rows = await ctx.db
      .selectFrom('patch_card')
      .selectAll()
      .where('tenant_id', '=', session.tenant_id)
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .limit(50)
      .execute()
    return ok(rows.map(toView))
  })

  serve(api, routes.detail, guard, async (request) => {
    const auth = authOf(request)
    const lang = langFrom(request)
    const row = await ctx.db
      .selectFrom('patch_card')
      .selectAll()
      .where('tenant_id', '=', auth.session.tenant_id)
      .where('id', '=', request.body.id)
      .executeTakeFirst()
    if (!row) throw leaveError(lang, 'patchNotFound')
    const { visible } = await requestView(ctx.db, auth, row)
    if (!visible) throw leaveError(lang, 'patchNotFound')
    const applicant = await ctx.db
      .selectFrom('app_user')
      .select(['real_name', 'user_name'])
      .where('id', '=', row.user_id)
      .executeTakeFirst()
    return ok({ ...toView(row), applicantName: applicant?.real_name || applicant?.user_name || '' })
  })
}

const toView = (row: {
  id: string
  day: string
  time: string
  kind: string
  reason: string
  status: string
  instance_id: string | null
  created_at: number | string
}) => ({
  id: row.id,
  day: row.day,
  time: row.time,
  kind: row.kind,
  reason: row.reason,
  status: row.status,
  instanceId: row.instance_id,
  createdAt: Number(row.created_at),
})
