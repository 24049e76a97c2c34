import type { ConnectorSettings } from '../directory/types'
import { platformCall } from '../platform-call'
import { MessagingError } from '../types'
import { MessageRefused, type MessageSender, type PlatformMessage } from './types'
import { messageTokens } from './token-cache'

/** WeCom's token errors: invalid (40014) or expired (42001) access_token; the token is fetched again once. */
const TOKEN_ERRORS = new Set([40014, 42001])
/** "user & party & tag all invalid": the person is not a member the app can reach. */
const ALL_INVALID = 81013

/**
 * WeCom (企业微信) application messages: `/cgi-bin/gettoken` (cached until it expires), then `/cgi-bin/message/send`
 * with a `textcard` (title, description, url, button text) to one member. WeCom's duplicate check drops the same
 * message to the same member within 30 minutes, so a resend after a crash does not reach the person twice.
 */
export function wecomSender(settings: ConnectorSettings): MessageSender {
  const base = settings.apiUrl || 'https://qyapi.weixin.qq.com'
  const tokenKey = `wecom:${base}:${settings.corpId}:${settings.appSecret}`
  const token = () =>
    messageTokens.get(tokenKey, async () => {
      if (settings.corpToken) {
        const { token: corpToken, expiresIn } = await settings.corpToken()
        return { token: corpToken, expiresInSeconds: expiresIn }
      }
      const query = new URLSearchParams({ corpid: settings.corpId, corpsecret: settings.appSecret })
      const { body } = await platformCall({
        url: `${base}/cgi-bin/gettoken?${query}`,
        timeoutMs: settings.timeoutMs,
        reach: settings.reach,
      })
      if (body?.errcode !== 0 || typeof body.access_token !== 'string')
        throw new MessagingError('failed', `WeCom gettoken failed: ${body?.errcode} ${body?.errmsg ?? ''}`.trim())
      return { token: body.access_token, expiresInSeconds: Number(body.expires_in) || 7200 }
    })
  const post = async (message: PlatformMessage) => {
    const { body } = await platformCall({
      method: 'POST',
      url: `${base}/cgi-bin/message/send?${new URLSearchParams({ access_token: await token() })}`,
      timeoutMs: settings.timeoutMs,
      reach: settings.reach,
      body: {
        touser: message.userId,
        msgtype: 'textcard',
        agentid: Number(settings.agentId),
        textcard: {
          title: message.title.slice(0, 128),
          description: message.text.slice(0, 512),
          url: message.url,
          btntxt: message.button.slice(0, 4),
        },
        enable_duplicate_check: 1,
        duplicate_check_interval: 1800,
      },
    })
    return body
  }
  return {
    platform: 'wecom',
    async send(message) {
      let body = await post(message)
      if (TOKEN_ERRORS.has(body?.errcode)) {
        messageTokens.forget(tokenKey)
        body = await post(message)
      }
      if (typeof body?.errcode !== 'number')
        throw new MessagingError('failed', 'WeCom message/send answered an unexpected shape')
      if (body.errcode === ALL_INVALID) throw new MessageRefused(`WeCom does not know the member ${message.userId}`)
      if (body.errcode !== 0)
        throw new MessagingError('failed', `WeCom message/send failed: ${body.errcode} ${body.errmsg ?? ''}`.trim())
      const invalid = String(body.invaliduser ?? '')
        .toLowerCase()
        .split('|')
      if (invalid.includes(message.userId.toLowerCase()))
        throw new MessageRefused(`WeCom does not know the member ${message.userId}`)
    },
  }
}
