import { account, sessions } from './account'
import { portal } from './portal'
import { totp, totpPolicies, totpResets } from './totp'

/**
 * Accounts and sign-in (gateway services/uac): so far the caller's account security (account info, bindings,
 * password reset, sessions) the authenticator (two-step verification) routes,
 * the portal's entry and vendor sub-apps' tokens.
 */
export const uac = { account, sessions, portal, totp, totpPolicies, totpResets }

export { TOTP } from './codes'
