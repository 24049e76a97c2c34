import { hashPassword, verifyPassword } from '../../core/auth/password'
import type { GatewayContext } from '../../core/context'
import type { AppUserTable } from '../../core/db/types'
import { GatewayError, codes, texts } from '../../core/errors'
import { requireCaptchaPass } from '../message'
import { captchaDue, throttleKeys, waitText } from './login-throttle'
import { guardPasswordCheck } from './password-guard'

// Compared against when the account does not exist, so both failures take the same time.
const decoy = hashPassword('decoy password that never matches')

/**
 * The password check of sign-in and of "validate account and password": brute-force waits
 * (login-throttle.ts), a solved captcha once the account has failed or the address has failed across
 * several accounts (400106), a held-back answer for an address's many failures, and
 * one answer for an unknown account and a wrong password. Answers the user when it matches.
 */
export async function checkPassword(
  ctx: GatewayContext,
  from: { ip: string; acceptLanguage: string },
  input: { account: string; password: string; captchaToken?: string },
): Promise<AppUserTable> {
  const throttle = throttleKeys(input.account, from.ip)
  const captcha = async () => {
    if (!(await captchaDue(ctx.db, throttle, ctx.now()))) return
    await requireCaptchaPass(ctx, input.captchaToken, from.ip, from.acceptLanguage, input.account)
  }
  const user = await ctx.db
    .selectFrom('app_user')
    .selectAll()
    .where('user_name', '=', input.account.trim())
    .executeTakeFirst()
  const matches = async () =>
    (await verifyPassword(
      input.password,
      user ? { hash: user.password_hash, salt: user.password_salt } : await decoy,
    )) && user !== undefined
  const checked = await guardPasswordCheck(ctx.db, throttle, () => ctx.now(), matches, captcha)
  if (!checked.ok && checked.waitMs > 0) throw new GatewayError(codes.tooManyLogins, waitText(checked.waitMs))
  if (!checked.ok || !user) throw new GatewayError(codes.wrongCredentials, texts.wrongCredentials)
  return user
}
