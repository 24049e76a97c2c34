import { handle, type Service } from '../../core/service'
import { APP_PSEUDONYMS } from '../message'
import { appPseudonyms } from './apptoken/pseudonym'
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
import { migrations } from './migrations'
import { totpGate } from './totp'

/** Sign-in and identity (uac): login, logout, token info, permissions, password, app tokens. */
export const accounts: Service = {
  name: 'uac',
  migrations,
  handlers: [totpGate, handle(APP_PSEUDONYMS, appPseudonyms)],
  routes: [
    accountSecurityRoutes,
    superLoginRoutes,
    oldVersionLoginRoutes,
    loginRoutes,
    codeLoginRoutes,
    captchaRoutes,
    sessionInfoRoutes,
    permissionRoutes,
    portalEntryRoutes,
    passwordRoutes,
    appTokenRoutes,
    qrLoginRoutes,
    messagingLoginRoutes,
    oidcLoginRoutes,
    handoffRoutes,
    sysInfoRoutes,
    totpRoutes,
  ],
}
