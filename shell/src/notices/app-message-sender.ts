import { BridgeError } from '@hr-portal/bridge'
import { noticeApi } from './notice-api'

/** A pass is fetched again this long before it ends, so a message never goes out with one about to end. */
export const PASS_MARGIN_MS = 20_000

/** What a frame's `messages.send` takes: recipients (account ids, or a third-party app's pseudonymous ids), a title, a plain-text body, a path in the app. */
export interface AppMessage {
  userIds: Array<number | string>
  title: string
  body: string
  link?: string
}

/**
 * `messages.send` for one app frame (capability messages.send, rate-limited and audited by the bridge): a plain-text
 * message from `app` (the frame's app, by its manifest name) to accounts of the signed-in user's tenant. The sender
 * holds the pass of that app the gateway gave for this frame (appSendPass; never handed to the frame) and sends each
 * message with it: the gateway refuses a message without the pass of the app it names, checks again that the app
 * holds messages.send and that the user may open it, keeps its own per-user limit and recipient cap and audit record,
 * and refuses anyone outside the tenant.
 */
export function appMessageSender(app: string): (message: AppMessage) => Promise<{ id: string; recipients: number }> {
  let pass: { token: string; expiresAt: number } | null = null
  return async (message) => {
    try {
      if (!pass || pass.expiresAt - PASS_MARGIN_MS <= Date.now()) pass = await noticeApi.appSendPass(app)
      return await noticeApi.appSend({ app, appToken: pass.token, ...message })
    } catch (error) {
      throw new BridgeError(
        'handler_failed',
        error instanceof Error ? error.message.slice(0, 200) : 'The message was not sent',
      )
    }
  }
}
