import type { Service } from '../../core/service'
import { accountSecurityRoutes } from './account-security'
import { appTokenRoutes } from './app-token'
import { captchaRoutes } from './captcha/routes'
import { codeLoginRoutes } from './code-login'
import { loginRoutes } from './login'
import { messagingLoginRoutes } from './messaging-login/routes'
import { oldVersionLoginRoutes } from './old-version/oldlc-login'
import { handoffRoutes } from './oidc-login/handoff-routes'
import { oidcLoginRoutes } from './oidc-login/oidc-routes'
import { passwordRoutes } from './password'
import { qrLoginRoutes } from './qr-login'
import { permissionRoutes } from './permission'
import { portalEntryRoutes } from './portal-entry'
import { sessionInfoRoutes } from './session-info'
import { superLoginRoutes } from './super-login/routes'
import { sysInfoRoutes } from './sys-info'
import { totpRoutes } from './totp'

// The uac service's public interface: other services and the gateway's startup, seed and tests import only these.
export { loadAppTokenIssuer } from './apptoken/issuer'
/** The ids an app sees of the tenant's accounts and staff (pseudonyms per app and tenant), and the way back to an account. */
export { appPseudonyms, type AppPseudonyms } from './apptoken/pseudonym'
export { autoLoginLink } from './messaging-login/auto-login-link'
export { passwordProblem } from './password-rules'
export { sealSecret, openSecret } from './totp/secret-box'
/** Proving again who the signed-in user is (password or authenticator code), before something sensitive. */
export { reconfirmCode, reconfirmMethodOf, reconfirmPassword, type PasswordCheck, type ReconfirmMethod } from './reconfirm'
export { TOO_GUESSABLE, tooGuessable } from './password-strength'

/** Sign-in and identity (uac): login, logout, token info, permissions, password, app tokens. */
export const uac: Service = {
  segment: 'uac',
  routes: [accountSecurityRoutes, superLoginRoutes, oldVersionLoginRoutes, loginRoutes, codeLoginRoutes, captchaRoutes, sessionInfoRoutes, permissionRoutes, portalEntryRoutes, passwordRoutes, appTokenRoutes, qrLoginRoutes, messagingLoginRoutes, oidcLoginRoutes, handoffRoutes, sysInfoRoutes, totpRoutes],
}

// The uac service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { UserTotpTable, TotpRecoveryCodeTable, TotpPendingLoginTable, TotpPolicyTable, TotpPolicyRoleTable, TotpKeyTable } from './totp/tables'
export type { PortalEntryTable, SigningKeyTable, AppSecretTable, LoginFailureTable, CaptchaChallengeTable, PasswordChangedTable, SuperLoginTicketTable, SuperLoginAuditTable, OldLoginNonceTable, QrLoginTicketTable, MessagingReplayTable, OidcLoginTable, OidcHandoffTable, MessagingLoginTable } from './tables'
export { migrations } from './migrations'
