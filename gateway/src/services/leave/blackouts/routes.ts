import { randomUUID } from 'node:crypto'
import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import type { Db } from '../../../core/db/types'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { leaveError } from '../errors'
import { LEAVE_FUNCTIONS, today } from '../store'
import { auditBlackout } from './audit'
import { checkedBlackout } from './check'
import { blackoutOf } from './periods'

const { blackouts: routes } = contract.leave

/** The tenant's periods (those ending on or after `from` when given), by start date, with who saved each last. */
async function periodsOf(db: Db, tenantId: number, from: string | null, id?: string) {
  let query = db
    .selectFrom('leave_blackout')
    .leftJoin('app_user', 'app_user.id', 'leave_blackout.updated_by')
    .selectAll('leave_blackout')
    .select(['app_user.real_name', 'app_user.user_name'])
    .where('leave_blackout.tenant_id', '=', tenantId)
  if (from) query = query.where('leave_blackout.end_date', '>=', from)
  if (id) query = query.where('leave_blackout.id', '=', id)
  const rows = await query.orderBy('leave_blackout.start_date').orderBy('leave_blackout.id').execute()
  return rows.map((row) => ({
    ...blackoutOf(row),
    updatedAt: Number(row.updated_at),
    updatedBy: row.real_name || row.user_name || null,
  }))
}

/**
 * Blackout periods (function 8013, HR): the list, saving one (new, or a change of one by its id) and deleting one; every
 * change is written to the tenant's audit log. A leave touching a period is refused (leave-routes.ts, handler.ts).
 */
export function blackoutRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, LEAVE_FUNCTIONS.blackouts) }

  serve(api, routes.list, guard, async (request) => {
    const { session } = authOf(request)
    return ok(await periodsOf(ctx.db, session.tenant_id, request.body.past ? null : today(ctx.now())))
  })

  serve(api, routes.save, guard, async (request) => {
    const { session, user } = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = session.tenant_id
    const input = await checkedBlackout(ctx.db, tenantId, request.body, lang)
    const id = request.body.id ?? randomUUID()
    const values = {
      start_date: input.startDate,
      end_date: input.endDate,
      reason: input.reason,
      type_codes: input.typeCodes && JSON.stringify(input.typeCodes),
      organ_ids: input.organIds && JSON.stringify(input.organIds),
      updated_by: user.id,
      updated_at: ctx.now(),
    }
    if (request.body.id) {
      const changed = await ctx.db
        .updateTable('leave_blackout')
        .set(values)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst()
      if (Number(changed.numUpdatedRows) === 0) throw leaveError(lang, 'blackoutNotFound')
    } else {
      await ctx.db
        .insertInto('leave_blackout')
        .values({ tenant_id: tenantId, id, ...values })
        .execute()
    }
    await auditBlackout(ctx, { tenantId, userId: user.id }, request.body.id ? 'change' : 'create', { id, ...input })
    const [saved] = await periodsOf(ctx.db, tenantId, null, id)
    return ok(saved)
  })

  serve(api, routes.remove, guard, async (request) => {
    const { session, user } = authOf(request)
    const { id } = request.body
    const gone = await ctx.db
      .deleteFrom('leave_blackout')
      .where('tenant_id', '=', session.tenant_id)
      .where('id', '=', id)
      .returning(['start_date', 'end_date', 'reason'])
      .executeTakeFirst()
    if (!gone) throw leaveError(langOfRequest(request), 'blackoutNotFound')
    await auditBlackout(ctx, { tenantId: session.tenant_id, userId: user.id }, 'delete', { id, ...gone })
    return ok({ id })
  })
}
