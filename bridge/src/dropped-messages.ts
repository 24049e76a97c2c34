/** Where one connected app's messages may come from: its iframe's window and its manifest origin. */
export interface ExpectedSender {
  source: unknown
  origin: string
}

export type DropReason = 'wrong_origin' | 'unknown_window'

/**
 * Why a Penpal-shaped message belongs to no connected app: its window is an app's but its
 * origin is not (the frame navigated away), or its window is no app's at all. Null when it
 * belongs to one, or is not Penpal's.
 */
export function dropReason(
  event: { data: unknown; source: unknown; origin: string },
  expected: Iterable<ExpectedSender>,
): DropReason | null {
  const data = event.data as { namespace?: unknown } | null
  if (typeof data !== 'object' || data === null || data.namespace !== 'penpal') return null
  let knownWindow = false
  for (const sender of expected) {
    if (sender.source !== event.source) continue
    if (sender.origin === event.origin) return null
    knownWindow = true
  }
  return knownWindow ? 'wrong_origin' : 'unknown_window'
}

const expected = new Set<ExpectedSender>()

/** Log lines per second at most: a page flooding the shell with messages must not flood the console too. */
export const DROP_LOG_LINES = 20
let second = 0
let lines = 0
let unlogged = 0

function logDropped(event: MessageEvent) {
  const reason = dropReason(event, expected)
  if (!reason) return
  const now = Math.floor(performance.now() / 1000)
  if (now !== second) {
    if (unlogged > 0) console.warn(`[bridge] dropped ${unlogged} more messages without logging them`)
    second = now
    lines = 0
    unlogged = 0
  }
  if (++lines > DROP_LOG_LINES) {
    unlogged += 1
    return
  }
  const type = String((event.data as { type?: unknown }).type).slice(0, 20)
  console.warn(`[bridge] dropped message: ${reason} (origin ${event.origin.slice(0, 200)}, type ${type})`)
}

/**
 * Penpal drops messages from other windows silently, and from other origins silently unless
 * given a log. This only logs them, once for all connections, and never acts on them.
 * Answers the function that stops expecting this sender.
 */
export function logDroppedMessages(source: Window, origin: string): () => void {
  const sender = { source, origin }
  if (expected.size === 0) window.addEventListener('message', logDropped)
  expected.add(sender)
  return () => {
    if (!expected.delete(sender)) return
    if (expected.size === 0) window.removeEventListener('message', logDropped)
  }
}
