import { randomUUID } from 'node:crypto'
import { sameSignature, signParts } from '../../../integrations/messaging/signature'
import { MessagingError } from '../../../integrations/messaging/types'

/** What the back office vouches for: the user's mobile, optionally the tenant, an expiry and a one-time id. */
export interface AutoLoginClaims {
  mobile: string
  tenantId?: number
  /** Epoch ms; at most AUTO_LOGIN_MAX_AGE after issue. */
  exp: number
  jti: string
}

/** An auto-login link lives at most 5 minutes. */
export const AUTO_LOGIN_MAX_AGE = 5 * 60_000

/** loginType values: an auto-login link (from a notice, e-mail …) or the back office's enterprise login. */
export const LOGIN_TYPES = ['auto', 'backend'] as const

const FLAG = /^[A-Za-z0-9_.-]{1,40}$/

/**
 * Makes the `token` of a §2 systemFlag/loginType/token link: base64url(JSON claims) + "." +
 * base64url(HMAC-SHA256(AUTO_LOGIN_SECRET, `systemFlag\nloginType\npayload`)). The back office
 * (or any system holding the secret) builds /login?systemFlag=…&loginType=…&token=… with it.
 * @example createAutoLoginToken(secret, 'backoffice', 'auto', { mobile: '13800000000' }, Date.now())
 */
export function createAutoLoginToken(
  secret: string,
  systemFlag: string,
  loginType: string,
  claims: { mobile: string; tenantId?: number },
  now: number,
): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, exp: now + AUTO_LOGIN_MAX_AGE, jti: randomUUID() })).toString(
    'base64url',
  )
  const sign = Buffer.from(signParts(secret, [systemFlag, loginType, payload]), 'base64').toString('base64url')
  return `${payload}.${sign}`
}

/** Checks flag, type, signature and expiry; answers the claims or throws MessagingError('illegal'). */
export function verifyAutoLoginToken(
  secret: string,
  systemFlag: string,
  loginType: string,
  token: string,
  now: number,
): AutoLoginClaims {
  const illegal = (why: string) => new MessagingError('illegal', `Auto-login token refused: ${why}`)
  if (!FLAG.test(systemFlag) || !(LOGIN_TYPES as readonly string[]).includes(loginType))
    throw illegal('unknown systemFlag or loginType')
  const [payload, sign, extra] = token.split('.')
  if (!payload || !sign || extra !== undefined) throw illegal('malformed')
  const expected = Buffer.from(signParts(secret, [systemFlag, loginType, payload]), 'base64').toString('base64url')
  if (!sameSignature(sign, expected)) throw illegal('bad signature')
  let claims: Partial<AutoLoginClaims>
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    throw illegal('unreadable claims')
  }
  if (typeof claims.mobile !== 'string' || typeof claims.jti !== 'string' || typeof claims.exp !== 'number')
    throw illegal('incomplete claims')
  if (claims.tenantId !== undefined && !Number.isInteger(claims.tenantId)) throw illegal('bad tenant')
  if (claims.exp <= now || claims.exp > now + AUTO_LOGIN_MAX_AGE + 60_000) throw illegal('expired or too long-lived')
  return claims as AutoLoginClaims
}
