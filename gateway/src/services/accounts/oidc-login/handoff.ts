import type { FastifyReply } from 'fastify'
import { hashToken, newToken } from '../../../core/auth/token'
import type { GatewayContext } from '../../../core/context'
import type { Db } from '../../../core/db/types'
import { BINDING_COOKIES } from '../../../core/http/binding-cookies'
import { bindingCookie } from '../other-browser'

/** The shell exchanges the hand-off code right after the redirect. */
export const HANDOFF_TTL_MS = 60_000
/** While the login page asks a signed-in person whether to switch accounts, the code waits at most this long after it was made. */
export const HANDOFF_ASK_TTL_MS = 5 * 60_000
/** The httpOnly cookie that binds a hand-off code to the browser it was handed to. */
export const HANDOFF_COOKIE = BINDING_COOKIES.handoff
/** The hand-off routes (exchange, handoffUser, dismiss) are under this path; the cookie goes nowhere else. */
export const HANDOFF_COOKIE_PATH = '/gateway/uac/oidc'

export interface Handoff {
  userId: number
  remember: boolean
  method: string
}
export type HandoffRefusal = 'unknown' | 'used' | 'expired' | 'other-browser'
type Refused = { refused: HandoffRefusal }

/**
 * Makes a one-time code that lets the shell pick up the finished sign-in of `userId`, and binds it
 * to this browser: a fresh key in an httpOnly, SameSite=Strict cookie whose hash the code's row
 * keeps. A code read from a URL, a log or another browser cannot be exchanged without that cookie.
 */
export async function handOff(
  ctx: GatewayContext,
  reply: FastifyReply,
  userId: number,
  remember: boolean,
  method: string,
  ttlMs = HANDOFF_TTL_MS,
): Promise<string> {
  const now = ctx.now()
  await ctx.db.deleteFrom('oidc_handoff').where('expires_at', '<', now).execute()
  const code = newToken()
  const browserKey = newToken()
  await ctx.db
    .insertInto('oidc_handoff')
    .values({
      code_hash: hashToken(code),
      user_id: userId,
      remember: remember ? 1 : 0,
      method,
      browser_hash: hashToken(browserKey),
      created_at: now,
      expires_at: now + ttlMs,
      used_at: null,
    })
    .execute()
  reply.setCookie(
    HANDOFF_COOKIE,
    browserKey,
    bindingCookie(ctx.config.shellOrigin, HANDOFF_COOKIE_PATH, HANDOFF_ASK_TTL_MS, 'strict'),
  )
  return code
}

/** Ends the binding once the code is spent. */
export const clearHandoffCookie = (reply: FastifyReply): void => {
  reply.clearCookie(HANDOFF_COOKIE, { path: HANDOFF_COOKIE_PATH })
}

const spend = (db: Db, codeHash: string, now: number) =>
  db
    .updateTable('oidc_handoff')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst()

/**
 * The code's row when this browser holds it. A code presented by another browser is spent on the
 * spot: a code that travelled (planted by a foreign page, or stolen) never works anywhere after.
 */
async function boundRow(db: Db, code: string, browserKey: string | undefined, now: number) {
  const codeHash = hashToken(code)
  const row = await db.selectFrom('oidc_handoff').selectAll().where('code_hash', '=', codeHash).executeTakeFirst()
  if (!row) return { refused: 'unknown' } as Refused
  if (row.used_at !== null) return { refused: 'used' } as Refused
  if (Number(row.expires_at) <= now) return { refused: 'expired' } as Refused
  if (!browserKey || !row.browser_hash || hashToken(browserKey) !== row.browser_hash) {
    await spend(db, codeHash, now)
    return { refused: 'other-browser' } as Refused
  }
  return { row, codeHash }
}

/** Spends a code of this browser once; answers its user, `remember` and method, or why it is refused. */
export async function spendHandoff(
  db: Db,
  code: string,
  browserKey: string | undefined,
  now: number,
): Promise<Handoff | Refused> {
  const found = await boundRow(db, code, browserKey, now)
  if ('refused' in found) return found
  const spent = await spend(db, found.codeHash, now)
  if (Number(spent.numUpdatedRows) !== 1) return { refused: 'used' }
  return { userId: found.row.user_id, remember: found.row.remember === 1, method: found.row.method }
}

/**
 * Reads whose sign-in a code of this browser holds, without spending it, while the login page asks
 * a signed-in person whether to switch; the code then waits up to HANDOFF_ASK_TTL_MS after it was made.
 */
export async function peekHandoff(
  db: Db,
  code: string,
  browserKey: string | undefined,
  now: number,
): Promise<{ userId: number } | Refused> {
  const found = await boundRow(db, code, browserKey, now)
  if ('refused' in found) return found
  const waitUntil = Number(found.row.created_at) + HANDOFF_ASK_TTL_MS
  if (Number(found.row.expires_at) < waitUntil) {
    await db
      .updateTable('oidc_handoff')
      .set({ expires_at: waitUntil })
      .where('code_hash', '=', found.codeHash)
      .execute()
  }
  return { userId: found.row.user_id }
}
