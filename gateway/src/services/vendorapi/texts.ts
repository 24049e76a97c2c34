import { vendorapiContract } from '@hr-portal/api'
import { GatewayError, codes } from '../../core/errors'
import type { Lang } from '../../core/lang'

/** Every refusal of the vendor backend API in both languages; `{name}` parts are filled from the values. */
const catalogue = {
  missingAppToken: { en: 'Missing app token', zh: '缺少应用令牌' },
  appTokenExpired: { en: 'App token expired', zh: '应用令牌已过期' },
  appTokenOtherApp: { en: 'App token is not for this app', zh: '应用令牌不属于此应用' },
  invalidAppToken: { en: 'Invalid app token', zh: '应用令牌无效' },
  userGone: { en: "The app token's user is no longer a member of this tenant", zh: '应用令牌的用户已不属于本租户' },
  badApiToken: {
    en: 'Missing, unknown or expired API token: exchange an app token for a new one',
    zh: 'API 令牌缺失、无效或已过期：请用应用令牌换取新的 API 令牌',
  },
  appNotInstalled: {
    en: 'The app "{app}" is not installed in this tenant, or is disabled',
    zh: '应用“{app}”未在本租户安装或已停用',
  },
  scopeNotConsented: {
    en: 'The tenant has not consented to the data scope "{scope}" for this app',
    zh: '租户未同意此应用使用数据范围“{scope}”',
  },
  rateLimited: {
    en: 'Too many calls of this app in this tenant, please try again in {seconds} seconds',
    zh: '此应用在本租户的调用过于频繁，请 {seconds} 秒后再试',
  },
  userRateLimited: {
    en: 'Too many calls of this app for this user, please try again in {seconds} seconds',
    zh: '此应用为该用户的调用过于频繁，请 {seconds} 秒后再试',
  },
  userWithoutApp: {
    en: 'The token\'s user may no longer open the app "{app}" in this tenant',
    zh: '令牌的用户已无权在本租户打开应用“{app}”',
  },
  exchangeRateLimited: {
    en: 'Too many token exchanges of this app in this tenant, please try again in {seconds} seconds',
    zh: '此应用在本租户换取令牌过于频繁，请 {seconds} 秒后再试',
  },
  badClient: {
    en: 'Unknown or revoked client id, or wrong client secret',
    zh: '客户端 ID 无效或已吊销，或客户端密钥错误',
  },
  badAssertion: {
    en: "The client assertion was refused: it must be a JWT signed with a key of the app's jwksUrl, iss and sub the client id, aud this token address, expiring within 5 minutes, with a jti never used before",
    zh: '客户端断言被拒绝：须为用应用 jwksUrl 中的密钥签名的 JWT，iss 与 sub 为客户端 ID，aud 为本令牌地址，5 分钟内过期，jti 从未用过',
  },
  clientAuthOne: {
    en: 'Send either client_secret or client_assertion with its client_assertion_type, not both',
    zh: '请只发送 client_secret，或 client_assertion 及其 client_assertion_type，二者不能同时发送',
  },
  needsUser: {
    en: 'This call acts for a user: a background token of the app cannot make it',
    zh: '此调用须代表用户：应用的后台令牌不能调用',
  },
  notInApp: { en: 'You cannot open this app', zh: '您无权打开此应用' },
  requestNotFound: { en: 'The request does not exist, or you may not see it', zh: '审批单不存在，或您无权查看' },
} as const

export type ApiTextKey = keyof typeof catalogue

/** A text of the vendor backend API in `lang`. */
export function sayApi(lang: Lang, key: ApiTextKey, values: Record<string, string | number> = {}): string {
  return catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))
}

const VENDOR_API = vendorapiContract.VENDOR_API

/** The envelope code (as the contract declares it) and HTTP status of each refusal. */
const answers: Record<ApiTextKey, [number, number]> = {
  missingAppToken: [VENDOR_API.badAppToken, 401],
  appTokenExpired: [VENDOR_API.badAppToken, 401],
  appTokenOtherApp: [VENDOR_API.badAppToken, 401],
  invalidAppToken: [VENDOR_API.badAppToken, 401],
  userGone: [VENDOR_API.badAppToken, 401],
  badApiToken: [VENDOR_API.badApiToken, 401],
  appNotInstalled: [VENDOR_API.appNotInstalled, 403],
  scopeNotConsented: [VENDOR_API.scopeNotConsented, 403],
  rateLimited: [VENDOR_API.rateLimited, 429],
  userRateLimited: [VENDOR_API.userRateLimited, 429],
  userWithoutApp: [VENDOR_API.appUserWithoutApp, 403],
  exchangeRateLimited: [VENDOR_API.exchangeRateLimited, 429],
  badClient: [VENDOR_API.badClient, 401],
  badAssertion: [VENDOR_API.badAssertion, 401],
  clientAuthOne: [VENDOR_API.badClient, 401],
  needsUser: [VENDOR_API.needsUser, 403],
  notInApp: [codes.noPermission, 200],
  requestNotFound: [VENDOR_API.notFound, 200],
}

/** A refusal in the caller's language (its route reads Accept-Language; Chinese by default). */
export function apiError(
  lang: Lang,
  key: ApiTextKey,
  values: Record<string, string | number> = {},
  cause?: unknown,
): GatewayError {
  const [code, status] = answers[key]
  return new GatewayError(code, sayApi(lang, key, values), status, { cause })
}
