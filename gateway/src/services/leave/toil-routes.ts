import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { toilMonthsOf } from './credits'
import { restOvertimePolicyOf } from './pay-class'
import { LEAVE_FUNCTIONS, today } from './store'

const { toil: routes } = contract.leave

/**
 * Time off in lieu: my credits with their expiry (My leave, 8001), the newest 100 by expiry; how many months a new
 * credit lasts and whether rest-day overtime earns time off in lieu (pay-class.ts), read and saved by HR (801001).
 */
export function toilRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.credits, { preHandler: requireFunction(ctx, LEAVE_FUNCTIONS.myLeave) }, async (request) => {
    const { session, user } = authOf(request)
    const day = today(ctx.now())
    const rows = await ctx.db
      .selectFrom('leave_credit')
      .selectAll()
      .where('tenant_id', '=', session.tenant_id)
      .where('user_id', '=', user.id)
      .orderBy('expires_on', 'desc')
      .orderBy('earned_on', 'desc')
      .orderBy('id')
      .limit(100)
      .execute()
    return ok(
      rows.map((row) => {
        const earned = Number(row.earned_hours)
        const used = Number(row.used_hours)
        const state = row.expires_on < day ? 'expired' : used >= earned ? 'usedUp' : 'active'
        return {
          id: row.id,
          overtimeId: row.overtime_id,
          earnedOn: row.earned_on,
          expiresOn: row.expires_on,
          earned,
          used,
          left: Math.round((earned - used) * 100) / 100,
          state,
        }
      }),
    )
  })

  const settings = { preHandler: requireFunction(ctx, LEAVE_FUNCTIONS.toilSettings) }
  serve(api, routes.settings, settings, async (request) => {
    const { session } = authOf(request)
    const [months, restOvertime] = await Promise.all([
      toilMonthsOf(ctx.db, session.tenant_id),
      restOvertimePolicyOf(ctx.db, session.tenant_id),
    ])
    return ok({ months, restOvertime })
  })

  serve(api, routes.saveSettings, settings, async (request) => {
    const { session, user } = authOf(request)
    const restOvertime = request.body.restOvertime ?? (await restOvertimePolicyOf(ctx.db, session.tenant_id))
    const row = {
      toil_months: request.body.months,
      rest_overtime: restOvertime,
      updated_by: user.id,
      updated_at: ctx.now(),
    }
    await ctx.db
      .insertInto('leave_setting')
      .values({ tenant_id: session.tenant_id, ...row })
      .onConflict((oc) => oc.column('tenant_id').doUpdateSet(row))
      .execute()
    return ok({ months: request.body.months, restOvertime })
  })
}
