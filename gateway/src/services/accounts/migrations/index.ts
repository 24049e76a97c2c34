import type { Migration } from 'kysely'
import * as loginThrottle from './004-login-throttle'
import * as qrLogin from './008-qr-login'
import * as messagingLogin from './009-messaging-login'
import * as oidcLogin from './010-oidc-login'
import * as loginBinding from './033-login-binding'
import * as totp from './036-totp'
import * as qrNumberMatch from './038-qr-number-match'
import * as portalEntry from './112-portal-entry'
import * as captchaRisk from './126-captcha-risk'

/** The migrations that create or change only the uac service's tables, under their original names. */
export const migrations: Record<string, Migration> = {
  '004-login-throttle': loginThrottle,
  '008-qr-login': qrLogin,
  '009-messaging-login': messagingLogin,
  '010-oidc-login': oidcLogin,
  '033-login-binding': loginBinding,
  '036-totp': totp,
  '038-qr-number-match': qrNumberMatch,
  '112-portal-entry': portalEntry,
  '126-captcha-risk': captchaRisk,
}
