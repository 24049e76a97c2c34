import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { issueLogin } from '../../../core/auth/issue-login'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { scanOrigin, scanUrl } from './scan-address'
import { ticketChanged } from './ticket-events'
import { createTicket, desktopTicket, expiredText, stateOf, QR_TICKET_TTL_MS } from './tickets'
import { hashToken } from '../../../core/auth/token'

/** The event stream reads the poll key from this cookie (EventSource cannot send a header or a body). */
export const pollCookie = (ticket: string) => `qr_${ticket}`
export const EVENTS_PATH = '/gateway/uac/qrLogin/events'

const { qr: routes } = contract.accounts

function setPollCookie(ctx: GatewayContext, reply: FastifyReply, ticket: string, pollKey: string) {
  reply.setCookie(pollCookie(ticket), pollKey, {
    path: EVENTS_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.shellOrigin.startsWith('https:'),
    maxAge: Math.ceil(QR_TICKET_TTL_MS / 1000) + 120,
  })
}

/** The desktop's side of QR login: a ticket, its state by polling, and the sign-in once a phone confirmed. */
export function qrDesktopRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.create, {}, async (request, reply) => {
    const agent = String(request.headers['user-agent'] ?? '')
    const { ticket, pollKey, expiresAt, matchNumber } = await createTicket(
      ctx,
      { ip: request.ip, agent },
      langOfRequest(request),
    )
    setPollCookie(ctx, reply, ticket, pollKey)
    const origin = scanOrigin(ctx.config)
    return ok({
      ticket,
      pollKey,
      expiresAt,
      lifetimeMs: QR_TICKET_TTL_MS,
      matchNumber,
      ...(origin ? { scanUrl: scanUrl(origin, ticket) } : {}),
    })
  })

  serve(api, routes.status, {}, async (request) => {
    const row = await desktopTicket(ctx.db, request.body.ticket, request.body.pollKey)
    return ok({ state: stateOf(row, ctx.now()), expiresAt: Number(row.expires_at) })
  })

  serve(api, routes.redeem, {}, async (request, reply) => {
    const { ticket, pollKey, noLogin7Days = false } = request.body
    const row = await desktopTicket(ctx.db, ticket, pollKey)
    const now = ctx.now()
    // One conditional update, so two redeems (in any processes) cannot both win.
    const { numUpdatedRows } = await ctx.db
      .updateTable('qr_login_ticket')
      .set({ state: 'used' })
      .where('ticket_hash', '=', hashToken(ticket))
      .where('poll_key_hash', '=', hashToken(pollKey))
      .where('state', '=', 'confirmed')
      .where('expires_at', '>', now)
      .executeTakeFirst()
    if (numUpdatedRows !== 1n) {
      const state = stateOf(row, now)
      if (state === 'expired') throw new GatewayError(codes.qrExpired, expiredText)
      if (state === 'used') throw new GatewayError(codes.qrInvalid, 'This QR code has already been used')
      throw new GatewayError(codes.qrInvalid, 'The sign-in was not confirmed on the phone')
    }
    await ticketChanged(ctx.bus, ticket)
    const user = await ctx.db
      .selectFrom('app_user')
      .selectAll()
      .where('id', '=', row.user_id ?? 0)
      .executeTakeFirst()
    if (!user || row.tenant_id === null) throw new GatewayError(codes.qrInvalid, 'This QR code is not valid')
    reply.clearCookie(pollCookie(ticket), { path: EVENTS_PATH })
    return ok(await issueLogin(ctx, reply, user, { tenantId: row.tenant_id, remember: noLogin7Days, method: 'qr' }))
  })
}
