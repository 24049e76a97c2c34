import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import { hashToken } from '../../../core/auth/token'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { objectBody } from '../../../core/http/schema'
import { browserName } from './browser-name'
import { secret } from './desktop-routes'
import { findTicket, refusal, QR_REDEEM_WINDOW_MS } from './tickets'

interface PhoneBody { ticket: string }

const body = { body: objectBody({ ticket: secret() }, ['ticket']) }

/**
 * The phone's side of QR login, for a signed-in session: scan (answers where the sign-in comes
 * from and who would be signed in), then confirm or decline, each while the ticket is open.
 */
export function qrPhoneRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const signedIn = { preHandler: requireSession(ctx) }

  api.post<{ Body: PhoneBody }>('/uac/qrLogin/scan', { ...signedIn, schema: body }, async (request) => {
    const { user, session } = authOf(request)
    const hash = hashToken(request.body.ticket)
    const now = ctx.now()
    // Waiting, or scanned again by the same user (a reload of the phone page).
    const { numUpdatedRows } = await ctx.db.updateTable('qr_login_ticket')
      .set({ state: 'scanned', user_id: user.id, tenant_id: session.tenant_id, scanned_at: now })
      .where('ticket_hash', '=', hash).where('expires_at', '>', now)
      .where((eb) => eb.or([eb('state', '=', 'waiting'), eb.and([eb('state', '=', 'scanned'), eb('user_id', '=', user.id)])]))
      .executeTakeFirst()
    const row = await findTicket(ctx.db, request.body.ticket)
    if (numUpdatedRows !== 1n || !row) throw refusal(row, user.id, now)
    const tenant = await ctx.db.selectFrom('tenant').select('name').where('id', '=', session.tenant_id).executeTakeFirst()
    return ok({
      ip: row.desktop_ip,
      ...browserName(row.desktop_agent),
      createdAt: Number(row.created_at),
      expiresAt: Number(row.expires_at),
      userName: user.user_name,
      realName: user.real_name,
      tenantName: tenant?.name ?? '',
    })
  })

  const answer = (path: string, state: 'confirmed' | 'declined') =>
    api.post<{ Body: PhoneBody }>(path, { ...signedIn, schema: body }, async (request) => {
      const { user } = authOf(request)
      const now = ctx.now()
      const { numUpdatedRows } = await ctx.db.updateTable('qr_login_ticket')
        .set({ state, answered_at: now, ...(state === 'confirmed' ? { expires_at: now + QR_REDEEM_WINDOW_MS } : {}) })
        .where('ticket_hash', '=', hashToken(request.body.ticket)).where('state', '=', 'scanned')
        .where('user_id', '=', user.id).where('expires_at', '>', now)
        .executeTakeFirst()
      if (numUpdatedRows !== 1n) throw refusal(await findTicket(ctx.db, request.body.ticket), user.id, now)
      return ok({ state })
    })
  answer('/uac/qrLogin/confirm', 'confirmed')
  answer('/uac/qrLogin/decline', 'declined')
}
