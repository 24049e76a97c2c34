// The uac service's narrow interface: what other services use (this file loads no routes).
export { loadAppTokenIssuer } from './apptoken/issuer'
/** The ids an app sees of the tenant's accounts and staff (pseudonyms per app and tenant), and the way back to an account. */
export { appPseudonyms, PSEUDONYM_ROUND, type AppPseudonyms, type PseudonymRound } from './apptoken/pseudonym'
export { autoLoginLink } from './messaging-login/auto-login-link'
export { passwordProblem } from './password-rules'
export { sealSecret, openSecret } from './totp/secret-box'
/** Proving again who the signed-in user is (password or authenticator code), before something sensitive. */
export {
  reconfirmCode,
  reconfirmMethodOf,
  reconfirmPassword,
  type PasswordCheck,
  type ReconfirmMethod,
} from './reconfirm'
export { TOO_GUESSABLE, tooGuessable } from './password-strength'
// The uac service's tables: their row types (merged into core's Database).
export type {
  UserTotpTable,
  TotpRecoveryCodeTable,
  TotpPendingLoginTable,
  TotpPolicyTable,
  TotpPolicyRoleTable,
  TotpKeyTable,
} from './totp/tables'
export type {
  PortalEntryTable,
  SigningKeyTable,
  AppSecretTable,
  LoginFailureTable,
  CaptchaChallengeTable,
  PasswordChangedTable,
  SuperLoginTicketTable,
  SuperLoginAuditTable,
  OldLoginNonceTable,
  QrLoginTicketTable,
  MessagingReplayTable,
  OidcLoginTable,
  OidcHandoffTable,
  MessagingLoginTable,
} from './tables'
