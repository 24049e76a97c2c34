import { randomUUID } from 'node:crypto'
import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { LeaveRequestTable } from './tables'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { dispatchWorkflowNotices, requestView, startInstance } from '../workflow'
import { langOfRequest as langFrom } from '../../core/lang'
import { formatDate, overlaps, parseDate, type Span } from './days'
import { countWorkingDays, type DayPlan } from '../scheduling'
import type { Db } from '../../core/db/types'
import { maternityExtraDescription } from './describe'
import { leaveError } from './errors'
import { leavePlansOf } from './leave-days'
import { HOLDING, LEAVE_FUNCTIONS, MATERNITY_EXTRA_BIZ_TYPE, requestOf, spanOf } from './store'

const { maternityExtra: routes } = contract.leave

/** The most extra days one supplementary maternity leave may ask (in days as the leave counts them). */
export const MAX_EXTRA_DAYS = 30

/**
 * The span of a leave moved on by `extra` working days after its end (the end becomes an afternoon), counting the
 * working days of `plans` (which start at the span's start); null when the plans end first.
 */
export function extendedSpan(span: Span, extra: number, plans: DayPlan[]): Span | null {
  const target = (countWorkingDays(plans, span) ?? 0) + extra
  for (const plan of plans) {
    if (plan.day < span.endDate) continue
    const next: Span = { ...span, endDate: plan.day, endHalf: 'pm' }
    if ((countWorkingDays(plans, next) ?? 0) >= target) return next
  }
  return null
}

/**
 * The span of an account's leave of `typeCode` moved on by `extra` days as the type counts them: calendar days
 * (maternity leave by default), or working days of the account's calendar.
 */
export async function extendedSpanOf(
  db: Db,
  tenantId: number,
  userId: number,
  span: Span,
  extra: number,
  typeCode = 'maternity',
): Promise<Span> {
  const type = await db
    .selectFrom('leave_type')
    .select('count_days')
    .where('tenant_id', '=', tenantId)
    .where('code', '=', typeCode)
    .executeTakeFirst()
  if (type?.count_days === 'calendar') {
    // Whole days after the end; a leave ending at noon ends at noon again.
    return { ...span, endDate: formatDate(parseDate(span.endDate)! + extra * 86_400_000) }
  }
  for (let reach = extra * 2 + 31; ; reach *= 2) {
    const plans = await leavePlansOf(
      db,
      tenantId,
      userId,
      span.startDate,
      formatDate(parseDate(span.endDate)! + reach * 86_400_000),
    )
    const found = extendedSpan(span, extra, plans)
    // A calendar without a working day for years: the leave ends where the search gave up.
    if (found || reach > 1000) return found ?? { ...span, endDate: plans[plans.length - 1].day, endHalf: 'pm' }
  }
}

/**
 * §9 'supplementary maternity leave' (function 800103): on an approved maternity leave of their own,
 * the applicant asks 1 to 30 extra days (as its type counts them) with a reason; the workflow `maternityExtra` decides, and on approval
 * the leave ends later and the days are added to the used maternity days (handler.ts).
 */
