import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { applicantOf, ineligibility } from './eligibility'
import { settleYear } from './entitlement/settle'
import { balancesOf, LEAVE_FUNCTIONS, today } from './store'

const { leave: routes } = contract.leave

/**
 * §7 vacation, function 8001 'My leave': the tenant's leave types, each saying whether the caller may take it, and the
 * caller's balances of a year (this year's and next year's entitlements settled first; a type the caller may never
 * take is not shown).
 */
export function leaveTypeListRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, LEAVE_FUNCTIONS.myLeave) }

  serve(api, routes.types, guard, async (request) => {
    const { session, user } = authOf(request)
    const rows = await ctx.db
      .selectFrom('leave_type')
      .selectAll()
      .where('tenant_id', '=', session.tenant_id)
      .orderBy('sort')
      .execute()
    const applicant = await applicantOf(ctx.db, session.tenant_id, user.id)
    const day = today(ctx.now())
    return ok(
      rows.map((row) => ({
        code: row.code,
        nameZh: row.name_zh,
        nameEn: row.name_en,
        tracked: row.tracked === 1,
        paid: row.paid === 1,
        unit: row.unit,
        backdateDays: row.backdate_days,
        gender: row.gender,
        minServiceMonths: row.min_service_months,
        eligible: ineligibility(row, applicant, day) === null,
      })),
    )
  })

  serve(api, routes.balances, guard, async (request) => {
    const { session, user } = authOf(request)
    const onDay = today(ctx.now())
    const thisYear = Number(onDay.slice(0, 4))
    const year = request.body.year ?? thisYear
    // This year's and next year's entitlements are known: they are settled for the caller before they are shown.
    if (year === thisYear || year === thisYear + 1)
      await settleYear(ctx.db, session.tenant_id, year, onDay, ctx.now(), [user.id])
    // A type the caller may never take (maternity leave to a man) is not shown.
    const [balances, applicant, types] = await Promise.all([
      balancesOf(ctx.db, session.tenant_id, user.id, year, onDay),
      applicantOf(ctx.db, session.tenant_id, user.id),
      ctx.db.selectFrom('leave_type').select(['code', 'gender']).where('tenant_id', '=', session.tenant_id).execute(),
    ])
    const barred = (code: string) => {
      const gender = types.find((type) => type.code === code)?.gender ?? null
      return gender !== null && applicant !== null && applicant.gender !== gender
    }
    return ok(balances.filter((balance) => !barred(balance.typeCode)))
  })
}
