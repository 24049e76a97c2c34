import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { APPS_FUNCTION } from '../vendor'
import { confirmDeletion, deletionsOf, deletionWithSecret, keepIds } from './deletion'
import { listOf, queueEvent, webhookOf } from './events'
import { newSecret, signatureHolds } from './signature'
import { webhookError } from './texts'
import { wakeWebhooks } from './workers'

const { deliveries, deletions } = contract.webhooks
const asNumber = (value: number | null) => (value === null ? null : Number(value))

/**
 * The Apps page's webhooks (function 1007, the session tenant's installations only): the delivery log, the secret
 * (shown once, then rotated), a test event, the deletions asked at uninstall and the choice to keep ids; and the
 * vendor's signed confirmation of a deletion.
 */
export function webhookRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = requireFunction(ctx, APPS_FUNCTION)
  const installedHook = async (request: Parameters<typeof authOf>[0], code: string) => {
    const tenantId = authOf(request).session.tenant_id
    const hook = await webhookOf(ctx.db, tenantId, code)
    if (!hook?.installed) throw webhookError(langOfRequest(request), 'notInstalled', { app: code })
    return hook
  }

  serve(api, deliveries.log, { preHandler: guard }, async (request) => {
    const hook = await installedHook(request, request.body.code)
    const rows = await ctx.db
      .selectFrom('app_webhook_delivery')
      .selectAll()
      .where('tenant_id', '=', hook.tenant_id)
      .where('app_code', '=', hook.app_code)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(50)
      .execute()
    return ok({
      url: hook.url,
      topics: listOf(hook.topics),
      secretShown: hook.secret_shown === 1,
      rows: rows.map((row) => ({
        id: row.id,
        topic: row.topic,
        status: row.status,
        attempts: row.attempts,
        lastStatus: row.last_status,
        lastError: row.last_error,
        createdAt: Number(row.created_at),
        triedAt: asNumber(row.tried_at),
        nextAt: row.status === 'pending' ? Number(row.next_at) : null,
      })),
    })
  })

  serve(api, deliveries.secret, { preHandler: guard }, async (request) => {
    const hook = await installedHook(request, request.body.code)
    if (hook.secret_shown && !request.body.rotate) throw webhookError(langOfRequest(request), 'secretShown')
    const secret = hook.secret_shown ? newSecret() : hook.secret
    await ctx.db
      .updateTable('app_webhook')
      .set({ secret, secret_shown: 1, ...(hook.secret_shown ? { rotated_at: ctx.now() } : {}) })
      .where('tenant_id', '=', hook.tenant_id)
      .where('app_code', '=', hook.app_code)
      .execute()
    return ok({ secret })
  })

  serve(api, deliveries.test, { preHandler: guard }, async (request) => {
    const hook = await installedHook(request, request.body.code)
    const id = await queueEvent(ctx.db, hook, 'app.ping', { test: true }, ctx.now())
    if (!id) throw webhookError(langOfRequest(request), 'notInstalled', { app: request.body.code })
    wakeWebhooks()
    return ok({ id })
  })

  serve(api, deletions.list, { preHandler: guard }, async (request) => {
    const rows = await deletionsOf(ctx.db, authOf(request).session.tenant_id)
    return ok({
      rows: rows.map((row) => ({
        id: row.id,
        code: row.app_code,
        requestedAt: Number(row.requested_at),
        deadlineAt: Number(row.deadline_at),
        confirmedAt: asNumber(row.confirmed_at),
        keepIds: row.keep_ids === 1,
      })),
    })
  })

  serve(api, deletions.keepIds, { preHandler: guard }, async (request) => {
    const { code, keep } = request.body
    if (!(await keepIds(ctx.db, authOf(request).session.tenant_id, code, keep)))
      throw webhookError(langOfRequest(request), 'noDeletion', { app: code })
    return ok({ keep })
  })

  serve(api, deletions.confirm, {}, async (request) => {
    const { deletionId, timestamp, signature } = request.body
    const found = await deletionWithSecret(ctx.db, deletionId)
    if (!found || !signatureHolds(found.secret, timestamp, deletionId, signature, ctx.now()))
      throw webhookError(langOfRequest(request), 'badSignature')
    return ok({ confirmed: true as const, confirmedAt: await confirmDeletion(ctx.db, deletionId, ctx.now()) })
  })
}
