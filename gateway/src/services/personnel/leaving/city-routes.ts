import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { Money } from '../../../core/money'
import { LEAVING_FUNCTION } from './access'
import { citiesOf, saveCity } from './cities'
import { leavingError } from './errors'

const routes = contract.personnel.leaving

/** The tenant's local average wages by city (HR, function 1107): listed, saved, removed. */
export function cityRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const hr = { preHandler: requireFunction(ctx, LEAVING_FUNCTION) }

  serve(app, routes.cities, hr, async (request) => ok(await citiesOf(ctx.db, authOf(request).session.tenant_id)))

  serve(app, routes.saveCity, hr, async (request) => {
    const auth = authOf(request)
    const { city, monthlyWage, annualWage, isDefault = false } = request.body
    if (!new Money(monthlyWage).greaterThan(0) || !new Money(annualWage).greaterThan(0))
      throw leavingError(langOfRequest(request), 'badAmount')
    const tenantId = auth.session.tenant_id
    const first = (await citiesOf(ctx.db, tenantId)).length === 0
    const saved = { city: city.trim(), monthlyWage, annualWage, isDefault: isDefault || first }
    await saveCity(ctx.db, tenantId, saved, auth.user.id, ctx.now())
    return ok(await citiesOf(ctx.db, tenantId))
  })

  serve(app, routes.removeCity, hr, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    await ctx.db
      .deleteFrom('leaving_city_wage')
      .where('tenant_id', '=', tenantId)
      .where('city', '=', request.body.city)
      .execute()
    return ok(await citiesOf(ctx.db, tenantId))
  })
}
