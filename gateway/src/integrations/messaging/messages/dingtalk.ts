import type { ConnectorSettings } from '../directory/types'
import { platformCall } from '../platform-call'
import { MessagingError } from '../types'
import { MessageRefused, type MessageSender, type PlatformMessage } from './types'
import { messageTokens } from './token-cache'

/** DingTalk's token errors (invalid or expired access_token); the token is fetched again once. */
const TOKEN_ERRORS = new Set([40014, 42001, 88])

/**
 * DingTalk (钉钉) work notices on the old API host (oapi.dingtalk.com): `/gettoken?appkey&appsecret` (cached until it
 * expires), `topapi/message/corpconversation/asyncsend_v2` with an `action_card` (title, markdown, one button with the
 * link), then `getsendresult` of the task, which names user ids DingTalk does not know. DingTalk itself delivers one
 * notice of the same content to the same person once a day, so a resend after a crash is dropped there.
 */
export function dingtalkSender(settings: ConnectorSettings): MessageSender {
  const base = settings.apiUrl || 'https://oapi.dingtalk.com'
  const tokenKey = `dingtalk:${base}:${settings.appKey}:${settings.appSecret}`
  const token = () =>
    messageTokens.get(tokenKey, async () => {
      const query = new URLSearchParams({ appkey: settings.appKey, appsecret: settings.appSecret })
      const { body } = await platformCall({
        url: `${base}/gettoken?${query}`,
        timeoutMs: settings.timeoutMs,
        reach: settings.reach,
      })
      if (body?.errcode !== 0 || typeof body.access_token !== 'string')
        throw new MessagingError('failed', `DingTalk gettoken failed: ${body?.errcode} ${body?.errmsg ?? ''}`.trim())
      return { token: body.access_token, expiresInSeconds: Number(body.expires_in) || 7200 }
    })
  const call = async (path: string, payload: object) => {
    const { body } = await platformCall({
      method: 'POST',
      url: `${base}${path}?${new URLSearchParams({ access_token: await token() })}`,
      body: payload,
      timeoutMs: settings.timeoutMs,
      reach: settings.reach,
    })
    return body
  }
  const markdown = (message: PlatformMessage) => `### ${message.title}\n\n${message.text.replace(/\n/g, '  \n')}`
  return {
    platform: 'dingtalk',
    async send(message) {
      const payload = {
        agent_id: Number(settings.agentId),
        userid_list: message.userId,
        msg: {
          msgtype: 'action_card',
          action_card: {
            title: message.title,
            markdown: markdown(message),
            single_title: message.button,
            single_url: message.url,
          },
        },
      }
      let body = await call('/topapi/message/corpconversation/asyncsend_v2', payload)
      if (TOKEN_ERRORS.has(body?.errcode)) {
        messageTokens.forget(tokenKey)
        body = await call('/topapi/message/corpconversation/asyncsend_v2', payload)
      }
      if (typeof body?.errcode !== 'number')
        throw new MessagingError('failed', 'DingTalk asyncsend_v2 answered an unexpected shape')
      if (body.errcode !== 0)
        throw new MessagingError('failed', `DingTalk asyncsend_v2 failed: ${body.errcode} ${body.errmsg ?? ''}`.trim())
      const result = await call('/topapi/message/corpconversation/getsendresult', {
        agent_id: Number(settings.agentId),
        task_id: body.task_id,
      })
      const invalid: unknown = result?.send_result?.invalid_user_id_list
      if (Array.isArray(invalid) && invalid.includes(message.userId))
        throw new MessageRefused(`DingTalk does not know the user ${message.userId}`)
    },
  }
}
