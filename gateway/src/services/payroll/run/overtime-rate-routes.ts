import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { actorOf, writeAudit } from '../audit'
import { SALARY_FUNCTIONS } from '../functions'
import { leavePayoutPctOf } from './leave-payout'
import { overtimeRatesOf, STATUTORY_RATES } from './overtime-pay'

const { overtimeRates: routes } = contract.payroll

/**
 * The tenant's overtime rates (percent of the hourly wage per class of day) and its untaken annual leave payout rate
 * (percent of the daily wage), read with the salary items (8201) and changed by who may change them (820101); a change
 * is audited and applies to runs calculated after it.
 */
export function overtimeRateRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.get, { preHandler: requireFunction(ctx, SALARY_FUNCTIONS.items) }, async (request) => {
    return ok(await overtimeRatesOf(ctx.db, authOf(request).session.tenant_id))
  })

  serve(api, routes.save, { preHandler: requireFunction(ctx, SALARY_FUNCTIONS.editItems) }, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const { workday, restDay, statutory } = request.body
    const row = {
      workday_pct: workday,
      rest_day_pct: restDay,
      statutory_pct: statutory,
      updated_by: auth.user.id,
      updated_at: ctx.now(),
    }
    await ctx.db
      .insertInto('salary_overtime_rate')
      .values({ tenant_id: tenantId, ...row })
      .onConflict((oc) => oc.column('tenant_id').doUpdateSet(row))
      .execute()
    await writeAudit(
      ctx.db,
      { tenantId, runId: null, actor: actorOf(auth), action: 'overtimeRates', detail: { workday, restDay, statutory } },
      ctx.now(),
    )
    return ok({ workday, restDay, statutory })
  })

  serve(api, routes.leavePayoutGet, { preHandler: requireFunction(ctx, SALARY_FUNCTIONS.items) }, async (request) => {
    return ok({ percent: await leavePayoutPctOf(ctx.db, authOf(request).session.tenant_id) })
  })

  serve(
    api,
    routes.leavePayoutSave,
    { preHandler: requireFunction(ctx, SALARY_FUNCTIONS.editItems) },
    async (request) => {
      const auth = authOf(request)
      const tenantId = auth.session.tenant_id
      const { percent } = request.body
      const change = { leave_payout_pct: percent, updated_by: auth.user.id, updated_at: ctx.now() }
      // A tenant without a row yet keeps the statutory overtime rates beside its payout rate.
      const rates = STATUTORY_RATES
      await ctx.db
        .insertInto('salary_overtime_rate')
        .values({
          tenant_id: tenantId,
          workday_pct: rates.workday,
          rest_day_pct: rates.restDay,
          statutory_pct: rates.statutory,
          ...change,
        })
        .onConflict((oc) => oc.column('tenant_id').doUpdateSet(change))
        .execute()
      await writeAudit(
        ctx.db,
        { tenantId, runId: null, actor: actorOf(auth), action: 'leavePayoutRate', detail: { percent } },
        ctx.now(),
      )
      return ok({ percent })
    },
  )
}
