import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import { onSessionsEnded } from '../../../core/auth/session-ends'
import { findLiveSession } from '../../../core/auth/sessions'
import type { GatewayContext } from '../../../core/context'
import { objectBody } from '../../../core/http/schema'
import { onWake } from './notice-events'
import { receiptsOf, SUMMARY_COLUMNS, toSummary, unreadCount } from './notice-queries'
import { openEventStream } from '../../../core/http/event-stream'

/** How often a stream reads the database for new receipts (other gateway processes' notices arrive this way). */
export const NOTICE_POLL_MS = 1500
/** A comment line this often keeps proxies from closing a quiet stream. */
export const NOTICE_HEARTBEAT_MS = 15_000
/** How far back `since` may reach (a reconnect catches up on what it missed, no further). */
const MAX_CATCH_UP_MS = 10 * 60_000

/**
 * Server-sent events of the caller's new notices (GET for EventSource; the session comes from the token
 * cookie or header): a `notice` event `{ notice, unread }` for each receipt delivered after `since` (or after
 * the stream opened), only the session's tenant and user. Woken at once by notices written in this process,
 * and polling the indexed receipts otherwise. Every check first reads the session by its token hash (the
 * primary key): a signed-out, revoked or expired session ends the stream, at once when it ended in this
 * process, within a poll otherwise. No timer or listener outlives the stream.
 */
export function streamRoute(api: FastifyInstance, ctx: GatewayContext): void {
  api.get<{ Querystring: { since?: number } }>('/message/web/notice/stream', {
    schema: { querystring: objectBody({ since: { type: 'integer', minimum: 0 } }) },
    preHandler: requireSession(ctx),
  }, async (request, reply) => {
    const { session, user, token } = authOf(request)
    const tenantId = session.tenant_id
    const raw = openEventStream(reply)

    const opened = ctx.now()
    let cursor = Math.max(request.query.since ?? opened, opened - MAX_CATCH_UP_MS)
    /** Notices already sent whose receipt time equals the cursor (several can share a millisecond). */
    let sentAtCursor = new Set<string>()
    let closed = false
    let checking = false
    let again = false

    const check = async (): Promise<void> => {
      if (closed) return
      if (checking) { again = true; return }
      checking = true
      try {
        if (!(await findLiveSession(ctx.db, token, ctx.now()))) return finish()
        const rows = await receiptsOf(ctx.db, tenantId, user.id).where('notice_receipt.created_at', '>=', cursor)
          .select(SUMMARY_COLUMNS).orderBy('notice_receipt.created_at').orderBy('notice.id').limit(50).execute()
        const fresh = rows.filter((row) => !(Number(row.created_at) === cursor && sentAtCursor.has(row.id)))
        if (closed || fresh.length === 0) return
        const unread = await unreadCount(ctx.db, tenantId, user.id)
        for (const row of fresh) {
          const at = Number(row.created_at)
          if (at > cursor) { cursor = at; sentAtCursor = new Set() }
          sentAtCursor.add(row.id)
          raw.write(`event: notice\ndata: ${JSON.stringify({ notice: toSummary(row), unread })}\n\n`)
        }
      } catch (error) {
        request.log.error({ err: error }, 'notice stream failed')
        finish()
      } finally {
        checking = false
        if (again && !closed) { again = false; void check() }
      }
    }
    const poll = setInterval(check, NOTICE_POLL_MS)
    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), NOTICE_HEARTBEAT_MS)
    const stopWake = onWake(tenantId, () => { void check() })
    const stopEnded = onSessionsEnded(session, () => { void check() })
    function finish() {
      if (closed) return
      closed = true
      clearInterval(poll)
      clearInterval(heartbeat)
      stopWake()
      stopEnded()
      raw.end()
    }
    raw.on('close', finish)
    await check()
  })
}
