import { BridgeError, MESSAGES_TOPIC, type MessageSummary } from '@hr-portal/bridge'
import { liveApp } from '../portal/services/live-apps'
import { onNewNotice } from './live'
import { noticeApi } from './notice-api'

/** Apps that asked for the user's new messages (`messages.subscribe`). */
const subscribers = new Set<string>()
let stop: (() => void) | null = null

function deliver(notice: Parameters<Parameters<typeof onNewNotice>[0]>[0], unread: number) {
  const summary: MessageSummary = {
    id: notice.id, channel: notice.channel, title: notice.title, excerpt: notice.excerpt, mustRead: notice.mustRead,
    publisherName: notice.publisherName, sourceApp: notice.sourceApp, receivedAt: notice.receivedAt, unread,
  }
  for (const code of subscribers) liveApp(code)?.app.onEvent(MESSAGES_TOPIC, summary).catch(() => {})
}

/** `messages.subscribe`: the app hears each new message as `onEvent('messages.new', summary)` (the bridge checked capability `messages`). */
export function subscribeMessages(app: string): void {
  subscribers.add(app)
  stop ??= onNewNotice(deliver)
}

/** `messages.unsubscribe`, and an app whose frame goes away. */
export function unsubscribeMessages(app: string): void {
  subscribers.delete(app)
  if (subscribers.size === 0 && stop) { stop(); stop = null }
}

/**
 * `messages.send` (capability `messages.send`, rate-limited and audited by the bridge): a plain-text message
 * from `app` (its manifest name) to accounts of the signed-in user's tenant. The gateway checks again: a
 * registered app holding messages.send that the user may open, its own per-user limit and recipient cap,
 * and its own audit record; it refuses anyone outside the tenant.
 */
export async function sendAppMessage(app: string, message: { userIds: number[]; title: string; body: string }) {
  try {
    return await noticeApi.appSend({ app, ...message })
  } catch (error) {
    throw new BridgeError('handler_failed', error instanceof Error ? error.message.slice(0, 200) : 'The message was not sent')
  }
}
