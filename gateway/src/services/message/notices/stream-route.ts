import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { serve } from '../../../core/http/serve'
import { langOf } from '../../../core/lang'
import { openEventStream } from '../../../core/http/event-stream'
import { MAX_CATCH_UP_MS } from './live/fan-out'
import { noticeHubOf } from './live/hub'
import { resumePoint, type LiveStream } from './live/live-stream'

/**
 * Server-sent events of the caller's new notices (GET for EventSource; the session comes from the token
 * cookie or header): a `notice` event `{ notice, unread }` with its id for each receipt delivered after `since` (or
 * after the stream opened; after the Last-Event-ID of a reconnecting EventSource), only the session's tenant and user. The gateway's notice hub (live/hub.ts) holds the
 * stream: it costs nothing while nothing happens, gets notices written in any gateway process at once (the
 * bus), and ends the stream when its session signs out, is revoked (in any process), expires or goes idle.
 */
export function streamRoute(api: FastifyInstance, ctx: GatewayContext): void {
  const hub = noticeHubOf(ctx, (error) => api.log.error({ err: error }, 'notice stream failed'))
  api.addHook('preClose', async () => hub.endAll())

  serve(api, contract.message.notice.stream, { preHandler: requireSession(ctx) }, async (request, reply) => {
    const { session, user } = authOf(request)
    const raw = openEventStream(reply)
    const opened = ctx.now()
    // A reconnecting EventSource names the last event it had: the stream resumes after it (not from `since` again).
    const after = resumePoint(request.headers['last-event-id'], opened)
    const since = after?.at ?? request.query.since ?? opened
    const stream: LiveStream = {
      tenantId: session.tenant_id,
      userId: user.id,
      tokenHash: session.token_hash,
      // An event stream cannot send headers: the shell names its language in the query.
      lang: langOf(request, request.query.lang),
      cursor: Math.max(since, opened - MAX_CATCH_UP_MS),
      ...(after ? { after } : {}),
      sent: new Set(),
      deadline: Infinity,
      send: (text) => {
        if (!raw.writableEnded && !raw.destroyed) raw.write(text)
      },
      end: () => {
        if (!raw.writableEnded) raw.end()
      },
    }
    if (raw.destroyed) return
    raw.once('close', () => hub.remove(stream))
    hub.add(stream)
  })
}
