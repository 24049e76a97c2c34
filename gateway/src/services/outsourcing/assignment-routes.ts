import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { Db } from '../../core/db/types'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import type { Lang } from '../../core/lang'
import { langOfRequest } from '../../core/lang'
import { organsOfTenant } from '../../core/org-tree'
import { OUTSOURCING_FUNCTIONS as F } from './functions'
import { nextId } from './ids'
import { checkedPeriod, checkedRate } from './input'
import { touchesMonth } from './months'
import { outsourcingError } from './texts'

const routes = contract.outsourcing.workers

/** Refuses a change to days of a month whose statement of the worker's provider HR confirmed (it is frozen). */
async function refuseConfirmed(
  db: Db,
  lang: Lang,
  tenantId: number,
  providerId: number,
  periods: Array<{ from: string; to: string | null }>,
) {
  const confirmed = await db
    .selectFrom('outsourcing_statement')
    .select('month')
    .where('tenant_id', '=', tenantId)
    .where('provider_id', '=', providerId)
    .execute()
  const hit = confirmed.find((row) => periods.some((period) => touchesMonth(row.month, period.from, period.to)))
  if (hit) throw outsourcingError(lang, 'confirmed', { month: hit.month })
}

/** Workers' assignments to departments (saving and removing: 880201), from–to with an optional rate of their own. */
export function assignmentRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = requireFunction(ctx, F.editWorkers)

  serve(api, routes.saveAssignment, { preHandler: guard }, async (request) => {
    const lang = langOfRequest(request)
    const tenantId = authOf(request).session.tenant_id
    const body = request.body
    const period = checkedPeriod(lang, body.from, body.to || null)
    const rate = body.rate?.trim() ? checkedRate(lang, body.rate) : null
    const worker = await ctx.db
      .selectFrom('outsourcing_worker')
      .select(['id', 'provider_id'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', body.workerId)
      .executeTakeFirst()
    if (!worker) throw outsourcingError(lang, 'workerNotFound')
    if (!(await organsOfTenant(ctx.db, tenantId)).some((organ) => organ.id === body.organId))
      throw outsourcingError(lang, 'organNotFound')
    const others = await ctx.db
      .selectFrom('outsourcing_assignment')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('worker_id', '=', worker.id)
      .execute()
    const old = body.id === undefined ? undefined : others.find((a) => a.id === body.id)
    if (body.id !== undefined && !old) throw outsourcingError(lang, 'assignmentNotFound')
    const overlaps = others.some(
      (a) => a.id !== body.id && a.from_day <= (period.to ?? '9999-12-31') && (a.to_day ?? '9999-12-31') >= period.from,
    )
    if (overlaps) throw outsourcingError(lang, 'overlapping')
    await refuseConfirmed(
      ctx.db,
      lang,
      tenantId,
      worker.provider_id,
      old ? [period, { from: old.from_day, to: old.to_day }] : [period],
    )
    const values = {
      worker_id: worker.id,
      organ_id: body.organId,
      from_day: period.from,
      to_day: period.to,
      rate_fen: rate,
    }
    if (old) {
      await ctx.db
        .updateTable('outsourcing_assignment')
        .set(values)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', old.id)
        .execute()
      return ok({ id: old.id })
    }
    const assignmentId = await nextId(ctx.db, 'outsourcing_assignment', tenantId)
    await ctx.db
      .insertInto('outsourcing_assignment')
      .values({ tenant_id: tenantId, id: assignmentId, ...values, created_at: ctx.now() })
      .execute()
    return ok({ id: assignmentId })
  })

  serve(api, routes.removeAssignment, { preHandler: guard }, async (request) => {
    const lang = langOfRequest(request)
    const tenantId = authOf(request).session.tenant_id
    const old = await ctx.db
      .selectFrom('outsourcing_assignment')
      .innerJoin('outsourcing_worker', (join) =>
        join
          .onRef('outsourcing_worker.tenant_id', '=', 'outsourcing_assignment.tenant_id')
          .onRef('outsourcing_worker.id', '=', 'outsourcing_assignment.worker_id'),
      )
      .select([
        'outsourcing_assignment.id',
        'outsourcing_assignment.from_day',
        'outsourcing_assignment.to_day',
        'outsourcing_worker.provider_id',
      ])
      .where('outsourcing_assignment.tenant_id', '=', tenantId)
      .where('outsourcing_assignment.id', '=', request.body.id)
      .executeTakeFirst()
    if (!old) throw outsourcingError(lang, 'assignmentNotFound')
    await refuseConfirmed(ctx.db, lang, tenantId, old.provider_id, [{ from: old.from_day, to: old.to_day }])
    await ctx.db
      .deleteFrom('outsourcing_assignment')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', old.id)
      .execute()
    return ok({ id: old.id })
  })
}
