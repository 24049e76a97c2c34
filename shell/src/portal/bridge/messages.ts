import { navigate } from 'wouter/use-browser-location'
import { MESSAGES_TOPIC, type MessageSummary } from '@hr-portal/bridge'
import { appMessageSender } from '../../notices/app-message-sender'
import { onNewNotice } from '../../notices/live'
import { liveApp } from '../services/live-apps'
import type { FrameHooks, ShellHandlers } from './frame'

/** Apps that asked for the user's new messages (`messages.subscribe`). */
const subscribers = new Set<string>()
let stop: (() => void) | null = null

function deliver(notice: Parameters<Parameters<typeof onNewNotice>[0]>[0], unread: number) {
  const summary: MessageSummary = {
    id: notice.id,
    channel: notice.channel,
    title: notice.title,
    excerpt: notice.excerpt,
    mustRead: notice.mustRead,
    publisherName: notice.publisherName,
    sourceApp: notice.sourceApp,
    receivedAt: notice.receivedAt,
    unread,
  }
  for (const code of subscribers)
    liveApp(code)
      ?.app.onEvent(MESSAGES_TOPIC, summary)
      .catch(() => {})
}

function subscribe(app: string): void {
  subscribers.add(app)
  stop ??= onNewNotice(deliver)
}

/** `messages.unsubscribe`, and an app whose frame went: the stream of new notices stops with its last listener. */
export function forget(app: string): void {
  subscribers.delete(app)
  if (subscribers.size === 0 && stop) {
    stop()
    stop = null
  }
}

/**
 * `messages.*`: the app hears each new message as `onEvent('messages.new', summary)`, opens one in the message
 * centre, and sends messages under its
 * own app, with the pass the shell holds for this frame (notices/app-message-sender.ts).
 */
export function handlers({
  app,
}: Pick<FrameHooks, 'app'>): Pick<
  ShellHandlers,
  'messages.subscribe' | 'messages.unsubscribe' | 'messages.open' | 'messages.send'
> {
  return {
    'messages.subscribe': () => subscribe(app.code),
    'messages.unsubscribe': () => forget(app.code),
    'messages.open': (id) => navigate(`/portal/messages/${id}`),
    'messages.send': appMessageSender(app.manifest?.name ?? app.code),
  }
}