export function maternityExtraRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.apply, { preHandler: requireFunction(ctx, LEAVE_FUNCTIONS.maternityExtra) }, async (request) => {
    const { session, user } = authOf(request)
    const lang = langFrom(request)
    const tenantId = session.tenant_id
    const { days, reason } = request.body
    if (days < 1 || days > MAX_EXTRA_DAYS) throw leaveError(lang, 'supplementDays', { max: MAX_EXTRA_DAYS })
    const row = await requestOf(ctx.db, tenantId, request.body.id)
    if (!row || row.user_id !== user.id || row.status !== 'approved' || row.type_code !== 'maternity')
      throw leaveError(lang, 'notSupplementable')
    const waiting = await ctx.db
      .selectFrom('leave_supplement')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('request_id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    if (waiting) throw leaveError(lang, 'supplementPending')
    const span = await extendedSpanOf(ctx.db, tenantId, row.user_id, spanOf(row), days)
    await checkNoClash(ctx, row, span, lang)
    const id = randomUUID()
    const instance = await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('leave_supplement')
        .values({
          tenant_id: tenantId,
          id,
          request_id: row.id,
          user_id: user.id,
          days,
          reason,
          status: 'pending',
          instance_id: null,
          created_at: ctx.now(),
        })
        .execute()
      const started = await startInstance(
        { db: trx, now: ctx.now },
        {
          tenantId,
          bizType: MATERNITY_EXTRA_BIZ_TYPE,
          bizId: id,
          applicantId: user.id,
          lang,
          ...maternityExtraDescription(row, days, span.endDate, reason),
        },
      )
      await trx
        .updateTable('leave_supplement')
        .set({ instance_id: started.id })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute()
      return started
    })
    await dispatchWorkflowNotices(ctx, tenantId)
    return ok({ id, instanceId: instance.id, days, endDate: span.endDate, status: 'pending' })
  })

  /** The supplementary maternity leaves asked for one of the caller's leaves, newest first. */
  serve(api, routes.list, { preHandler: requireFunction(ctx, LEAVE_FUNCTIONS.myLeave) }, async (request) => {
    const { session, user } = authOf(request)
    const rows = await ctx.db
      .selectFrom('leave_supplement')
      .selectAll()
      .where('tenant_id', '=', session.tenant_id)
      .where('request_id', '=', request.body.id)
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .execute()
    return ok(
      rows.map((r) => ({
        id: r.id,
        days: Number(r.days),
        reason: r.reason,
        status: r.status,
        instanceId: r.instance_id,
        createdAt: Number(r.created_at),
      })),
    )
  })
}

/**
 * One supplementary maternity leave with the leave it extends (intent `maternityExtra.view`): for its applicant and for
 * whoever may see its workflow (its approvers, a workflow admin); anyone else gets 'does not exist'.
 */
export function maternityExtraDetailRoute(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.detail, { preHandler: requireFunction(ctx, LEAVE_FUNCTIONS.myLeave) }, async (request) => {
    const auth = authOf(request)
    const lang = langFrom(request)
    const tenantId = auth.session.tenant_id
    const extra = await ctx.db
      .selectFrom('leave_supplement')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', request.body.id)
      .executeTakeFirst()
    if (!extra) throw leaveError(lang, 'supplementNotFound')
    const { visible } = await requestView(ctx.db, auth, extra)
    if (!visible) throw leaveError(lang, 'supplementNotFound')
    const [leave, applicant] = await Promise.all([
      requestOf(ctx.db, tenantId, extra.request_id),
      ctx.db
        .selectFrom('app_user')
        .select(['real_name', 'user_name'])
        .where('id', '=', extra.user_id)
        .executeTakeFirst(),
    ])
    const span = leave ? await extendedSpanOf(ctx.db, tenantId, leave.user_id, spanOf(leave), Number(extra.days)) : null
    return ok({
      id: extra.id,
      requestId: extra.request_id,
      days: Number(extra.days),
      reason: extra.reason,
      status: extra.status,
      instanceId: extra.instance_id,
      createdAt: Number(extra.created_at),
      applicantName: applicant?.real_name || applicant?.user_name || '',
      leave: leave
        ? {
            startDate: leave.start_date,
            startHalf: leave.start_half,
            endDate: leave.end_date,
            endHalf: leave.end_half,
            days: Number(leave.days),
          }
        : null,
      // While it waits, the end the leave would get; once approved the leave already ends there.
      newEndDate: extra.status === 'pending' && span ? span.endDate : null,
    })
  })
}

/** The longer leave may not run into another leave of the applicant's. */
async function checkNoClash(ctx: GatewayContext, row: LeaveRequestTable, span: Span, lang: 'zh' | 'en'): Promise<void> {
  const others = await ctx.db
    .selectFrom('leave_request')
    .selectAll()
    .where('tenant_id', '=', row.tenant_id)
    .where('user_id', '=', row.user_id)
    .where('status', 'in', [...HOLDING])
    .where('id', '!=', row.id)
    .execute()
  const clash = others.find((other) => overlaps(spanOf(other), span))
  if (clash) throw leaveError(lang, 'overlap', { from: clash.start_date, to: clash.end_date })
}
