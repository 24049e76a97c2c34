import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import { objectBody } from '../../../core/http/schema'
import { pollCookie, secret } from './desktop-routes'
import { desktopTicket, findTicket, stateOf, FINAL_STATES, type QrState } from './tickets'
import { openEventStream } from '../../../core/http/event-stream'

/** How often the stream reads the ticket (the database is the truth, whichever process the phone reached). */
export const QR_EVENTS_CHECK_MS = 1000
/** A comment line this often keeps proxies from closing a quiet stream. */
export const QR_EVENTS_HEARTBEAT_MS = 15_000

/**
 * Server-sent events for the desktop (GET, so EventSource can follow it; the poll key comes from the
 * cookie that create set): a `state` event with `{ state, expiresAt }` on every change, ending after
 * a final state (confirmed, declined, expired, used). No timer outlives the stream.
 */
export function qrEventsRoute(api: FastifyInstance, ctx: GatewayContext): void {
  api.get<{ Querystring: { ticket: string } }>('/uac/qrLogin/events', {
    schema: { querystring: objectBody({ ticket: secret() }, ['ticket']) },
  }, async (request, reply) => {
    const { ticket } = request.query
    await desktopTicket(ctx.db, ticket, request.cookies[pollCookie(ticket)])
    const raw = openEventStream(reply)

    let last: QrState | null = null
    let closed = false
    let checking = false
    const check = async () => {
      if (closed || checking) return
      checking = true
      try {
        const row = await findTicket(ctx.db, ticket)
        if (closed) return
        const state = row ? stateOf(row, ctx.now()) : 'expired'
        if (state !== last) {
          last = state
          raw.write(`event: state\ndata: ${JSON.stringify({ state, expiresAt: row ? Number(row.expires_at) : 0 })}\n\n`)
        }
        if (FINAL_STATES.has(state)) finish()
      } catch (error) {
        request.log.error({ err: error }, 'QR login event stream failed')
        finish()
      } finally {
        checking = false
      }
    }
    const poll = setInterval(check, QR_EVENTS_CHECK_MS)
    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), QR_EVENTS_HEARTBEAT_MS)
    function finish() {
      if (closed) return
      closed = true
      clearInterval(poll)
      clearInterval(heartbeat)
      raw.end()
    }
    raw.on('close', finish)
    await check()
  })
}
