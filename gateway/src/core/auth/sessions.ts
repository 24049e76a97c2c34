import type { Db, SessionTable } from '../db/types'
import { hashToken, newToken } from './token'

export const SESSION_TTL_MS = 12 * 3_600_000
export const REMEMBERED_SESSION_TTL_MS = 7 * 86_400_000

export interface NewSession {
  userId: number
  tenantId: number
  permSeen: number
  /** §9 "No-login option: seven days"; otherwise the session lasts 12 hours. */
  remember: boolean
  now: number
}

/** Starts a session and answers the raw token, which is never stored (only its sha256). */
export async function createSession(db: Db, input: NewSession): Promise<{ token: string; expiresAt: number }> {
  const token = newToken()
  const expiresAt = input.now + (input.remember ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS)
  await db.insertInto('session').values({
    token_hash: hashToken(token),
    user_id: input.userId,
    tenant_id: input.tenantId,
    created_at: input.now,
    expires_at: expiresAt,
    revoked_at: null,
    perm_seen: input.permSeen,
  }).execute()
  return { token, expiresAt }
}

/** The live session of a token, or undefined when it is unknown, expired or revoked. */
export async function findLiveSession(db: Db, token: string, now: number): Promise<SessionTable | undefined> {
  return db
    .selectFrom('session')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', now)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
}

export async function revokeSession(db: Db, tokenHash: string, now: number): Promise<void> {
  await db.updateTable('session').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute()
}

/** Ends every other live session of the user (after a password change). */
export async function revokeOtherSessions(db: Db, userId: number, keepTokenHash: string, now: number): Promise<void> {
  await db
    .updateTable('session')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('token_hash', '!=', keepTokenHash)
    .where('revoked_at', 'is', null)
    .execute()
}

export async function markPermissionsSeen(db: Db, tokenHash: string, permVersion: number): Promise<void> {
  await db.updateTable('session').set({ perm_seen: permVersion }).where('token_hash', '=', tokenHash).execute()
}
