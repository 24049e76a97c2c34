import { platformCall } from './platform-call'
import { checkTimestamp, normaliseMobile, requireFields, sameSignature, signParts, TIMESTAMP_WINDOW } from './signature'
import { MessagingError, type MessagingConnector, type PlatformUser } from './types'

/** Feishu (飞书) / Lark custom app: FEISHU_APP_ID, FEISHU_APP_SECRET, optional FEISHU_TENANT_KEY and base URL. */
export interface FeishuSettings {
  appId: string
  appSecret: string
  /** The company's tenant_key; when set, callbacks of other tenants are refused. */
  tenantKey: string | null
  /** https://open.feishu.cn (or https://open.larksuite.com) */
  baseUrl: string
  timeoutMs: number
}

/** Feishu answers `{ code: 0, msg }` on success; 20007 (used or expired code), 10014 (bad secret) … fail. */
function checked(body: any, step: string): any {
  if (typeof body?.code !== 'number') throw new MessagingError('failed', `Feishu ${step} answered an unexpected shape`)
  if (body.code !== 0)
    throw new MessagingError('failed', `Feishu ${step} failed: ${body.code} ${body.msg ?? ''}`.trim())
  return body
}

/**
 * Feishu (§2 authCorpId, userId, vCode, sign, appCode, plus timestamp): the sign is checked with
 * the app secret and the timestamp window; then app_access_token/internal → authen/v1/oidc/access_token
 * (vCode → user token) → authen/v1/user_info (mobile as "+86…"). The userId and authCorpId of the
 * callback must be the user and tenant Feishu answers.
 */
export function feishuConnector(settings: FeishuSettings): MessagingConnector {
  const api = (path: string) => `${settings.baseUrl}/open-apis${path}`
  return {
    platform: 'feishu',
    authorizeUrl(redirectUri, state) {
      return `${api('/authen/v1/authorize')}?${new URLSearchParams({ app_id: settings.appId, redirect_uri: redirectUri, state })}`
    },
    verify(query, now) {
      requireFields(query, ['authCorpId', 'userId', 'vCode', 'sign', 'appCode', 'timestamp'])
      const timestamp = checkTimestamp(query.timestamp, now)
      const expected = signParts(settings.appSecret, [
        query.timestamp!,
        query.authCorpId!,
        query.userId!,
        query.vCode!,
        query.appCode!,
      ])
      if (!sameSignature(query.sign!, expected))
        throw new MessagingError('illegal', 'The Feishu signature does not match')
      if (query.appCode !== settings.appId) throw new MessagingError('illegal', 'The Feishu callback names another app')
      if (settings.tenantKey && query.authCorpId !== settings.tenantKey)
        throw new MessagingError('illegal', 'The Feishu callback names another tenant')
      return {
        code: query.vCode!,
        replayKey: `feishu:${query.sign}`,
        expiresAt: timestamp + TIMESTAMP_WINDOW + 60_000,
        claims: { userId: query.userId!, tenant: query.authCorpId! },
      }
    },
    async fetchUser(callback): Promise<PlatformUser> {
      const timeoutMs = settings.timeoutMs
      const app = checked(
        (
          await platformCall({
            method: 'POST',
            url: api('/auth/v3/app_access_token/internal'),
            body: { app_id: settings.appId, app_secret: settings.appSecret },
            timeoutMs,
          })
        ).body,
        'app_access_token',
      )
      const token = checked(
        (
          await platformCall({
            method: 'POST',
            url: api('/authen/v1/oidc/access_token'),
            headers: { authorization: `Bearer ${app.app_access_token}` },
            body: { grant_type: 'authorization_code', code: callback.code },
            timeoutMs,
          })
        ).body,
        'oidc/access_token',
      )
      const info = checked(
        (
          await platformCall({
            url: api('/authen/v1/user_info'),
            headers: { authorization: `Bearer ${token.data?.access_token}` },
            timeoutMs,
          })
        ).body,
        'user_info',
      ).data
      if (typeof info?.open_id !== 'string')
        throw new MessagingError('failed', 'Feishu answered a user without an open_id')
      const claims = callback.claims
      if (
        !claims ||
        (claims.userId !== info.open_id && claims.userId !== info.user_id) ||
        claims.tenant !== info.tenant_key
      ) {
        throw new MessagingError('illegal', 'The Feishu callback names another user or tenant than its code')
      }
      return {
        id: info.open_id,
        name: typeof info.name === 'string' ? info.name : info.open_id,
        mobile: normaliseMobile(info.mobile),
      }
    },
  }
}
