import type { ConnectorSettings } from '../directory/types'
import { platformCall } from '../platform-call'
import { MessagingError } from '../types'
import { MessageRefused, type MessageSender, type PlatformMessage } from './types'
import { messageTokens } from './token-cache'

/** Feishu's token errors (invalid or expired tenant_access_token); the token is fetched again once. */
const TOKEN_ERRORS = new Set([99991663, 99991661, 99991668])
/** invalid receive_id (230001 with that text) and "the bot cannot reach this user" (230013). */
const UNREACHABLE = new Set([230013])

/** An interactive card: the title as header, the text, one button with the link. */
export const feishuCard = (message: PlatformMessage) => ({
  config: { wide_screen_mode: true },
  header: { template: 'blue', title: { tag: 'plain_text', content: message.title } },
  elements: [
    { tag: 'div', text: { tag: 'plain_text', content: message.text } },
    {
      tag: 'action',
      actions: [
        { tag: 'button', type: 'primary', text: { tag: 'plain_text', content: message.button }, url: message.url },
      ],
    },
  ],
})

/**
 * Feishu (飞书) bot messages: `auth/v3/tenant_access_token/internal` (cached until it expires), then
 * `im/v1/messages?receive_id_type=user_id` with an interactive card. The message's `uuid` is the idempotency key:
 * Feishu sends one message per uuid within an hour, so a resend after a crash is dropped there.
 */
export function feishuSender(settings: ConnectorSettings): MessageSender {
  const base = settings.apiUrl || 'https://open.feishu.cn'
  const tokenKey = `feishu:${base}:${settings.appKey}:${settings.appSecret}`
  const token = () =>
    messageTokens.get(tokenKey, async () => {
      const { body } = await platformCall({
        method: 'POST',
        url: `${base}/open-apis/auth/v3/tenant_access_token/internal`,
        body: { app_id: settings.appKey, app_secret: settings.appSecret },
        timeoutMs: settings.timeoutMs,
        reach: settings.reach,
      })
      if (body?.code !== 0 || typeof body.tenant_access_token !== 'string')
        throw new MessagingError('failed', `Feishu tenant_access_token failed: ${body?.code} ${body?.msg ?? ''}`.trim())
      return { token: body.tenant_access_token, expiresInSeconds: Number(body.expire) || 7200 }
    })
  const post = async (message: PlatformMessage) => {
    const { body } = await platformCall({
      method: 'POST',
      url: `${base}/open-apis/im/v1/messages?receive_id_type=user_id`,
      headers: { authorization: `Bearer ${await token()}` },
      timeoutMs: settings.timeoutMs,
      reach: settings.reach,
      body: {
        receive_id: message.userId,
        msg_type: 'interactive',
        content: JSON.stringify(feishuCard(message)),
        uuid: message.idempotencyKey.slice(0, 50),
      },
    })
    return body
  }
  return {
    platform: 'feishu',
    async send(message) {
      let body = await post(message)
      if (TOKEN_ERRORS.has(body?.code)) {
        messageTokens.forget(tokenKey)
        body = await post(message)
      }
      if (typeof body?.code !== 'number')
        throw new MessagingError('failed', 'Feishu im/v1/messages answered an unexpected shape')
      const unknownUser = UNREACHABLE.has(body.code) || (body.code === 230001 && /receive_id/.test(String(body.msg)))
      if (unknownUser) throw new MessageRefused(`Feishu does not know the user ${message.userId}`)
      if (body.code !== 0)
        throw new MessagingError('failed', `Feishu im/v1/messages failed: ${body.code} ${body.msg ?? ''}`.trim())
    },
  }
}
