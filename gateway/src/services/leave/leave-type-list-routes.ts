import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { applicantOf, ineligibility } from './eligibility'
import { settledFactsOf } from './entitlement/settled'
import { leaveTypeRows } from './type-rows'
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
    const rows = await leaveTypeRows(ctx.db, session.tenant_id)
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
    const tenantId = session.tenant_id
    const onDay = today(ctx.now())
    const thisYear = Number(onDay.slice(0, 4))
    const year = request.body.year ?? thisYear
    // The caller's staff facts: who they are for the types' rules. This year's and next year's entitlements are known:
    // they are settled for the caller before they are shown (once a month until the facts or the ledger change).
    const facts = await settledFactsOf(ctx.db, tenantId, user.id, year, onDay, ctx.now())
    const [balances, types] = await Promise.all([
      balancesOf(ctx.db, tenantId, user.id, year, onDay),
      leaveTypeRows(ctx.db, tenantId),
    ])
    // A type the caller may never take (maternity leave to a man) is not shown.
    const barred = (code: string) => {
      const gender = types.find((type) => type.code === code)?.gender ?? null
      return gender !== null && facts !== undefined && facts.gender !== gender
    }
    return ok(balances.filter((balance) => !barred(balance.typeCode)))
  })
}
