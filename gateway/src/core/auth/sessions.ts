import { createHash } from 'node:crypto'
import type { AppUserTable, Db, SessionTable } from '../db/types'
import { isIdle } from './idle'
import { sessionCacheOf } from './session-cache'
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
  /** The brand (system code) of the host it was signed in on. */
  sysCode: string
  /** A platform operator's super login (services/accounts/super-login). */
  superLogin?: boolean
}

/**
 * Starts a session and answers the raw token and the session's channel secret (the proof, beside the token, that a
 * request comes from the browser that signed in: its own cookie), which are never stored (only their sha256).
 */
export async function createSession(
  db: Db,
  input: NewSession,
): Promise<{ token: string; expiresAt: number; channelSecret: string }> {
  const token = newToken()
  const channelSecret = newToken()
  const expiresAt = input.now + (input.remember ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS)
  await db
    .insertInto('session')
    .values({
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
      sys_code: input.sysCode.slice(0, 40),
      super_login: input.superLogin ? 1 : 0,
      need_refresh: 0,
      channel_hash: hashToken(channelSecret),
    })
    .execute()
  return { token, expiresAt, channelSecret }
}

/** A session that is neither expired nor revoked, with its tenant's inactivity timeout (it may be idle). */
export interface OpenSession {
  session: SessionTable
  idleMinutes: number
}

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

/** An open session with its user: what every signed-in request needs, read in one query. */
export interface OpenSessionUser extends OpenSession {
  user: AppUserTable
}

const USER_COLUMNS = [
  'id',
  'user_name',
  'real_name',
  'password_hash',
  'password_salt',
  'phone',
  'email',
  'tenant_id',
  'company_id',
  'employee_id',
  'is_super',
  'perm_version',
  'head_url',
] as const satisfies ReadonlyArray<keyof AppUserTable>

/**
 * The unexpired, unrevoked session of a token hash (token.ts) with its tenant's timeout and its user: from this
 * process's session cache (session-cache.ts), else in one query on the hash (the primary key); undefined when there
 * is none or its user is gone. `fresh` reads the database whatever the cache holds.
 */
export async function findOpenSessionUser(
  db: Db,
  tokenHash: string,
  now: number,
  options: { fresh?: boolean } = {},
): Promise<OpenSessionUser | undefined> {
  if (!options.fresh) {
    const held = heldOpenSessionUser(db, tokenHash, now)
    if (held) return held
  }
  const cache = sessionCacheOf(db)
  const readAt = cache?.current ?? 0
  const open = await readOpenSessionUser(db, tokenHash, now)
  if (open && cache) cache.set(tokenHash, open, readAt)
  return open
}

/** The unexpired session of a token hash as this process's session cache holds it, read without waiting; else undefined. */
export function heldOpenSessionUser(db: Db, tokenHash: string, now: number): OpenSessionUser | undefined {
  const held = sessionCacheOf(db)?.get(tokenHash)
  return held && held.session.expires_at > now ? held : undefined
}

async function readOpenSessionUser(db: Db, tokenHash: string, now: number): Promise<OpenSessionUser | undefined> {
  const row = await db
    .selectFrom('session')
    .innerJoin('tenant', 'tenant.id', 'session.tenant_id')
    .innerJoin('app_user', 'app_user.id', 'session.user_id')
    .selectAll('session')
    .select('tenant.idle_minutes')
    .select(USER_COLUMNS.map((column) => `app_user.${column} as user_${column}` as const))
    .where('session.token_hash', '=', tokenHash)
    .where('session.expires_at', '>', now)
    .where('session.revoked_at', 'is', null)
    .executeTakeFirst()
  if (!row) return undefined
  const record = row as unknown as Record<string, unknown>
  const user = Object.fromEntries(
    USER_COLUMNS.map((column) => [column, record[`user_${column}`]]),
  ) as unknown as AppUserTable
  const session: SessionTable = {
    token_hash: row.token_hash,
    user_id: row.user_id,
    tenant_id: row.tenant_id,
    created_at: row.created_at,
    expires_at: row.expires_at,
    revoked_at: row.revoked_at,
    perm_seen: row.perm_seen,
    last_active_at: row.last_active_at,
    ip: row.ip,
    user_agent: row.user_agent,
    sys_code: row.sys_code,
    super_login: Number(row.super_login),
    need_refresh: Number(row.need_refresh),
    channel_hash: row.channel_hash,
  }
  return { session, user, idleMinutes: Number(row.idle_minutes) }
}

/** The live session of a token, or undefined when it is unknown, expired, revoked or idle past its tenant's timeout. */
export async function findLiveSession(db: Db, token: string, now: number): Promise<SessionTable | undefined> {
  const open = await findOpenSession(db, token, now)
  return open && !isIdle(open.session, open.idleMinutes, now) ? open.session : undefined
}

/** The id a session is shown and ended by in its user's list: derived from the token hash, which never leaves the gateway. */
export const sessionIdOf = (tokenHash: string): string =>
  createHash('sha256').update(`session-id:${tokenHash}`).digest('hex').slice(0, 32)

export async function revokeSession(db: Db, tokenHash: string, now: number): Promise<void> {
  await db
    .updateTable('session')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute()
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

/**
 * §4 step 6: whether the session's portal must reload before it goes on: its user's permissions changed since it last
 * cleared the mark, or something else it loaded changed (need refresh).
 */
export const markChanged = (
  session: Pick<SessionTable, 'perm_seen' | 'need_refresh'>,
  user: Pick<AppUserTable, 'perm_version'>,
): boolean => session.perm_seen < user.perm_version || session.need_refresh === 1

/**
 * Asks the portals of the live sessions signed in on a brand (its system code) to reload, all but the caller's own:
 * what they loaded of it (name, logo, link, theme) changed. Answers how many were asked.
 * @example await requireRefresh(ctx.db, { sysCode: 'jiahe', exceptTokenHash: session.token_hash }, ctx.now())
 */
export async function requireRefresh(
  db: Db,
  which: { sysCode: string; exceptTokenHash: string },
  now: number,
): Promise<number> {
  const result = await db
    .updateTable('session')
    .set({ need_refresh: 1 })
    .where('sys_code', '=', which.sysCode)
    .where('token_hash', '!=', which.exceptTokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('need_refresh', '=', 0)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** §7 clear need-refresh: the session's portal has reloaded. */
export async function clearNeedRefresh(db: Db, tokenHash: string): Promise<void> {
  await db
    .updateTable('session')
    .set({ need_refresh: 0 })
    .where('token_hash', '=', tokenHash)
    .where('need_refresh', '=', 1)
    .execute()
}
