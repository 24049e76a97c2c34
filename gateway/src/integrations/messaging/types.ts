/**
 * Enterprise messaging login: how the portal maps the §2 /login query
 * combinations onto the three platforms and the portal's own back office.
 *
 * | §2 combination                               | platform                | verified by                                                    |
 * |----------------------------------------------|-------------------------|----------------------------------------------------------------|
 * | auth_code (alone)                            | WeCom 企业微信 web login | exchanging the code with WeCom (single use, 5 min at WeCom)    |
 * | corpId, authCode, timestamp, sign            | DingTalk 钉钉            | sign = base64(HMAC-SHA256(appSecret, `timestamp\nauthCode`)), corpId |
 * | authCorpId, userId, vCode, sign, appCode (+ timestamp) | Feishu 飞书    | sign = base64(HMAC-SHA256(appSecret, `timestamp\nauthCorpId\nuserId\nvCode\nappCode`)), the user matches |
 * | systemFlag, loginType, token                 | the portal's back office (auto-login link, backend enterprise login) | token = HMAC-signed hand-off, expiry, single use |
 *
 * The signed combinations are what the company's launcher on the platform (workbench entry or
 * QR page configured for the portal) appends when it sends the user back; the local simulators'
 * authorize pages play that part. Every signed callback carries a timestamp checked against a
 * 5-minute window, and each callback is accepted once (messaging_replay table). Every callback
 * also brings back the OAuth `state` the portal sent to the platform's page (each platform echoes it
 * unchanged, as its OAuth protocol does); the portal issued it to the browser that started the
 * sign-in and refuses it anywhere else (services/accounts/messaging-login/login-state.ts). The user is then
 * read from the platform's real OAuth and user endpoints and matched to a portal user by mobile.
 */

import type { ConnectorSettings } from './directory/types'
import type { SuiteSettings } from './directory/wecom-suite'

export type Platform = 'wecom' | 'dingtalk' | 'feishu'

export const PLATFORMS: readonly Platform[] = ['wecom', 'dingtalk', 'feishu']

/** The /login query fields a callback may carry (§2), as strings. */
export type CallbackQuery = Partial<
  Record<
    | 'authCorpId'
    | 'userId'
    | 'vCode'
    | 'sign'
    | 'appCode'
    | 'timestamp'
    | 'corpId'
    | 'authCode'
    | 'auth_code'
    | 'state',
    string
  >
>

/** A callback whose signature and timestamp passed: the code to exchange and the key that marks it used. */
export interface VerifiedCallback {
  code: string
  /** Unique per callback; stored until `expiresAt` so the same callback is refused a second time. */
  replayKey: string
  expiresAt: number
  /** The user and tenant the callback names, when it names them (Feishu); checked against the platform's answer. */
  claims?: { userId: string; tenant: string }
}

/** The platform's user, as its user endpoint answers; `mobile` is null when the platform gives none. */
export interface PlatformUser {
  id: string
  name: string
  mobile: string | null
}

/** One enterprise messaging platform: its authorize page, its callback check and its OAuth/user calls. */
export interface MessagingConnector {
  platform: Platform
  /** The platform's QR/OAuth page that sends the user back to `redirectUri` with the callback query. */
  authorizeUrl(redirectUri: string, state: string): string
  /** Checks the callback (fields, signature, timestamp window); throws MessagingError('illegal'). */
  verify(query: CallbackQuery, now: number): VerifiedCallback
  /** Exchanges the code for the user; throws MessagingError('timeout' | 'failed' | 'illegal'). */
  fetchUser(callback: VerifiedCallback): Promise<PlatformUser>
}

/** The messaging part of Integrations: a connector per configured platform, and the auto-login secret. */
export interface MessagingPlatforms {
  connectors: Partial<Record<Platform, MessagingConnector>>
  /**
   * The installation's own app on each configured platform (environment, or the demo's stand-ins), as connector
   * settings: what sending notices uses until a tenant has its own connector.
   */
  settings: Partial<Record<Platform, ConnectorSettings>>
  /**
   * The WeCom provider suite companies authorise by QR code (WECOM_SUITE_*; in demo mode the stand-in's demo suite);
   * null when not configured.
   */
  wecomSuite: SuiteSettings | null
  /** AUTO_LOGIN_SECRET: signs the back office's auto-login tokens (§2 systemFlag, loginType, token); null when not configured. */
  autoLoginSecret: string | null
}

export type MessagingFailure = 'illegal' | 'timeout' | 'failed'

/** Why a messaging login failed: a bad callback, a platform that did not answer in time, or a platform error. */
export class MessagingError extends Error {
  override name = 'MessagingError'

  constructor(
    readonly kind: MessagingFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}
