import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { overtimeAskedDaysOf } from '../leave'
import { kaoqinError } from './errors'
import { recompute } from './results'
import { callerEmployee } from './scope'
import { say } from './texts'

const { offers: routes } = contract.attendance
const DAY = 86_400_000
/** An overtime request asked after the work may be for a day up to this many days back (vacation's apply route). */
const DAYS_BACK = 31
const REASON = { rest: 'offerRest', holiday: 'offerHoliday', afterShift: 'offerAfterShift' } as const

type Kind = keyof typeof REASON

/**
 * Suggested overtime (every staff member's own): the overtime their punches showed under their group's rules, on the
 * days an overtime request may still be asked after the work and was not; a click in the attendance app opens the
 * ordinary overtime form prefilled with it, so what is sent is an ordinary request with its ordinary approval.
 */
export function offerRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireSession(ctx) }

  serve(api, routes.mine, guard, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const self = await callerEmployee(ctx, auth, lang)
    if (self.id < 0) return ok([])
    const today = Math.floor(ctx.now() / DAY) * DAY
    const from = new Date(today - DAYS_BACK * DAY).toISOString().slice(0, 10)
    const to = new Date(today).toISOString().slice(0, 10)
    // The person's days judged afresh, so the offers follow their latest punches and group rules.
    await recompute(ctx.db, tenantId, [self.id], from, to, ctx.now())
    const [rows, asked] = await Promise.all([
      ctx.db
        .selectFrom('overtime_offer')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('employee_id', '=', self.id)
        .where('status', '=', 'open')
        .where('day', '>=', from)
        .where('day', '<=', to)
        .orderBy('day', 'desc')
        .orderBy('kind')
        .execute(),
      overtimeAskedDaysOf(ctx.db, tenantId, auth.user.id, from, to),
    ])
    return ok(
      rows
        .filter((row) => !asked.has(row.day))
        .map((row) => ({
          day: row.day,
          kind: row.kind as Kind,
          startTime: row.start_time,
          endTime: row.end_time,
          minutes: Number(row.minutes),
          reason: say(lang, REASON[row.kind as Kind], { day: row.day, start: row.start_time, end: row.end_time }),
        })),
    )
  })

  serve(api, routes.dismiss, guard, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const self = await callerEmployee(ctx, auth, lang)
    const { day, kind } = request.body
    const done = await ctx.db
      .updateTable('overtime_offer')
      .set({ status: 'dismissed' })
      .where('tenant_id', '=', auth.session.tenant_id)
      .where('employee_id', '=', self.id)
      .where('day', '=', day)
      .where('kind', '=', kind)
      .where('status', '=', 'open')
      .executeTakeFirst()
    if (Number(done.numUpdatedRows) === 0) throw kaoqinError(lang, 'offerNotFound', { day })
    return ok({ day, kind })
  })
}
