import { account, sessions } from './account'
import { totp, totpPolicies, totpResets } from './totp'

/**
 * Accounts and sign-in (gateway services/uac): so far the caller's account security (account info, bindings,
 * password reset, sessions) and the authenticator (two-step verification) routes.
 */
export const uac = { account, sessions, totp, totpPolicies, totpResets }

export { TOTP } from './codes'
