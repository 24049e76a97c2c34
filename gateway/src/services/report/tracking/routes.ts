import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import { AUDIT_CHANNEL_ONLY, fromShell } from '../../access'
import { TRACKING_APP_CODES, TRACKING_BATCH, TRACKING_VERSION } from './event-schema'
import { pageViewReport } from './page-views'
import { readDoNotTrack, saveDoNotTrack } from './preference'
import { storeBatch } from './store-batch'
import { KEY_WINDOW_MS, keyWindow, sessionKey } from './tracking-key'
import { deriveKey, trackingSecret } from './tracking-secret'

/** The Page views page of the BI app (super users, or a role given it). */
export const PAGE_VIEWS_FUNCTION = '4003'
const { track: routes } = contract.report

const languageOf = (request: FastifyRequest) => String(request.headers['accept-language'] ?? 'zh-CN')

/**
 * Behaviour tracking (§7, §9): the usage-tracking key fetch, the monitoring key of APP12/APP13,
 * the signed batch endpoint, and the page-views report of the BI app.
 */
export function trackingRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireSession(ctx) }
  serve(app, routes.key, guard, async (request) => {
    const now = ctx.now()
    const window = keyWindow(now)
    const key = sessionKey(await trackingSecret(ctx.db, now), authOf(request).session, window)
    const expiresAt = (window + 1) * KEY_WINDOW_MS
    return ok({
      key,
      keyId: window,
      expiresAt,
      serverTime: now,
      ttlMs: expiresAt - now,
      version: TRACKING_VERSION,
      batchSize: TRACKING_BATCH,
    })
  })

  serve(app, routes.monitorKey, guard, async (request) => {
    const appCode = (request.body.appCode ?? '') as (typeof TRACKING_APP_CODES)[number]
    if (!TRACKING_APP_CODES.includes(appCode)) {
      const en = languageOf(request).startsWith('en')
      throw new GatewayError(
        codes.badInput,
        en ? 'appCode must be APP12 or APP13' : 'appCode 必须为 APP12 或 APP13',
        400,
      )
    }
    const { session } = authOf(request)
    const appKey = deriveKey(await trackingSecret(ctx.db, ctx.now()), ['monitor', session.tenant_id, appCode])
    return ok({
      appCode,
      appKey,
      endpoint: `/gateway${routes.batch.path}`,
      version: TRACKING_VERSION,
      batchSize: TRACKING_BATCH,
    })
  })

  serve(app, routes.batch, guard, async (request) => {
    if (!fromShell(request, ctx.config))
      throw new GatewayError(AUDIT_CHANNEL_ONLY, 'Only the portal posts tracking events', 403)
    const now = ctx.now()
    const { session } = authOf(request)
    // Do Not Track holds on the server too: a browser that still sends is answered, nothing is kept.
    if (await readDoNotTrack(ctx.db, session.tenant_id, session.user_id)) return ok({ stored: 0 })
    const stored = await storeBatch({
      db: ctx.db,
      secret: await trackingSecret(ctx.db, now),
      session,
      keyId: request.body.keyId,
      events: request.body.events,
      now,
      language: languageOf(request),
    })
    return ok({ stored })
  })

  serve(app, routes.preference, guard, async (request) => {
    const { session } = authOf(request)
    return ok({ doNotTrack: await readDoNotTrack(ctx.db, session.tenant_id, session.user_id) })
  })

  serve(app, routes.setPreference, guard, async (request) => {
    const { session } = authOf(request)
    await saveDoNotTrack(ctx.db, session.tenant_id, session.user_id, request.body.doNotTrack, ctx.now())
    return ok({ doNotTrack: request.body.doNotTrack })
  })

  serve(app, routes.pageViews, { preHandler: requireFunction(ctx, PAGE_VIEWS_FUNCTION) }, async (request) => {
    // days defaults as in the contract (7), so it types as a number.
    const { days = 7 } = request.body
    return ok(await pageViewReport(ctx.db, authOf(request).session.tenant_id, ctx.now(), days))
  })
}
