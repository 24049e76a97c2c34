import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import { qrDesktopRoutes } from './desktop-routes'
import { qrEventsRoute } from './events-route'
import { qrPhoneRoutes } from './phone-routes'

/**
 * QR login: the desktop creates a two-minute ticket and shows its scan URL as a QR
 * code; a signed-in phone scans, then confirms or declines; the desktop follows by server-sent
 * events (or polling) and, holding the ticket's poll key, redeems the confirmed ticket once for a session.
 */
export function qrLoginRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  qrDesktopRoutes(api, ctx)
  qrEventsRoute(api, ctx)
  qrPhoneRoutes(api, ctx)
}
