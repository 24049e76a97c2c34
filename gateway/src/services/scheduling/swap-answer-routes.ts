import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest as langFrom } from '../../core/lang'
import { canView, fireEvent, loadInstance } from '../workflow'
import { paibanError } from './errors'
import { PAIBAN_FUNCTIONS } from './functions'
import { refuseSwap as refuse } from './swap-checks'
import { namesOf, swapOf } from './swap-store'

const { swaps: routes } = contract.scheduling

/**
 * The shift swaps (function 8104, every member of staff): those I asked and those asking me, agreeing or declining as
 * the colleague, recalling my own, and one swap for its two people and its approvers.
 */
export function swapAnswerRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, PAIBAN_FUNCTIONS.swaps) }

  serve(api, routes.mine, guard, async (request) => {
    const { session, user } = authOf(request)
    const rows = await ctx.db
      .selectFrom('shift_swap')
      .leftJoin('wf_instance', (join) =>
        join
          .onRef('wf_instance.tenant_id', '=', 'shift_swap.tenant_id')
          .onRef('wf_instance.id', '=', 'shift_swap.instance_id'),
      )
      .selectAll('shift_swap')
      .select(['wf_instance.current_step', 'wf_instance.status as flow_status'])
      .where('shift_swap.tenant_id', '=', session.tenant_id)
      .where((eb) => eb.or([eb('shift_swap.user_id', '=', user.id), eb('shift_swap.other_user_id', '=', user.id)]))
      .orderBy('shift_swap.created_at', 'desc')
      .limit(100)
      .execute()
    const people = [...new Set(rows.flatMap((r) => [r.employee_id, r.other_employee_id]))]
    const names = new Map(
      people.length
        ? (
            await ctx.db
              .selectFrom('employee')
              .select(['id', 'name'])
              .where('tenant_id', '=', session.tenant_id)
              .where('id', 'in', people)
              .execute()
          ).map((e) => [e.id, e.name])
        : [],
    )
    return ok(
      rows.map((r) => ({
        id: r.id,
        mine: r.user_id === user.id,
        name: names.get(r.employee_id) ?? '',
        day: r.day,
        otherName: names.get(r.other_employee_id) ?? '',
        otherDay: r.other_day,
        reason: r.reason,
        status: r.status,
        instanceId: r.instance_id,
        createdAt: Number(r.created_at),
        // The colleague is asked while the first step (theirs) waits.
        waitingForMe:
          r.other_user_id === user.id && r.status === 'pending' && r.flow_status === 'running' && r.current_step === 0,
      })),
    )
  })

  /** The colleague agrees (the first step resolves) or declines (the request is rejected). */
  serve(api, routes.answer, guard, async (request) => {
    const { session, user } = authOf(request)
    const lang = langFrom(request)
    const swap = await swapOf(ctx.db, session.tenant_id, request.body.id)
    if (!swap) throw paibanError(lang, 'swapNotFound')
    const instance = swap.instance_id ? await loadInstance(ctx.db, session.tenant_id, swap.instance_id) : undefined
    if (swap.other_user_id !== user.id || !instance || instance.status !== 'running' || instance.currentStep !== 0)
      throw refuse(lang, 'notYours')
    const moved = await fireEvent(ctx, {
      tenantId: session.tenant_id,
      instanceId: instance.id,
      event: request.body.agree ? 'resolve' : 'reject',
      actorId: user.id,
      comment: request.body.comment,
      lang,
    })
    return ok({ id: swap.id, status: moved.status })
  })

  /** The applicant recalls a swap still waiting. */
  serve(api, routes.cancel, guard, async (request) => {
    const { session, user } = authOf(request)
    const lang = langFrom(request)
    const swap = await swapOf(ctx.db, session.tenant_id, request.body.id)
    if (!swap) throw paibanError(lang, 'swapNotFound')
    if (swap.user_id !== user.id || swap.status !== 'pending' || !swap.instance_id) throw refuse(lang, 'notYours')
    const moved = await fireEvent(ctx, {
      tenantId: session.tenant_id,
      instanceId: swap.instance_id,
      event: 'cancel',
      actorId: user.id,
      lang,
    })
    return ok({ id: swap.id, status: moved.status })
  })

  /** A swap for its two people and whoever may see its request (its approvers). */
  serve(api, routes.detail, guard, async (request) => {
    const auth = authOf(request)
    const lang = langFrom(request)
    const swap = await swapOf(ctx.db, auth.session.tenant_id, request.body.id)
    if (!swap) throw paibanError(lang, 'swapNotFound')
    const instance = swap.instance_id ? await loadInstance(ctx.db, swap.tenant_id, swap.instance_id) : undefined
    const party = swap.user_id === auth.user.id || swap.other_user_id === auth.user.id
    if (!party && !(instance && (await canView(ctx.db, auth, instance)))) throw paibanError(lang, 'swapNotFound')
    const names = await namesOf(ctx.db, swap.tenant_id, swap)
    return ok({
      id: swap.id,
      name: names.mine,
      day: swap.day,
      otherName: names.theirs,
      otherDay: swap.other_day,
      reason: swap.reason,
      status: swap.status,
      instanceId: swap.instance_id,
      createdAt: Number(swap.created_at),
      mine: swap.user_id === auth.user.id,
    })
  })
}
