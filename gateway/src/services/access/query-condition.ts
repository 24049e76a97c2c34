import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import { sessionTenant } from '../../core/auth/tenant'
import type { GatewayContext } from '../../core/context'
import type { Db } from '../../core/db/types'
import { ok } from '../../core/envelope'
import { GatewayError, codes } from '../../core/errors'
import { serve } from '../../core/http/serve'

/** The tenant's AMap (Gaode) key (query condition item `gaodeMapKey`, bizTypeId 66, channel 1), or null when none is set. */
export async function mapKeyOf(db: Db, tenantId: number): Promise<string | null> {
  const row = await db
    .selectFrom('query_condition_item')
    .select('value')
    .where('biz_type_id', '=', 66)
    .where('tenant_id', '=', tenantId)
    .where('channel', '=', 1)
    .where('item_key', '=', 'gaodeMapKey')
    .executeTakeFirst()
  return row?.value.trim() || null
}

/** §7 "Query condition item by key": the map scripts read their keys here (bizTypeId 66, channel 1). */
export function queryConditionRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, contract.access.menu.itemByKey, { preHandler: requireSession(ctx) }, async (request) => {
    const { bizTypeId, channel, key } = request.body
    const tenantId = sessionTenant(authOf(request).session.tenant_id, request.body.tenantId)
    const row = await ctx.db
      .selectFrom('query_condition_item')
      .select('value')
      .where('biz_type_id', '=', bizTypeId)
      .where('tenant_id', '=', tenantId)
      .where('channel', '=', channel)
      .where('item_key', '=', key)
      .executeTakeFirst()
    if (!row) throw new GatewayError(codes.conditionItemNotFound, `Query condition item not found: ${key}`)
    return ok({ value: row.value })
  })
}
