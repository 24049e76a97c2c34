import { MESSAGES_TOPIC, type MessageSummary } from '@hr-portal/bridge'
import { liveApp } from './live-apps'
import { onNewNotice } from '../../notices/live'

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

/** `messages.send` of one app frame, with the pass of its app (app-message-sender.ts). */
export { appMessageSender } from '../../notices/app-message-sender'
