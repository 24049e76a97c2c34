import { createHmac } from 'node:crypto'
import { hashToken, newToken } from '../../../core/auth/token'
import type { Db } from '../../../core/db/types'

/** A sign-in at the provider may take this long (login form, second factor …). */
export const LOGIN_TTL_MS = 10 * 60_000
/** The shell exchanges the hand-off code right after the redirect. */
export const HANDOFF_TTL_MS = 60_000

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
  await db.insertInto('oidc_login').values({
    state_hash: hashToken(state), browser_hash: hashToken(browserKey), remember: remember ? 1 : 0,
    created_at: now, expires_at: now + LOGIN_TTL_MS, used_at: null,
  }).execute()
  return attemptOf(browserKey, state)
}

export type LoginRefusal = 'unknown-state' | 'other-browser' | 'expired' | 'used'

/**
 * Spends the attempt named by `state` (once: a concurrent second use loses the update), after
 * checking that this browser started it. Answers its `remember` choice, or why it is refused.
 */
export async function spendLogin(db: Db, state: string, browserKey: string | undefined, now: number): Promise<{ remember: boolean } | { refused: LoginRefusal }> {
  const stateHash = hashToken(state)
  const row = await db.selectFrom('oidc_login').selectAll().where('state_hash', '=', stateHash).executeTakeFirst()
  if (!row) return { refused: 'unknown-state' }
  if (!browserKey || hashToken(browserKey) !== row.browser_hash) return { refused: 'other-browser' }
  if (row.used_at !== null) return { refused: 'used' }
  if (Number(row.expires_at) <= now) return { refused: 'expired' }
  const spent = await db.updateTable('oidc_login').set({ used_at: now })
    .where('state_hash', '=', stateHash).where('used_at', 'is', null).executeTakeFirst()
  if (Number(spent.numUpdatedRows) !== 1) return { refused: 'used' }
  return { remember: row.remember === 1 }
}

/** A one-time code that lets the shell pick up the finished sign-in of `userId`. */
export async function createHandoff(db: Db, userId: number, remember: boolean, now: number, method = 'oidc'): Promise<string> {
  await db.deleteFrom('oidc_handoff').where('expires_at', '<', now).execute()
  const code = newToken()
  await db.insertInto('oidc_handoff').values({
    code_hash: hashToken(code), user_id: userId, remember: remember ? 1 : 0, method,
    created_at: now, expires_at: now + HANDOFF_TTL_MS, used_at: null,
  }).execute()
  return code
}

/** Spends a hand-off code once; answers its user and `remember`, or null (unknown, used, expired). */
export async function spendHandoff(db: Db, code: string, now: number): Promise<{ userId: number; remember: boolean; method: string } | null> {
  const codeHash = hashToken(code)
  const row = await db.selectFrom('oidc_handoff').selectAll().where('code_hash', '=', codeHash).executeTakeFirst()
  if (!row || row.used_at !== null || Number(row.expires_at) <= now) return null
  const spent = await db.updateTable('oidc_handoff').set({ used_at: now })
    .where('code_hash', '=', codeHash).where('used_at', 'is', null).executeTakeFirst()
  return Number(spent.numUpdatedRows) === 1 ? { userId: row.user_id, remember: row.remember === 1, method: row.method } : null
}
