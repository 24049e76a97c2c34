import { createHash } from 'node:crypto'
import type { Db, SessionTable } from '../db/types'
import { isIdle } from './idle'
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
  /** The address and User-Agent that opened it, shown in the user's list of sessions. */
  ip: string
  userAgent: string
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
    last_active_at: input.now,
    ip: input.ip.slice(0, 100),
    user_agent: input.userAgent.slice(0, 300),
  }).execute()
  return { token, expiresAt }
}

/** A session that is neither expired nor revoked, with its tenant's inactivity timeout (it may be idle). */
export interface OpenSession { session: SessionTable; idleMinutes: number }

/** The unexpired, unrevoked session of a token and its tenant's timeout, idle or not; undefined when there is none. */
export async function findOpenSession(db: Db, token: string, now: number): Promise<OpenSession | undefined> {
  const row = await db
    .selectFrom('session')
    .innerJoin('tenant', 'tenant.id', 'session.tenant_id')
    .selectAll('session')
    .select('tenant.idle_minutes')
    .where('session.token_hash', '=', hashToken(token))
    .where('session.expires_at', '>', now)
    .where('session.revoked_at', 'is', null)
    .executeTakeFirst()
  if (!row) return undefined
  const { idle_minutes: idleMinutes, ...session } = row
  return { session, idleMinutes: Number(idleMinutes) }
}

/** The live session of a token, or undefined when it is unknown, expired, revoked or idle past its tenant's timeout. */
export async function findLiveSession(db: Db, token: string, now: number): Promise<SessionTable | undefined> {
  const open = await findOpenSession(db, token, now)
  return open && !isIdle(open.session, open.idleMinutes, now) ? open.session : undefined
}

/** The id a session is shown and ended by in its user's list: derived from the token hash, which never leaves the gateway. */
export const sessionIdOf = (tokenHash: string): string => createHash('sha256').update(`session-id:${tokenHash}`).digest('hex').slice(0, 32)

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
