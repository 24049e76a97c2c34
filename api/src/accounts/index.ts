import { account, sessions } from './account'
import { captcha } from './captcha'
import { portal } from './portal'
import { qr } from './qr'
import { permissions, session } from './session'
import { signIn } from './sign-in'
import { messaging, oidc, oldVersion } from './single-sign-on'
import { superLogin } from './super-login'
import { totp, totpPolicies, totpResets } from './totp'

/**
 * Accounts and sign-in (gateway services/accounts): signing in (password, code, the authenticator's second step, QR,
 * enterprise messaging, OpenID Connect and its hand-offs, the old version, super login) and out, captchas, the
 * session (token, keep-alive, page cookie, permissions, the host's brand), the caller's account security, the
 * authenticator, the portal's entry and vendor sub-apps' tokens.
 */
export const accounts = {
  signIn,
  captcha,
  qr,
  messaging,
  oidc,
  oldVersion,
  superLogin,
  session,
  permissions,
  account,
  sessions,
  portal,
  totp,
  totpPolicies,
  totpResets,
}

export { TOTP } from './codes'
export { MESSAGING_PLATFORMS } from './single-sign-on'
export { QR_STATES } from './qr'
export { sysInfo } from './session'
export { loginAnswer, secondStep, tenantChoice } from './sign-in'
