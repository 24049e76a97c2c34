import { platformCall } from './platform-call'
import { checkTimestamp, normaliseMobile, requireFields, sameSignature, signParts, TIMESTAMP_WINDOW } from './signature'
import { MessagingError, type MessagingConnector, type PlatformUser } from './types'

/** DingTalk (钉钉) internal app: DINGTALK_CLIENT_ID (AppKey), DINGTALK_CLIENT_SECRET (AppSecret), DINGTALK_CORP_ID. */
export interface DingtalkSettings {
  clientId: string
  clientSecret: string
  corpId: string
  /** New API host, https://api.dingtalk.com */
  apiUrl: string
  /** Sign-in page, https://login.dingtalk.com/oauth2/auth */
  authorizeUrl: string
  timeoutMs: number
}

/** DingTalk's new API answers errors with an HTTP error status and `{ code, message, requestid }`. */
function checked(answer: { status: number; body: any }, step: string): any {
  if (answer.status !== 200) {
    throw new MessagingError(
      'failed',
      `DingTalk ${step} failed: ${answer.status} ${answer.body?.code ?? ''} ${answer.body?.message ?? ''}`.trim(),
    )
  }
  return answer.body
}

/**
 * DingTalk (§2 corpId, authCode, timestamp, sign): the sign is checked with the app secret and the
 * timestamp window, then /v1.0/oauth2/userAccessToken (authCode → user token) and
 * /v1.0/contact/users/me (the user's mobile; needs the Contact.User.mobile permission).
 */
export function dingtalkConnector(settings: DingtalkSettings): MessagingConnector {
  return {
    platform: 'dingtalk',
    authorizeUrl(redirectUri, state) {
      const query = new URLSearchParams({
        redirect_uri: redirectUri,
        response_type: 'code',
        client_id: settings.clientId,
        scope: 'openid corpid',
        state,
        prompt: 'consent',
        corpId: settings.corpId,
      })
      return `${settings.authorizeUrl}?${query}`
    },
    verify(query, now) {
      requireFields(query, ['corpId', 'authCode', 'timestamp', 'sign'])
      const timestamp = checkTimestamp(query.timestamp, now)
      if (!sameSignature(query.sign!, signParts(settings.clientSecret, [query.timestamp!, query.authCode!]))) {
        throw new MessagingError('illegal', 'The DingTalk signature does not match')
      }
      if (query.corpId !== settings.corpId)
        throw new MessagingError('illegal', 'The DingTalk callback names another organisation')
      return {
        code: query.authCode!,
        replayKey: `dingtalk:${query.sign}`,
        expiresAt: timestamp + TIMESTAMP_WINDOW + 60_000,
      }
    },
    async fetchUser(callback): Promise<PlatformUser> {
      const timeoutMs = settings.timeoutMs
      const token = checked(
        await platformCall({
          method: 'POST',
          url: `${settings.apiUrl}/v1.0/oauth2/userAccessToken`,
          timeoutMs,
          body: {
            clientId: settings.clientId,
            clientSecret: settings.clientSecret,
            code: callback.code,
            grantType: 'authorization_code',
          },
        }),
        'userAccessToken',
      )
      if (typeof token.accessToken !== 'string') throw new MessagingError('failed', 'DingTalk answered no accessToken')
      if (token.corpId !== undefined && token.corpId !== settings.corpId)
        throw new MessagingError('illegal', 'The DingTalk user belongs to another organisation')
      const me = checked(
        await platformCall({
          url: `${settings.apiUrl}/v1.0/contact/users/me`,
          headers: { 'x-acs-dingtalk-access-token': token.accessToken },
          timeoutMs,
        }),
        'contact/users/me',
      )
      const id = typeof me.unionId === 'string' ? me.unionId : String(me.openId ?? '')
      if (!id) throw new MessagingError('failed', 'DingTalk answered a user without an id')
      return { id, name: typeof me.nick === 'string' ? me.nick : id, mobile: normaliseMobile(me.mobile) }
    },
  }
}
