// When the user last worked in the portal, for the tenant's inactivity timeout (idle-timeout.ts): input in the
// shell, in a frame (reported over the bridge, `session.activity`) or in another tab of the portal.
import { atom } from 'nanostores'

/** Epoch ms of the user's last input in the portal, in this tab or another. */
export const $lastActivity = atom<number>(Date.now())

/** The input that shows a person is working (mere pointer moves do not). */
export const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const
/** Activity is noted at most once a second, and told to the portal's other tabs at most every 5 s. */
const NOTE_EVERY_MS = 1000
export const SHARE_EVERY_MS = 5000

// The portal's tabs share one session, so activity in one keeps the others signed in. No storage is written
// (spec §3 lists every key): the tabs talk over a BroadcastChannel.
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('hr-portal-activity')
let paused = false
let lastShared = 0

channel?.addEventListener('message', (event: MessageEvent) => {
  const at = (event.data as { at?: unknown } | null)?.at
  if (typeof at === 'number' && Number.isFinite(at) && at > $lastActivity.get() && at <= Date.now() + NOTE_EVERY_MS)
    $lastActivity.set(at)
})

/** Counts input as activity, unless paused: the inactivity warning waits for an explicit answer. */
export function noteActivity(at = Date.now()): void {
  if (!paused) markActive(at)
}

/** Records activity at `at` even while paused (the user answered the warning) and tells the other tabs. */
export function markActive(at = Date.now()): void {
  if (at - $lastActivity.get() < NOTE_EVERY_MS && at >= $lastActivity.get()) return
  $lastActivity.set(at)
  if (channel && at - lastShared >= SHARE_EVERY_MS) {
    lastShared = at
    channel.postMessage({ at })
  }
}

/** While paused, input in this tab does not count (other tabs' activity still does). */
export function pauseActivity(on: boolean): void {
  paused = on
}

/** Notes the input of `target` as activity until the answered function is called. */
export function trackActivity(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const seen = () => noteActivity()
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, seen, { capture: true, passive: true })
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, seen, { capture: true })
  }
}
