import { platformCall } from './platform-call'
import { normaliseMobile, requireFields } from './signature'
import { MessagingError, type MessagingConnector, type PlatformUser } from './types'

/** WeCom (企业微信) self-built app: WECOM_CORP_ID, WECOM_AGENT_ID, WECOM_SECRET, optional base URLs. */
export interface WecomSettings {
  corpId: string
  agentId: string
  secret: string
  /** API host, https://qyapi.weixin.qq.com */
  apiUrl: string
  /** Web login page, https://login.work.weixin.qq.com/wwlogin/sso/login */
  authorizeUrl: string
  timeoutMs: number
}

/** WeCom answers errcode 0 on success; anything else (40029 invalid code, 40001 bad secret …) fails the login. */
function checked(body: any, step: string): any {
  if (typeof body?.errcode !== 'number')
    throw new MessagingError('failed', `WeCom ${step} answered an unexpected shape`)
  if (body.errcode !== 0)
    throw new MessagingError('failed', `WeCom ${step} failed: ${body.errcode} ${body.errmsg ?? ''}`.trim())
  return body
}

/**
 * WeCom web login (§2 `auth_code`): gettoken → auth/getuserinfo (code → userid + user_ticket) →
 * auth/getuserdetail (user_ticket → mobile, WeCom's only source of the mobile since 2022).
 */
export function wecomConnector(settings: WecomSettings): MessagingConnector {
  const api = (path: string, query: Record<string, string>) => `${settings.apiUrl}${path}?${new URLSearchParams(query)}`
  const call = async (step: string, request: Parameters<typeof platformCall>[0]) =>
    checked((await platformCall(request)).body, step)
  return {
    platform: 'wecom',
    authorizeUrl(redirectUri, state) {
      const query = new URLSearchParams({
        login_type: 'CorpApp',
        appid: settings.corpId,
        agentid: settings.agentId,
        redirect_uri: redirectUri,
        state,
      })
      return `${settings.authorizeUrl}?${query}`
    },
    verify(query, now) {
      requireFields(query, ['auth_code'])
      const code = query.auth_code!
      if (code.length > 512) throw new MessagingError('illegal', 'The WeCom code is too long')
      // WeCom codes are single use and live 5 minutes at WeCom; the portal refuses a replay sooner.
      return { code, replayKey: `wecom:${code}`, expiresAt: now + 10 * 60_000 }
    },
    async fetchUser(callback): Promise<PlatformUser> {
      const timeoutMs = settings.timeoutMs
      const token = await call('gettoken', {
        url: api('/cgi-bin/gettoken', { corpid: settings.corpId, corpsecret: settings.secret }),
        timeoutMs,
      })
      const info = await call('auth/getuserinfo', {
        url: api('/cgi-bin/auth/getuserinfo', { access_token: token.access_token, code: callback.code }),
        timeoutMs,
      })
      // Members of other companies sign in with an openid only: they have no portal account here.
      if (typeof info.userid !== 'string')
        throw new MessagingError('failed', 'WeCom answered a user outside the company')
      if (typeof info.user_ticket !== 'string') return { id: info.userid, name: info.userid, mobile: null }
      const detail = await call('auth/getuserdetail', {
        method: 'POST',
        url: api('/cgi-bin/auth/getuserdetail', { access_token: token.access_token }),
        body: { user_ticket: info.user_ticket },
        timeoutMs,
      })
      return {
        id: info.userid,
        name: typeof detail.name === 'string' ? detail.name : info.userid,
        mobile: normaliseMobile(detail.mobile),
      }
    },
  }
}
