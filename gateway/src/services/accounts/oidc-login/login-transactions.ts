import { createHmac } from 'node:crypto'
import { hashToken, newToken } from '../../../core/auth/token'
import type { Db } from '../../../core/db/types'

/** A sign-in at the provider may take this long (login form, second factor …). */
export const LOGIN_TTL_MS = 10 * 60_000

/** What the gateway sends to the provider for one attempt. */
export interface LoginAttempt {
  state: string
  nonce: string
  codeVerifier: string
}

/**
 * The nonce and PKCE verifier of an attempt derive from the browser key (an httpOnly cookie) and
 * the state, so the database holds neither: a callback URL replayed from another browser, or
 * read from the database, cannot complete the sign-in.
 */
export function attemptOf(browserKey: string, state: string): LoginAttempt {
  const derive = (label: string) => createHmac('sha256', browserKey).update(`${label}:${state}`).digest('base64url')
  return { state, nonce: derive('nonce'), codeVerifier: derive('pkce') }
}

/** Records a new attempt of this browser and answers its state, nonce and verifier. */
export async function beginLogin(db: Db, browserKey: string, remember: boolean, now: number): Promise<LoginAttempt> {
  await db.deleteFrom('oidc_login').where('expires_at', '<', now).execute()
  const state = newToken()
  await db
    .insertInto('oidc_login')
    .values({
      state_hash: hashToken(state),
      browser_hash: hashToken(browserKey),
      remember: remember ? 1 : 0,
      created_at: now,
      expires_at: now + LOGIN_TTL_MS,
      used_at: null,
    })
    .execute()
  return attemptOf(browserKey, state)
}

export type LoginRefusal = 'unknown-state' | 'other-browser' | 'expired' | 'used'

/**
 * Spends the attempt named by `state` (once: a concurrent second use loses the update), after
 * checking that this browser started it. Answers its `remember` choice, or why it is refused.
 */
export async function spendLogin(
  db: Db,
  state: string,
  browserKey: string | undefined,
  now: number,
): Promise<{ remember: boolean } | { refused: LoginRefusal }> {
  const stateHash = hashToken(state)
  const row = await db.selectFrom('oidc_login').selectAll().where('state_hash', '=', stateHash).executeTakeFirst()
  if (!row) return { refused: 'unknown-state' }
  if (!browserKey || hashToken(browserKey) !== row.browser_hash) return { refused: 'other-browser' }
  if (row.used_at !== null) return { refused: 'used' }
  if (Number(row.expires_at) <= now) return { refused: 'expired' }
  const spent = await db
    .updateTable('oidc_login')
    .set({ used_at: now })
    .where('state_hash', '=', stateHash)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  if (Number(spent.numUpdatedRows) !== 1) return { refused: 'used' }
  return { remember: row.remember === 1 }
}
