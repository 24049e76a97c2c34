import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { OUTSOURCING_FUNCTIONS as F } from './functions'
import { nextId } from './ids'
import { checkedMobile, checkedName, checkedPeriod, checkedRate } from './input'
import { outsourcingError } from './texts'
import { providerView } from './views'

const routes = contract.outsourcing.providers

/** Outsourcing companies (8801; saving 880101): name, contact, contract period and billing rule. */
export function providerRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.list, { preHandler: requireFunction(ctx, F.providers) }, async (request) => {
    const rows = await ctx.db
      .selectFrom('outsourcing_provider')
      .selectAll()
      .where('tenant_id', '=', authOf(request).session.tenant_id)
      .orderBy('id')
      .execute()
    return ok({ providers: rows.map(providerView) })
  })

  serve(api, routes.save, { preHandler: requireFunction(ctx, F.editProviders) }, async (request) => {
    const lang = langOfRequest(request)
    const tenantId = authOf(request).session.tenant_id
    const body = request.body
    const period = checkedPeriod(lang, body.contractFrom, body.contractTo)
    const values = {
      name: checkedName(lang, body.name, 100),
      contact_name: checkedName(lang, body.contactName, 50),
      contact_phone: checkedMobile(lang, body.contactPhone),
      contract_from: period.from,
      contract_to: period.to!,
      rate_unit: body.rateUnit,
      rate_fen: checkedRate(lang, body.rate),
      updated_at: ctx.now(),
    }
    if (body.id === undefined) {
      const providerId = await nextId(ctx.db, 'outsourcing_provider', tenantId)
      await ctx.db
        .insertInto('outsourcing_provider')
        .values({ tenant_id: tenantId, id: providerId, ...values, created_at: values.updated_at })
        .execute()
      return ok({ id: providerId })
    }
    const changed = await ctx.db
      .updateTable('outsourcing_provider')
      .set(values)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', body.id)
      .executeTakeFirst()
    if (Number(changed.numUpdatedRows) === 0) throw outsourcingError(lang, 'providerNotFound')
    return ok({ id: body.id })
  })
}
