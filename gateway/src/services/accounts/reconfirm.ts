import { verifyPassword } from '../../core/auth/password'
import type { GatewayContext } from '../../core/context'
import type { AppUserTable } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { throttleKeys } from './login-throttle'
import { guardPasswordCheck, type PasswordCheck } from './password-guard'
import { checkSecondFactor, enabledTotp } from './totp/code-check'

/** How a signed-in user proves again who they are: their authenticator's code when they have one on, else their password. */
export type ReconfirmMethod = 'totp' | 'password'

export async function reconfirmMethodOf(ctx: GatewayContext, userId: number): Promise<ReconfirmMethod> {
  return (await enabledTotp(ctx, userId)) ? 'totp' : 'password'
}

export type { PasswordCheck } from './password-guard'

/**
 * Checks the signed-in user's password again (before showing something sensitive), with the brute-force counters
 * of sign-in (login-throttle.ts: the account from this address, the account from anywhere): a wrong password counts
 * as a failed sign-in, a right one clears the account's counters. No captcha: the caller holds a session already.
 */
export async function reconfirmPassword(
  ctx: GatewayContext,
  ip: string,
  user: AppUserTable,
  password: string,
): Promise<PasswordCheck> {
  const matches = () => verifyPassword(password, { hash: user.password_hash, salt: user.password_salt })
  return guardPasswordCheck(ctx.db, throttleKeys(user.user_name, ip), () => ctx.now(), matches)
}

/**
 * Checks a code of the user's enabled authenticator (no recovery codes: they are for signing in), with its own
 * growing hold after wrong codes; throws the authenticator's errors (400131 wrong code, 400132 held back, 400134 none).
 */
export async function reconfirmCode(ctx: GatewayContext, userId: number, code: string, lang: Lang): Promise<void> {
  await checkSecondFactor(ctx, userId, code, lang, { allowRecovery: false })
}
