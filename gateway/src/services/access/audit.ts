import { randomUUID } from 'node:crypto'
import { contract, accessContract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import type { Insertable } from 'kysely'
import { authOf, requireFunction, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { Db } from '../../core/db/types'
import type { BridgeAuditTable } from './tables'
import { ok } from '../../core/envelope'
import { GatewayError } from '../../core/errors'
import { checkRecord } from './audit-records'
import { auditChannelRoute, checkSignedBatch } from './audit-channel'
import { fromShell } from './audit-origin'
import { serve } from '../../core/http/serve'

export { fromShell }

/** Rows one user's app may add one by one per minute; beyond that its records are counted into summary rows. */
export const AUDIT_ROWS_PER_MINUTE = 300
/** Distinct summary rows per app and minute; further methods count into one row named '*'. */
const SUMMARY_METHODS = 20
export const AUDIT_CHANNEL_ONLY = accessContract.JOYHR.auditChannelOnly
const routes = contract.access.audit

type Row = Insertable<BridgeAuditTable>

/** Writes one audited call made by the gateway on an app's behalf (the AI assistant's tools). */
export async function writeAuditRecord(db: Db, row: Omit<Row, 'count'>): Promise<void> {
  await db.insertInto('bridge_audit').values(row).execute()
}

/** Adds `n` calls to this minute's summary row of (app, method, decision), creating it when missing. */
async function summarise(
  db: Db,
  base: Omit<Row, 'id' | 'method' | 'decision' | 'count' | 'reason'>,
  method: string,
  decision: string,
  n: number,
  since: number,
) {
  const found = await db
    .selectFrom('bridge_audit')
    .select(['id', 'count'])
    .where('user_id', '=', base.user_id)
    .where('app', '=', base.app)
    .where('received_at', '>=', since)
    .where('method', '=', method)
    .where('decision', '=', decision)
    .where('reason', '=', 'summary')
    .executeTakeFirst()
  if (found)
    await db
      .updateTable('bridge_audit')
      .set({ count: found.count + n })
      .where('id', '=', found.id)
      .execute()
  else
    await db
      .insertInto('bridge_audit')
      .values({ ...base, id: randomUUID(), method, decision, reason: 'summary', count: n })
      .execute()
}

/**
 * Bridge audit records posted by the shell's host side in signed batches (audit-channel.ts), the
 * channel that signs them, and their list for administrators.
 */
export function auditRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  auditChannelRoute(app, ctx)
  serve(app, routes.batch, { preHandler: requireSession(ctx) }, async (request) => {
    if (!fromShell(request, ctx.config)) {
      throw new GatewayError(AUDIT_CHANNEL_ONLY, 'Only the portal writes audit records', 403)
    }
    await checkSignedBatch(ctx, request, request.body)
    const { session } = authOf(request)
    const receivedAt = ctx.now()
    const since = receivedAt - (receivedAt % 60_000)
    const checked = request.body.records.map((raw) => checkRecord(raw, receivedAt))
    const rows: Row[] = checked
      .map((r) =>
        'problem' in r
          ? {
              app: r.app,
              origin: '',
              method: r.method,
              capability: '',
              decision: 'anomaly',
              reason: r.problem,
              arg_bytes: 0,
              latency_ms: 0,
              at: r.at,
              count: 1,
            }
          : {
              app: r.app,
              origin: r.origin,
              method: r.method,
              capability: r.capability,
              decision: r.decision,
              reason: r.reason,
              arg_bytes: r.argBytes,
              latency_ms: r.latencyMs,
              at: r.at,
              count: r.count,
            },
      )
      .map((r) => ({
        ...r,
        id: randomUUID(),
        user_id: session.user_id,
        tenant_id: session.tenant_id,
        received_at: receivedAt,
      }))

    let stored = 0
    let counted = 0
    await ctx.db.transaction().execute(async (trx) => {
      for (const appName of new Set(rows.map((r) => r.app))) {
        const ofApp = rows.filter((r) => r.app === appName)
        const { used } = await trx
          .selectFrom('bridge_audit')
          .select((eb) => eb.fn.countAll<number>().as('used'))
          .where('user_id', '=', session.user_id)
          .where('app', '=', appName)
          .where('received_at', '>=', since)
          .where('reason', '!=', 'summary')
          .executeTakeFirstOrThrow()
        const room = Math.max(0, AUDIT_ROWS_PER_MINUTE - Number(used))
        const single = ofApp.slice(0, room)
        if (single.length) await trx.insertInto('bridge_audit').values(single).execute()
        stored += single.length
        const over = new Map<string, { method: string; decision: string; n: number }>()
        const summarised =
          ofApp.length > room
            ? new Set(
                (
                  await trx
                    .selectFrom('bridge_audit')
                    .select(['method', 'decision'])
                    .where('user_id', '=', session.user_id)
                    .where('app', '=', appName)
                    .where('received_at', '>=', since)
                    .where('reason', '=', 'summary')
                    .execute()
                ).map((r) => `${r.method}|${r.decision}`),
              )
            : new Set<string>()
        for (const row of ofApp.slice(room)) {
          const known = summarised.has(`${row.method}|${row.decision}`) || over.has(`${row.method}|${row.decision}`)
          const method = !known && summarised.size + over.size >= SUMMARY_METHODS ? '*' : row.method
          const key = `${method}|${row.decision}`
          const entry = over.get(key) ?? { method, decision: row.decision, n: 0 }
          entry.n += row.count ?? 1
          over.set(key, entry)
          counted += 1
        }
        const base = {
          user_id: session.user_id,
          tenant_id: session.tenant_id,
          app: appName,
          origin: ofApp[0].origin,
          capability: '',
          arg_bytes: 0,
          latency_ms: 0,
          at: receivedAt,
          received_at: receivedAt,
        }
        for (const { method, decision, n } of over.values()) await summarise(trx, base, method, decision, n, since)
      }
    })
    return ok({ stored, summarised: counted, anomalies: checked.filter((r) => 'problem' in r).length })
  })

  serve(app, routes.list, { preHandler: requireFunction(ctx, '1003') }, async (request) => {
    // page and rows default as in the contract (1 and 10), so they type as numbers.
    const { page = 1, rows = 10, app: appName, decision } = request.body
    let base = ctx.db.selectFrom('bridge_audit').where('tenant_id', '=', authOf(request).session.tenant_id)
    if (appName) base = base.where('app', '=', appName)
    if (decision) base = base.where('decision', '=', decision)
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
    const found = await base
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id')
      .limit(rows)
      .offset((page - 1) * rows)
      .execute()
    return ok({
      total: Number(total),
      page,
      totalPage: Math.max(1, Math.ceil(Number(total) / rows)),
      rows: found.map((r) => ({
        id: r.id,
        userId: r.user_id,
        tenantId: r.tenant_id,
        app: r.app,
        origin: r.origin,
        method: r.method,
        capability: r.capability,
        decision: r.decision,
        reason: r.reason,
        argBytes: r.arg_bytes,
        latencyMs: r.latency_ms,
        at: r.at,
        receivedAt: r.received_at,
        count: r.count,
      })),
    })
  })
}
