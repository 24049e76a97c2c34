import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import { hashToken } from '../../../core/auth/token'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { browserName } from '../browser-name'
import { choicesOf } from './match-number'
import { networkOf } from './network-of'
import { sayQr } from './texts'
import { ticketChanged } from './ticket-events'
import { findTicket, refusal, QR_REDEEM_WINDOW_MS } from './tickets'

const { qr: routes } = contract.accounts

/**
 * The phone's side of QR login, for a signed-in session: scan (answers where the sign-in comes
 * from: its address and whether that is the phone's own network; who would be signed in and three numbers to choose from), then confirm with the number the
 * desktop shows, or decline, each while the ticket is open. A wrong number declines the ticket.
 */
export function qrPhoneRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const signedIn = { preHandler: requireSession(ctx) }

  serve(api, routes.scan, signedIn, async (request) => {
    const { user, session } = authOf(request)
    const hash = hashToken(request.body.ticket)
    const now = ctx.now()
    // Waiting, or scanned again by the same user (a reload of the phone page).
    const { numUpdatedRows } = await ctx.db
      .updateTable('qr_login_ticket')
      .set({ state: 'scanned', user_id: user.id, tenant_id: session.tenant_id, scanned_at: now })
      .where('ticket_hash', '=', hash)
      .where('expires_at', '>', now)
      .where((eb) =>
        eb.or([eb('state', '=', 'waiting'), eb.and([eb('state', '=', 'scanned'), eb('user_id', '=', user.id)])]),
      )
      .executeTakeFirst()
    if (numUpdatedRows === 1n) await ticketChanged(ctx.bus, request.body.ticket)
    const row = await findTicket(ctx.db, request.body.ticket)
    if (numUpdatedRows !== 1n || !row) throw refusal(row, user.id, now)
    const tenant = await ctx.db
      .selectFrom('tenant')
      .select('name')
      .where('id', '=', session.tenant_id)
      .executeTakeFirst()
    return ok({
      ip: row.desktop_ip,
      // Where the computer is, seen from this phone: the page warns when it is not on the phone's network.
      network: networkOf(row.desktop_ip, request.ip),
      ...browserName(row.desktop_agent),
      createdAt: Number(row.created_at),
      expiresAt: Number(row.expires_at),
      userName: user.user_name,
      realName: user.real_name,
      tenantName: tenant?.name ?? '',
      choices: choicesOf(row.match_choices),
    })
  })

  serve(api, routes.confirm, signedIn, async (request) => {
    await answer(request, 'confirmed', request.body.number)
    return ok({ state: 'confirmed' as const })
  })
  serve(api, routes.decline, signedIn, async (request) => {
    await answer(request, 'declined')
    return ok({ state: 'declined' as const })
  })

  /** Answers the scanned ticket: confirmed with the desktop's number (another number declines it), or declined. */
  async function answer(
    request: FastifyRequest<{ Body: { ticket: string } }>,
    state: 'confirmed' | 'declined',
    number?: number,
  ): Promise<void> {
    const { user } = authOf(request)
    const now = ctx.now()
    const hash = hashToken(request.body.ticket)
    const row = state === 'confirmed' ? await findTicket(ctx.db, request.body.ticket) : undefined
    // A number other than the desktop's: the user is not looking at that desktop, so the ticket is declined.
    const matched = state === 'declined' || row?.match_number === number
    const { numUpdatedRows } = await ctx.db
      .updateTable('qr_login_ticket')
      .set(
        matched
          ? { state, answered_at: now, ...(state === 'confirmed' ? { expires_at: now + QR_REDEEM_WINDOW_MS } : {}) }
          : { state: 'declined', answered_at: now },
      )
      .where('ticket_hash', '=', hash)
      .where('state', '=', 'scanned')
      .where('user_id', '=', user.id)
      .where('expires_at', '>', now)
      .executeTakeFirst()
    if (numUpdatedRows !== 1n) throw refusal(await findTicket(ctx.db, request.body.ticket), user.id, now)
    await ticketChanged(ctx.bus, request.body.ticket)
    if (!matched) throw new GatewayError(codes.qrWrongNumber, sayQr(langOfRequest(request), 'wrongNumber'))
  }
}
