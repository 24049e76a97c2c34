import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import { serve } from '../../../core/http/serve'
import { pollCookie } from './desktop-routes'
import { onTicketChange } from './ticket-events'
import { desktopTicket, findTicket, stateOf, FINAL_STATES, type QrState } from './tickets'
import { openEventStream } from '../../../core/http/event-stream'

/** setTimeout's longest wait. */
const MAX_WAIT_MS = 2 ** 31 - 1

/**
 * Server-sent events for the desktop (GET, so EventSource can follow it; the poll key comes from the
 * cookie that create set): a `state` event with `{ state, expiresAt }` on every change, ending after
 * a final state (confirmed, declined, expired, used). It reads the ticket only when told it changed (the
 * phone's scan, confirm or decline, over the bus from whichever gateway process took it), after a lost
 * bus link, and once at the ticket's expiry: nothing while it waits. No timer or listener outlives it.
 */
export function qrEventsRoute(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, contract.accounts.qr.events, {}, async (request, reply) => {
    const { ticket } = request.query
    await desktopTicket(ctx.db, ticket, request.cookies[pollCookie(ticket)])
    const raw = openEventStream(reply)
    if (raw.destroyed) return

    let last: QrState | null = null
    let closed = false
    let checking = false
    let again = false
    let expiry: NodeJS.Timeout | undefined
    const check = async (): Promise<void> => {
      if (closed) return
      if (checking) {
        again = true
        return
      }
      checking = true
      try {
        const row = await findTicket(ctx.db, ticket)
        if (closed) return
        const state = row ? stateOf(row, ctx.now()) : 'expired'
        if (state !== last) {
          last = state
          raw.write(`event: state\ndata: ${JSON.stringify({ state, expiresAt: row ? Number(row.expires_at) : 0 })}\n\n`)
        }
        if (FINAL_STATES.has(state)) return finish()
        if (expiry) clearTimeout(expiry)
        expiry = setTimeout(check, Math.min(Math.max(Number(row!.expires_at) - ctx.now(), 0), MAX_WAIT_MS))
      } catch (error) {
        request.log.error({ err: error }, 'QR login event stream failed')
        finish()
      } finally {
        checking = false
        if (again && !closed) {
          again = false
          void check()
        }
      }
    }
    const stopChange = onTicketChange(ctx.bus, ticket, () => {
      void check()
    })
    const stopResync = ctx.bus.onResync(() => {
      void check()
    })
    function finish() {
      if (closed) return
      closed = true
      if (expiry) clearTimeout(expiry)
      stopChange()
      stopResync()
      raw.end()
    }
    raw.on('close', finish)
    await check()
  })
}
