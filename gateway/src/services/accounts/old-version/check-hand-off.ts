import type { GatewayContext } from '../../../core/context'
import type { AppUserTable } from '../../../core/db/types'
import { GatewayError, codes } from '../../../core/errors'
import { validSignature, type HandOff } from './hand-off-sign'

/** How far a hand-off's timestamp may be from the gateway's clock, either way. */
export const HAND_OFF_WINDOW_MS = 5 * 60 * 1000

/**
 * Checks an old-version hand-off: a secret is configured (400112 otherwise), the signature
 * matches ('Parameter is illegal'), the timestamp lies within 5 minutes ('time out'), the nonce is
 * new (spent here, in the database, so a replay fails in every gateway process) and the account exists.
 */
export async function checkHandOff(ctx: GatewayContext, handOff: HandOff, sign: string): Promise<AppUserTable> {
  const { secret } = ctx.integrations.oldProduct
  if (!secret)
    throw new GatewayError(codes.channelUnavailable, 'Old-version login is not configured (OLD_PRODUCT_SECRET)')
  if (!validSignature(secret, handOff, sign)) throw new GatewayError(codes.badInput, 'Parameter is illegal')
  const now = ctx.now()
  if (Math.abs(now - handOff.timestamp) > HAND_OFF_WINDOW_MS) throw new GatewayError(codes.badInput, 'time out')
  // Nonces older than the window can go: their timestamps are refused anyway.
  await ctx.db
    .deleteFrom('old_login_nonce')
    .where('at', '<', now - 2 * HAND_OFF_WINDOW_MS)
    .execute()
  const fresh = await ctx.db
    .insertInto('old_login_nonce')
    .values({ nonce: handOff.nonce, at: now })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .executeTakeFirst()
  if (Number(fresh.numInsertedOrUpdatedRows ?? 0) !== 1)
    throw new GatewayError(codes.badInput, 'The hand-off has been used already')
  const user = await ctx.db
    .selectFrom('app_user')
    .selectAll()
    .where('user_name', '=', handOff.account.trim())
    .executeTakeFirst()
  if (!user) throw new GatewayError(codes.userNotFound, 'The account of the hand-off does not exist in this version')
  return user
}
