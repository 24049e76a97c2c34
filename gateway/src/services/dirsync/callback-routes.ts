import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { GatewayContext } from '../../core/context'
import { rawBodyOf } from '../../core/http/raw-body'
import { serve } from '../../core/http/serve'
import { CallbackRefused, directoryClient, type DirectoryChange } from '../../integrations/messaging/directory'
import type { Platform } from '../../integrations/messaging/types'
import { auditRefusedCallback } from './audit'
import { savedConnector } from './connector-store'
import { startChangeSync } from './operations'
import { callbackScope, flatQuery } from './raw-body'

/** The console's URL check (a GET) is answered this long after the connector was saved, while it is being set up. */
export const URL_CHECK_WINDOW_MS = 30 * 60_000

/** Replay keys are kept this long (the platforms retry a callback within minutes; their timestamps are checked within an hour). */
const REPLAY_KEEP_MS = 3 * 60 * 60_000

/** Applies a callback's changes to the tenant, unless a callback with the same replay key was applied already. */
export async function applyOnce(
  ctx: GatewayContext,
  tenantId: number,
  platform: Platform,
  replayKey: string,
  changes: DirectoryChange[],
): Promise<void> {
  const now = ctx.now()
  await ctx.db.deleteFrom('dirsync_replay').where('tenant_id', '=', tenantId).where('expires_at', '<', now).execute()
  const fresh = await ctx.db
    .insertInto('dirsync_replay')
    .values({ tenant_id: tenantId, replay_key: replayKey.slice(0, 200), expires_at: now + REPLAY_KEEP_MS })
    .onConflict((oc) => oc.columns(['tenant_id', 'replay_key']).doNothing())
    .executeTakeFirst()
  if (Number(fresh.numInsertedOrUpdatedRows ?? 0) === 1) {
    await startChangeSync(ctx, { tenantId, platform, changes, trigger: 'callback', startedBy: null, lang: null })
  }
}

type CallbackParams = { platform: Platform; tenantId: string }
/** The path's platform and tenant id, checked before the handler runs (a bad one answers 400). */
const PARAMS = {
  type: 'object',
  properties: {
    platform: { type: 'string', enum: ['wecom', 'dingtalk', 'feishu'] },
    tenantId: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' },
  },
  required: ['platform', 'tenantId'],
}
const { callbacks: routes } = contract.dirsync

/**
 * The platforms' change callbacks: GET (the console's URL check) and POST (a change), public, the tenant and
 * platform in the path. A callback whose signature, decryption or company does not check out, or a URL check once the
 * connector's set-up is over, is refused with 403 and counted in the audit (one row per minute); one already applied
 * is answered alike and not applied again; changes are applied in the background.
 */
export function callbackRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = request.params as CallbackParams
    const tenantId = Number(params.tenantId)
    const platform = params.platform
    const saved = await savedConnector(ctx, tenantId, platform)
    if (!saved) return reply.code(404).type('text/plain').send('not found')
    const query = flatQuery(request.query)
    const refuse = async (why: string) => {
      await auditRefusedCallback(ctx, { tenantId, platform, detail: { why, from: request.ip, method: request.method } })
      return reply.code(403).type('text/plain').send('forbidden')
    }
    // Outside set-up, a URL check only lets someone holding a captured message have it decrypted.
    if (request.method === 'GET' && ctx.now() - saved.updatedAt > URL_CHECK_WINDOW_MS)
      return refuse("A URL check outside the connector's set-up")
    let outcome
    try {
      outcome = directoryClient(saved.settings).receiveCallback({
        method: request.method === 'GET' ? 'GET' : 'POST',
        query,
        headers: request.headers as Record<string, string | undefined>,
        rawBody: rawBodyOf(request),
        now: ctx.now(),
      })
    } catch (error) {
      if (!(error instanceof CallbackRefused)) throw error
      return refuse(error.message)
    }
    if (outcome.replayKey && outcome.changes.length)
      await applyOnce(ctx, tenantId, platform, outcome.replayKey, outcome.changes)
    return reply.code(outcome.reply.status).type(outcome.reply.contentType).send(outcome.reply.body)
  }
  callbackScope(
    app,
    (scope) => {
      serve(scope, routes.urlCheck, {}, handle)
      serve(scope, routes.change, {}, handle)
    },
    PARAMS,
  )
}
