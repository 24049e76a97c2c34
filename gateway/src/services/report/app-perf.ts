import { randomUUID } from 'node:crypto'
import { contract, type reportContract, type Static } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { authOf, requireFunction, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { Db } from '../../core/db/types'
import { ok } from '../../core/envelope'
import { GatewayError } from '../../core/errors'
import { serve } from '../../core/http/serve'
import { AUDIT_CHANNEL_ONLY, fromShell } from '../access'

/** Values one user may add per minute (within the session's tenant); the rest are counted and dropped. */
export const PERF_ROWS_PER_MINUTE = 600
const PERCENTILES = [50, 75, 95] as const
const DAY_MS = 86_400_000
const { appPerf: routes } = contract.report

/** One app's metric over the period: sample count and nearest-rank percentiles. */
export type PerfSummaryRow = Static<typeof reportContract.perfRow>

/**
 * Count and nearest-rank percentiles per app and metric, computed by the database: rank
 * ceil(p/100 × n) is `(p × n + 99) / 100` in integer arithmetic, the same on SQLite and PostgreSQL.
 */
export async function perfSummary(db: Db, tenantId: number, since: number, until: number): Promise<PerfSummaryRow[]> {
  const ranked = db
    .selectFrom('app_perf')
    .select(['app', 'name', 'value'])
    .select((eb) => [
      eb.fn
        .agg<number>('row_number')
        .over((over) => over.partitionBy(['app', 'name']).orderBy('value'))
        .as('rank'),
      eb.fn
        .countAll<number>()
        .over((over) => over.partitionBy(['app', 'name']))
        .as('n'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('at', '>=', since)
    .where('at', '<=', until)
  const rows = await db
    .selectFrom(ranked.as('ranked'))
    .select(['app', 'name'])
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      ...PERCENTILES.map((p) =>
        eb.fn
          .max<number>(
            eb
              .case()
              .when('rank', '=', sql<number>`(${sql.lit(p)} * n + 99) / 100`)
              .then(eb.ref('value'))
              .end(),
          )
          .as(`p${p}`),
      ),
    ])
    .groupBy(['app', 'name'])
    .execute()
  // Sorted here: PostgreSQL's collation may order '-' unlike SQLite's byte order.
  const byKey = (row: { app: string; name: string }) => `${row.app}\u0000${row.name}`
  return rows
    .map((row) => ({
      app: row.app,
      name: row.name as PerfSummaryRow['name'],
      count: Number(row.count),
      p50: Number(row.p50),
      p75: Number(row.p75),
      p95: Number(row.p95),
    }))
    .sort((a, b) => (byKey(a) < byKey(b) ? -1 : 1))
}

/** Apps' web vitals, forwarded in batches by the shell, and their summary for administrators. */
export function appPerfRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.batch, { preHandler: requireSession(ctx) }, async (request) => {
    if (!fromShell(request, ctx.config)) {
      throw new GatewayError(AUDIT_CHANNEL_ONLY, 'Only the portal reports app performance', 403)
    }
    const { session } = authOf(request)
    const receivedAt = ctx.now()
    const since = receivedAt - (receivedAt % 60_000)
    const { records } = request.body
    const stored = await ctx.db.transaction().execute(async (trx) => {
      const { used } = await trx
        .selectFrom('app_perf')
        .select((eb) => eb.fn.countAll<number>().as('used'))
        .where('tenant_id', '=', session.tenant_id)
        .where('user_id', '=', session.user_id)
        .where('received_at', '>=', since)
        .executeTakeFirstOrThrow()
      const kept = records.slice(0, Math.max(0, PERF_ROWS_PER_MINUTE - Number(used)))
      if (kept.length) {
        await trx
          .insertInto('app_perf')
          .values(
            kept.map((r) => ({
              id: randomUUID(),
              tenant_id: session.tenant_id,
              user_id: session.user_id,
              app: r.app,
              name: r.name,
              value: r.value,
              at: r.at,
              received_at: receivedAt,
            })),
          )
          .execute()
      }
      return kept.length
    })
    const dropped = records.length - stored
    if (dropped)
      request.log.warn({ userId: session.user_id, dropped }, 'app perf records over the per-minute cap dropped')
    return ok({ stored, dropped })
  })

  // Administrators: super users, or holders of the App performance page (4002).
  serve(app, routes.summary, { preHandler: requireFunction(ctx, '4002') }, async (request) => {
    // days defaults as in the contract (7), so it types as a number.
    const { days = 7 } = request.body
    const now = ctx.now()
    return ok(await perfSummary(ctx.db, authOf(request).session.tenant_id, now - days * DAY_MS, now))
  })
}
