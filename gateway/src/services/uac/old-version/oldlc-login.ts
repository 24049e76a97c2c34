import type { FastifyInstance } from 'fastify'
import { issueLogin } from '../../../core/auth/issue-login'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes } from '../../../core/errors'
import { flag, id, objectBody, text } from '../../../core/http/schema'
import { validSignature } from './hand-off-sign'

/** How far a hand-off's timestamp may be from the gateway's clock, either way. */
export const HAND_OFF_WINDOW_MS = 5 * 60 * 1000

interface OldLoginBody { account: string; timestamp: number; nonce: string; sign: string; tenantId?: number; noLogin7Days?: boolean }

/**
 * Old-version login (§7 oldlcLogin, at the gateway root): the older product hands a signed-in user
 * over with account, timestamp, nonce and sign (hand-off-sign.ts, secret OLD_PRODUCT_SECRET).
 * The signature must match, the timestamp lie within 5 minutes and the nonce be new; then the
 * answer is the login answer of every sign-in (the older product's server posts it: a page of
 * another origin cannot post to the gateway, see core/http/request-origin.ts).
 */
export function oldVersionLoginRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Body: OldLoginBody }>('/oldlcLogin', {
    schema: {
      body: objectBody({
        account: text(100, 1), timestamp: { type: 'integer', minimum: 0 }, nonce: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,100}$' },
        sign: { type: 'string', pattern: '^[0-9a-fA-F]{64}$' }, tenantId: id(), noLogin7Days: flag(),
      }, ['account', 'timestamp', 'nonce', 'sign']),
    },
  }, async (request, reply) => {
    const { secret } = ctx.integrations.oldProduct
    if (!secret) throw new GatewayError(codes.channelUnavailable, 'Old-version login is not configured (OLD_PRODUCT_SECRET)')
    const { account, timestamp, nonce, sign, tenantId, noLogin7Days = false } = request.body
    if (!validSignature(secret, { account, timestamp, nonce }, sign)) throw new GatewayError(codes.badInput, 'Parameter is illegal')
    const now = ctx.now()
    if (Math.abs(now - timestamp) > HAND_OFF_WINDOW_MS) throw new GatewayError(codes.badInput, 'time out')
    // Nonces older than the window can go: their timestamps are refused anyway.
    await ctx.db.deleteFrom('old_login_nonce').where('at', '<', now - 2 * HAND_OFF_WINDOW_MS).execute()
    const fresh = await ctx.db.insertInto('old_login_nonce').values({ nonce, at: now })
      .onConflict((oc) => oc.column('nonce').doNothing()).executeTakeFirst()
    if (Number(fresh.numInsertedOrUpdatedRows ?? 0) !== 1) throw new GatewayError(codes.badInput, 'The hand-off has been used already')
    const user = await ctx.db.selectFrom('app_user').selectAll().where('user_name', '=', account.trim()).executeTakeFirst()
    if (!user) throw new GatewayError(codes.userNotFound, 'The account of the hand-off does not exist in this version')
    return ok(await issueLogin(ctx, reply, user, { tenantId, remember: noLogin7Days, method: 'old-version' }))
  })
}
