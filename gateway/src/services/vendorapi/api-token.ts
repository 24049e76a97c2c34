import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../../core/db/types'
import type { Caller } from './audit'

/** How long an API token lives. */
export const API_TOKEN_TTL_MS = 10 * 60_000

/**
 * What an API token stands for: the caller and the scopes consented when it was exchanged (what the exchange answered;
 * each call checks the consent in force then, api-route.ts).
 */
export interface ApiToken extends Caller {
  scopes: string[]
  expiresAt: number
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * A new API token for the caller: opaque (`api_` and 32 random bytes), stored only as its hash, so it is neither a
 * JWT (no app-token check accepts it) nor a session token (the session table never holds it). A background token
 * (`caller.asApp`) is stored with user 0. Drops the tenant's expired tokens on the way.
 */
export async function issueApiToken(
  db: Db,
  caller: Caller,
  scopes: string[],
  now: number,
): Promise<{ token: string; expiresAt: number }> {
  const token = `api_${randomBytes(32).toString('base64url')}`
  const expiresAt = now + API_TOKEN_TTL_MS
  await db
    .deleteFrom('vendor_api_token')
    .where('tenant_id', '=', caller.tenantId)
    .where('expires_at', '<', now)
    .execute()
  await db
    .insertInto('vendor_api_token')
    .values({
      tenant_id: caller.tenantId,
      token_hash: hashOf(token),
      app_code: caller.appCode,
      user_id: caller.userId,
      pseudonym: caller.pseudonym,
      scopes: JSON.stringify(scopes),
      expires_at: expiresAt,
      created_at: now,
    })
    .execute()
  return { token, expiresAt }
}

/** The live API token `token` stands for, or undefined (unknown or expired). */
export async function findApiToken(db: Db, token: string, now: number): Promise<ApiToken | undefined> {
  const row = await db
    .selectFrom('vendor_api_token')
    .selectAll()
    .where('token_hash', '=', hashOf(token))
    .executeTakeFirst()
  if (!row || Number(row.expires_at) <= now) return undefined
  return {
    tenantId: row.tenant_id,
    appCode: row.app_code,
    userId: row.user_id,
    pseudonym: row.pseudonym,
    ...(row.user_id === 0 ? { asApp: true } : {}),
    scopes: JSON.parse(row.scopes) as string[],
    expiresAt: Number(row.expires_at),
  }
}

const BEARER = /^Bearer (api_[A-Za-z0-9_-]{43})$/

/**
 * The installation an `Authorization: Bearer <API token>` header stands for (a user's token or a background one), or
 * undefined (missing, unknown or expired). It checks no budget, consent or install state: a caller that acts on it
 * checks that the app is still installed (e.g. with `findInstalledApp` of services/vendor).
 */
export async function installationOfToken(
  db: Db,
  authorization: string | undefined,
  now: number,
): Promise<{ tenantId: number; appCode: string; asApp: boolean } | undefined> {
  const match = BEARER.exec(authorization ?? '')
  const token = match ? await findApiToken(db, match[1], now) : undefined
  return token && { tenantId: token.tenantId, appCode: token.appCode, asApp: token.asApp === true }
}
