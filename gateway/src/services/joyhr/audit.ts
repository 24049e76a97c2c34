import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { objectBody, text } from '../../core/http/schema'

interface AuditRecord {
  app: string
  origin: string
  method: string
  capability: string | null
  decision: 'allow' | 'deny'
  reason: string
  argBytes: number
  latencyMs: number
  at: number
}

const record = {
  type: 'object',
  additionalProperties: false,
  required: ['app', 'method', 'decision', 'at'],
  properties: {
    app: text(100, 1),
    origin: { ...text(200), default: '' },
    method: text(100, 1),
    // The bridge records capability null for unknown methods.
    capability: { type: ['string', 'null'], maxLength: 100, default: '' },
    decision: { type: 'string', enum: ['allow', 'deny'] },
    reason: { ...text(500), default: '' },
    argBytes: { type: 'integer', minimum: 0, maximum: 1_000_000_000, default: 0 },
    latencyMs: { type: 'number', minimum: 0, maximum: 86_400_000, default: 0 },
    at: { type: 'integer', minimum: 0, maximum: 8_640_000_000_000 },
  },
}

/** Bridge audit records posted by the shell's host side, and their list for administrators. */
export function auditRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Body: { records: AuditRecord[] } }>('/joyhr/web/bridgeAudit/batch', {
    schema: { body: objectBody({ records: { type: 'array', minItems: 1, maxItems: 100, items: record } }, ['records']) },
    preHandler: requireSession(ctx),
  }, async (request) => {
    const { session } = authOf(request)
    const receivedAt = ctx.now()
    await ctx.db.insertInto('bridge_audit').values(request.body.records.map((r) => ({
      id: randomUUID(), user_id: session.user_id, tenant_id: session.tenant_id, app: r.app, origin: r.origin,
      method: r.method, capability: r.capability ?? '', decision: r.decision, reason: r.reason, arg_bytes: r.argBytes,
      latency_ms: Math.round(r.latencyMs), at: r.at, received_at: receivedAt,
    }))).execute()
    return ok({ stored: request.body.records.length })
  })

  app.post<{ Body: { page: number; rows: number; app?: string; decision?: string } }>('/joyhr/web/bridgeAudit/list', {
    schema: {
      body: objectBody({
        page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
        rows: { type: 'integer', minimum: 1, maximum: 200, default: 10 },
        app: text(100),
        decision: { type: 'string', enum: ['allow', 'deny'] },
      }),
    },
    preHandler: requireFunction(ctx, '1003'),
  }, async (request) => {
    const { page, rows, app: appName, decision } = request.body
    let base = ctx.db.selectFrom('bridge_audit').where('tenant_id', '=', authOf(request).session.tenant_id)
    if (appName) base = base.where('app', '=', appName)
    if (decision) base = base.where('decision', '=', decision)
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
    const found = await base.selectAll().orderBy('at', 'desc').orderBy('id').limit(rows).offset((page - 1) * rows).execute()
    return ok({
      total: Number(total),
      page,
      totalPage: Math.max(1, Math.ceil(Number(total) / rows)),
      rows: found.map((r) => ({
        id: r.id, userId: r.user_id, tenantId: r.tenant_id, app: r.app, origin: r.origin, method: r.method,
        capability: r.capability, decision: r.decision, reason: r.reason, argBytes: r.arg_bytes,
        latencyMs: r.latency_ms, at: r.at, receivedAt: r.received_at,
      })),
    })
  })
}
