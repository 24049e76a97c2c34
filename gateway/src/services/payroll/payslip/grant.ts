import type { Auth } from '../../../core/auth/guard'
import { hashToken, newToken } from '../../../core/auth/token'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { payslipError } from './errors'

/** How long a password or code check opens payslips. */
export const GRANT_TTL_MS = 5 * 60_000

/** A view grant for the caller's session (stored hashed); the caller's expired grants go. */
export async function issueGrant(db: Db, auth: Auth, now: number): Promise<{ grant: string; expiresAt: number }> {
  const grant = newToken()
  const expiresAt = now + GRANT_TTL_MS
  await db
    .deleteFrom('payslip_grant')
    .where('tenant_id', '=', auth.session.tenant_id)
    .where('user_id', '=', auth.user.id)
    .where('expires_at', '<=', now)
    .execute()
  await db
    .insertInto('payslip_grant')
    .values({
      tenant_id: auth.session.tenant_id,
      grant_hash: hashToken(grant),
      session_hash: auth.session.token_hash,
      user_id: auth.user.id,
      expires_at: expiresAt,
    })
    .execute()
  return { grant, expiresAt }
}

/** Throws grantNeeded unless `grant` was given to this very session and has not expired. */
export async function requireGrant(
  db: Db,
  auth: Auth,
  grant: string | undefined,
  now: number,
  lang: Lang,
): Promise<void> {
  const row = grant
    ? await db
        .selectFrom('payslip_grant')
        .select(['session_hash', 'user_id', 'expires_at'])
        .where('tenant_id', '=', auth.session.tenant_id)
        .where('grant_hash', '=', hashToken(grant))
        .executeTakeFirst()
    : undefined
  if (
    !row ||
    row.session_hash !== auth.session.token_hash ||
    row.user_id !== auth.user.id ||
    Number(row.expires_at) <= now
  ) {
    throw payslipError(lang, 'grantNeeded')
  }
}

/** True when the session holds an unexpired view grant (its user checked the password again within GRANT_TTL_MS). */
export async function sessionHasGrant(
  db: Db,
  session: { tenantId: number; userId: number; tokenHash: string },
  now: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('payslip_grant')
    .select('grant_hash')
    .where('tenant_id', '=', session.tenantId)
    .where('user_id', '=', session.userId)
    .where('session_hash', '=', session.tokenHash)
    .where('expires_at', '>', now)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}
