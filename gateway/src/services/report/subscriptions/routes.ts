import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { flag, objectBody, text } from '../../../core/http/schema'
import { langOfRequest, type Lang } from '../../../core/lang'
import { tenantTimeZone } from '../../paiban/api'
import { reportFor } from '../centre/access'
import { reportError } from '../centre/errors'
import { checkParams } from '../centre/params'
import { FREQUENCIES, nextRunAfter, type Schedule } from './schedule'
import { subscriptionView } from './views'

interface SaveBody {
  code: string
  params?: Record<string, unknown>
  frequency: Schedule['frequency']
  weekday?: number
  monthDay?: number
  hour: number
}

const saveBody = objectBody(
  {
    code: text(60, 1),
    params: { type: 'object', maxProperties: 10 },
    frequency: { type: 'string', enum: [...FREQUENCIES] },
    weekday: { type: 'integer', minimum: 1, maximum: 7 },
    monthDay: { type: 'integer', minimum: 1, maximum: 28 },
    hour: { type: 'integer', minimum: 0, maximum: 23 },
  },
  ['code', 'frequency', 'hour'],
)
const idBody = (more = {}) => objectBody({ id: text(40, 1), ...more }, ['id', ...Object.keys(more)])

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

  api.post<{ Body: SaveBody }>(
    '/report/web/subscription/save',
    { schema: { body: saveBody }, ...guard },
    async (request) => {
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
    },
  )

  api.post('/report/web/subscription/list', { schema: { body: objectBody({}) }, ...guard }, async (request) => {
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

  api.post<{ Body: { id: string; paused: boolean } }>(
    '/report/web/subscription/pause',
    { schema: { body: idBody({ paused: flag() }) }, ...guard },
    async (request) => {
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
    },
  )

  api.post<{ Body: { id: string } }>(
    '/report/web/subscription/remove',
    { schema: { body: idBody() }, ...guard },
    async (request) => {
      const { session } = authOf(request)
      const row = await own(session.tenant_id, session.user_id, request.body.id, langOfRequest(request))
      await ctx.db
        .deleteFrom('report_subscription')
        .where('tenant_id', '=', session.tenant_id)
        .where('id', '=', row.id)
        .execute()
      return ok({ id: row.id })
    },
  )
}
