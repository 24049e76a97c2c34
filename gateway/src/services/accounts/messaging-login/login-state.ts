import type { FastifyReply } from 'fastify'
import { hashToken, newToken } from '../../../core/auth/token'
import type { GatewayContext } from '../../../core/context'
import type { Db } from '../../../core/db/types'
import { BINDING_COOKIES } from '../../../core/http/binding-cookies'
import type { Platform } from '../../../integrations/messaging/types'
import { bindingCookie } from '../other-browser'

/** A person has this long at the platform's page (QR scan, confirmation on the phone). */
export const STATE_TTL_MS = 10 * 60_000
/** The httpOnly cookie that binds a messaging sign-in to the browser that started it. */
export const MESSAGING_COOKIE = BINDING_COOKIES.messaging
const COOKIE_PATH = '/gateway/uac/account/messagingLogin'

export type StateRefusal = 'no-state' | 'unknown' | 'used' | 'expired' | 'other-browser' | 'other-platform'

/**
 * Starts a messaging sign-in in this browser: a fresh browser key in an httpOnly, SameSite=Strict
 * cookie (sent only to messagingLogin) and a new OAuth `state` for the platform, both kept as
 * hashes. The platform echoes the state back to /login, where messagingLogin checks it.
 */
export async function issueState(ctx: GatewayContext, reply: FastifyReply, platform: Platform): Promise<string> {
  const now = ctx.now()
  await ctx.db.deleteFrom('messaging_login').where('expires_at', '<', now).execute()
  const state = newToken()
  const browserKey = newToken()
  await ctx.db
    .insertInto('messaging_login')
    .values({
      state_hash: hashToken(state),
      browser_hash: hashToken(browserKey),
      platform,
      created_at: now,
      expires_at: now + STATE_TTL_MS,
      used_at: null,
    })
    .execute()
  reply.setCookie(
    MESSAGING_COOKIE,
    browserKey,
    bindingCookie(ctx.config.shellOrigin, COOKIE_PATH, STATE_TTL_MS, 'strict'),
  )
  return state
}

export const clearStateCookie = (reply: FastifyReply): void => {
  reply.clearCookie(MESSAGING_COOKIE, { path: COOKIE_PATH })
}

/**
 * Spends the state of a callback once, after checking it was issued to this browser for this
 * platform. A state presented by another browser is spent too: that sign-in can then finish nowhere.
 */
export async function spendState(
  db: Db,
  state: string | undefined,
  browserKey: string | undefined,
  platform: Platform,
  now: number,
): Promise<{ refused: StateRefusal } | null> {
  if (!state) return { refused: 'no-state' }
  const stateHash = hashToken(state)
  const row = await db.selectFrom('messaging_login').selectAll().where('state_hash', '=', stateHash).executeTakeFirst()
  if (!row) return { refused: 'unknown' }
  if (row.used_at !== null) return { refused: 'used' }
  const spend = () =>
    db
      .updateTable('messaging_login')
      .set({ used_at: now })
      .where('state_hash', '=', stateHash)
      .where('used_at', 'is', null)
      .executeTakeFirst()
  if (!browserKey || hashToken(browserKey) !== row.browser_hash) {
    await spend()
    return { refused: 'other-browser' }
  }
  if (row.platform !== platform) return { refused: 'other-platform' }
  if (Number(row.expires_at) <= now) return { refused: 'expired' }
  return Number((await spend()).numUpdatedRows) === 1 ? null : { refused: 'used' }
}
