import { route } from '../route'
import { bool, num, objectBody, oneOf, optional, record, str, text, Type } from '../schema'
import { DIRSYNC } from './codes'

const TENANT =
  "the session tenant's authorisation only (services/dirsync/suite-auth.test.ts: tenant 2 never sees tenant 1's)"
const START_BODY = objectBody(
  {
    platform: oneOf(['wecom']),
    /** set_session_info auth_type 1: a test authorisation (the provider's app is not online yet). */
    test: Type.Boolean({ default: false }),
  },
  ['platform'],
)
export const SUITE_STATUSES = ['none', 'pending', 'expired', 'authorised', 'failed', 'cancelled'] as const

/** A tenant's authorisation of the portal's WeCom app by QR code. */
export const suiteAuth = record({
  /** False when the server has no WeCom provider app configured (message says so). */
  available: bool(),
  status: oneOf(SUITE_STATUSES),
  /** A QR code's link is out and not used yet (also while an authorised tenant authorises again). */
  pending: optional(bool()),
  corpName: optional(str()),
  agentName: optional(str()),
  authUserName: optional(str()),
  expiresAt: optional(num()),
  updatedAt: optional(num()),
  /** Whether WeCom confirmed the authorisation just now. */
  verified: optional(bool()),
  message: str(),
})

/**
 * Authorising the WeCom provider's app by QR code (§7 /ums/web/wechat qrCodeAuth, toAuth, checkToAuth; function
 * 100901): a link opened in this browser (which gets the link's binding cookie), followed until WeCom answers; and the
 * page WeCom sends the administrator's browser back to.
 */
export const suite = {
  qrCodeAuth: route({
    method: 'POST',
    path: '/ums/web/wechat/qrCodeAuth',
    body: START_BODY,
    result: record({ qrText: str(), url: str(), expiresAt: num() }),
    errors: [DIRSYNC.suiteNotConfigured, DIRSYNC.suiteFailed],
    tenant: TENANT,
    summary: "WeCom's install page as a QR code's text, with its expiry; audited.",
  }),
  toAuth: route({
    method: 'POST',
    path: '/ums/web/wechat/toAuth',
    body: START_BODY,
    result: record({ url: str(), expiresAt: num() }),
    errors: [DIRSYNC.suiteNotConfigured, DIRSYNC.suiteFailed],
    tenant: TENANT,
    summary: "WeCom's install page to open, with its expiry; audited.",
    noScreen:
      "The §7 name of the QR authorisation's start for WeCom's provider console; the Directory sync page starts it with suite.qrCodeAuth, which answers the same.",
  }),
  checkToAuth: route({
    method: 'POST',
    path: '/ums/web/wechat/checkToAuth',
    body: objectBody({ platform: oneOf(['wecom']) }, ['platform']),
    result: suiteAuth,
    errors: [],
    tenant: TENANT,
    summary:
      "The tenant's authorisation: none, pending, expired, authorised (checked with WeCom), failed or cancelled.",
  }),
  redirect: route({
    method: 'GET',
    path: '/ums/web/wechat/suite/redirect',
    query: objectBody({ auth_code: text(512), state: text(256), expires_in: text(12) }),
    file: true,
    errors: [],
    tenant: {
      none: "where WeCom sends an administrator back after authorising: acts only for the tenant the signed, expiring state names, once, in the browser holding the link's binding cookie (suite-auth.test.ts)",
    },
    summary: 'An HTML page with the outcome in both languages (400 when not authorised); no session.',
    noScreen: "WeCom sends the authorising administrator's browser here; it answers an HTML page with the outcome.",
  }),
}
