import { randomUUID } from 'node:crypto'
import { type BodyOf, contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest, type Lang } from '../../../core/lang'
import { tenantTimeZone } from '../../scheduling'
import { reportFor } from '../centre/access'
import { reportError } from '../centre/errors'
import { checkParams } from '../centre/params'
import { nextRunAfter, type Schedule } from './schedule'
import { subscriptionView } from './views'

const { subscriptions: routes } = contract.report
type SaveBody = BodyOf<typeof routes.save>

/** The schedule of a save: weekly needs its weekday, monthly its day of the month; throws badSchedule. */
function scheduleFrom(body: SaveBody, lang: Lang): Schedule {
  if (body.frequency === 'weekly') {
    if (body.weekday === undefined)
      throw reportError(lang, 'badSchedule', {
        detail: lang === 'en' ? 'a weekly report needs its weekday' : '每周推送须选择星期几',
      })
    return { frequency: 'weekly', weekday: body.weekday, hour: body.hour }
  }
  if (body.frequency === 'monthly') {
    if (body.monthDay === undefined)
      throw reportError(lang, 'badSchedule', {
        detail: lang === 'en' ? 'a monthly report needs its day of the month' : '每月推送须选择日期',
      })
    return { frequency: 'monthly', monthDay: body.monthDay, hour: body.hour }
  }
  return { frequency: 'daily', hour: body.hour }
}

/**
 * A user's report subscriptions (/report/web/subscription): subscribe to a report they may run, with its parameters
 * and a schedule in the tenant's time zone; list, pause or resume, and delete their own.
 */
export function subscriptionRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireSession(ctx) }
  const own = async (tenantId: number, userId: number, id: string, lang: Lang) => {
    const row = await ctx.db
      .selectFrom('report_subscription')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row) throw reportError(lang, 'subscriptionNotFound')
    return row
  }

  serve(api, routes.save, guard, async (request) => {
    const { session } = authOf(request)
    const lang = langOfRequest(request)
    const report = await reportFor(ctx.db, session.tenant_id, session.user_id, request.body.code, lang)
    const params = await checkParams(ctx.db, session.tenant_id, report, request.body.params ?? {}, lang, true)
    const schedule = scheduleFrom(request.body, lang)
    const now = ctx.now()
    const row = {
      tenant_id: session.tenant_id,
      id: randomUUID(),
      user_id: session.user_id,
      report_code: report.code,
      params: JSON.stringify(params),
      frequency: schedule.frequency,
      weekday: schedule.frequency === 'weekly' ? schedule.weekday : 0,
      month_day: schedule.frequency === 'monthly' ? schedule.monthDay : 0,
      hour: schedule.hour,
      paused: 0,
      next_run_at: nextRunAfter(schedule, now, await tenantTimeZone(ctx.db, session.tenant_id)),
      created_at: now,
    }
    await ctx.db.insertInto('report_subscription').values(row).execute()
    return ok(subscriptionView(ctx.db, row, lang))
  })

  serve(api, routes.list, guard, async (request) => {
    const { session } = authOf(request)
    const rows = await ctx.db
      .selectFrom('report_subscription')
      .selectAll()
      .where('tenant_id', '=', session.tenant_id)
      .where('user_id', '=', session.user_id)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute()
    return ok({ rows: rows.map((row) => subscriptionView(ctx.db, row, langOfRequest(request))) })
  })

  serve(api, routes.pause, guard, async (request) => {
    const { session } = authOf(request)
    const lang = langOfRequest(request)
    const row = await own(session.tenant_id, session.user_id, request.body.id, lang)
    const paused = request.body.paused ? 1 : 0
    // Resumed: the next run is the schedule's next time from now, not one missed while paused.
    const next = paused
      ? row.next_run_at
      : nextRunAfter(
          subscriptionView(ctx.db, row, lang).schedule,
          ctx.now(),
          await tenantTimeZone(ctx.db, session.tenant_id),
        )
    await ctx.db
      .updateTable('report_subscription')
      .set({ paused, next_run_at: next })
      .where('tenant_id', '=', session.tenant_id)
      .where('id', '=', row.id)
      .execute()
    return ok(subscriptionView(ctx.db, { ...row, paused, next_run_at: next }, lang))
  })

  serve(api, routes.remove, guard, async (request) => {
    const { session } = authOf(request)
    const row = await own(session.tenant_id, session.user_id, request.body.id, langOfRequest(request))
    await ctx.db
      .deleteFrom('report_subscription')
      .where('tenant_id', '=', session.tenant_id)
      .where('id', '=', row.id)
      .execute()
    return ok({ id: row.id })
  })
}
