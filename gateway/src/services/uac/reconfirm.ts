import { verifyPassword } from '../../core/auth/password'
import type { GatewayContext } from '../../core/context'
import type { AppUserTable } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { clearLoginFailures, lockedFor, recordLoginFailure, throttleKeys } from './login-throttle'
import { checkSecondFactor, enabledTotp } from './totp/code-check'

/** How a signed-in user proves again who they are: their authenticator's code when they have one on, else their password. */
export type ReconfirmMethod = 'totp' | 'password'

export async function reconfirmMethodOf(ctx: GatewayContext, userId: number): Promise<ReconfirmMethod> {
  return (await enabledTotp(ctx, userId)) ? 'totp' : 'password'
}

/** A password check's outcome: right, wrong, or held back for `waitMs` by earlier failures. */
export type PasswordCheck = { ok: true } | { ok: false; waitMs: number }

/**
 * Checks the signed-in user's password again (before showing something sensitive), with the brute-force counters
 * of sign-in (login-throttle.ts: the account from this address, the account from anywhere): a wrong password counts
 * as a failed sign-in, a right one clears the account's counters. No captcha: the caller holds a session already.
 */
export async function reconfirmPassword(ctx: GatewayContext, ip: string, user: AppUserTable, password: string): Promise<PasswordCheck> {
  const keys = throttleKeys(user.user_name, ip)
  const wait = await lockedFor(ctx.db, keys, ctx.now())
  if (wait > 0) return { ok: false, waitMs: wait }
  if (!(await verifyPassword(password, { hash: user.password_hash, salt: user.password_salt }))) {
    await recordLoginFailure(ctx.db, keys, ctx.now())
    return { ok: false, waitMs: 0 }
  }
  await clearLoginFailures(ctx.db, keys)
  return { ok: true }
}

/**
 * Checks a code of the user's enabled authenticator (no recovery codes: they are for signing in), with its own
 * growing hold after wrong codes; throws the authenticator's errors (400131 wrong code, 400132 held back, 400134 none).
 */
export async function reconfirmCode(ctx: GatewayContext, userId: number, code: string, lang: Lang): Promise<void> {
  await checkSecondFactor(ctx, userId, code, lang, { allowRecovery: false })
}
