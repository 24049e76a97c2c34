import { atom } from 'nanostores'
import { $language } from '../lib/i18n/i18n'
import { markHeard } from '../session/permission-mark'
import { noticeApi, type NoticeSummary } from './notice-api'

/** The signed-in user's unread count (the bell). */
export const $unread = atom(0)
/** The newest notices (the bell's popover), newest first. */
export const $newest = atom<NoticeSummary[]>([])

type Listener = (notice: NoticeSummary, unread: number) => void
const listeners = new Set<Listener>()
/** Hears every notice that arrives live (the must-read prompt, sub-apps' `messages.onNew`); answers the way to stop. */
export function onNewNotice(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const NEWEST_KEPT = 5
let source: EventSource | null = null
let users = 0
let stopLanguage: (() => void) | null = null
const seen = new Set<string>()

/** Fetches the count and newest again (after a read, mark all read, or a reconnect). */
export async function refreshUnread(): Promise<void> {
  const answer = await noticeApi.newest()
  $unread.set(answer.unread)
  $newest.set(answer.newest)
  for (const notice of answer.newest) seen.add(notice.id)
}

function arrived(notice: NoticeSummary, unread: number) {
  if (seen.has(notice.id)) return
  seen.add(notice.id)
  $unread.set(unread)
  $newest.set([notice, ...$newest.get().filter((n) => n.id !== notice.id)].slice(0, NEWEST_KEPT))
  for (const listener of listeners) listener(notice, unread)
}

/**
 * Opens the live stream while at least one user (the bell) needs it: server-sent events of the
 * gateway (EventSource reconnects by itself; a reconnect catches up from when the stream first opened,
 * and a notice already seen is dropped). Answers the way to stop.
 */
export function startLive(): () => void {
  users += 1
  if (users === 1) {
    const since = Date.now()
    refreshUnread().catch(() => {})
    openStream(since)
    // Titles come in the reader's language: after a switch, the stream and the newest are read again in the new one.
    stopLanguage = $language.listen(() => {
      source?.close()
      markHeard(null)
      openStream(Date.now())
      refreshUnread().catch(() => {})
    })
  }
  return () => {
    users -= 1
    if (users === 0) {
      stopLanguage?.()
      stopLanguage = null
      source?.close()
      source = null
      markHeard(null)
      seen.clear()
      $unread.set(0)
      $newest.set([])
    }
  }
}

function openStream(since: number) {
  if (typeof EventSource !== 'function') return
  source = new EventSource(noticeApi.streamUrl(since, $language.get()))
  source.addEventListener('notice', (event) => {
    try {
      const { notice, unread } = JSON.parse((event as MessageEvent<string>).data) as {
        notice: NoticeSummary
        unread: number
      }
      arrived(notice, unread)
    } catch {
      /* a malformed event: ignore it, the next refresh corrects the count */
    }
  })
  // The permission-change mark (§4), sent when the stream opens and when it changes; unknown while reconnecting.
  source.addEventListener('mark', (event) => {
    try {
      markHeard((JSON.parse((event as MessageEvent<string>).data) as { changed: boolean }).changed === true)
    } catch {
      markHeard(null)
    }
  })
  source.addEventListener('error', () => markHeard(null))
}

/** Marks one notice read here as well as on the gateway (the count follows the gateway's answer). */
export async function markRead(id: string): Promise<void> {
  const { unread } = await noticeApi.markRead(id)
  $unread.set(unread)
  $newest.set($newest.get().map((n) => (n.id === id ? { ...n, read: true } : n)))
}
