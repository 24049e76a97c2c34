import { frameAllowed } from '../../lib/frame-origins'
import { http } from '../../lib/http'

/** How long after a reload for an origin the same origin never causes another one. */
export const RELOAD_GUARD_MS = 60_000

/** The mark a reload leaves on its history entry (history state survives a reload; nothing is stored). */
interface ReloadMark {
  hrFrameReload: { origin: string; at: number }
}

const markOf = (state: unknown): ReloadMark['hrFrameReload'] | null => {
  const mark = (state as Partial<ReloadMark> | null)?.hrFrameReload
  return mark && typeof mark.origin === 'string' && typeof mark.at === 'number' ? mark : null
}

/** Whether this page already reloaded for `origin` a moment ago (its CSP still does not allow it: never again). */
export function reloadedFor(origin: string, now = Date.now()): boolean {
  const mark = markOf(history.state)
  return mark !== null && mark.origin === origin && now - mark.at < RELOAD_GUARD_MS
}

/** The origin this page is reloading for: from the reload's mark until the page goes, its frame stays away. */
let leavingFor: string | null = null

/**
 * Whether an app frame of `origin` must wait for a page reload: the page's CSP was written before the app was
 * installed, before sign-in, or before a development build was set, and the page did not reload for it yet (or is
 * reloading for it now).
 */
export const needsReload = (origin: string): boolean =>
  origin === leavingFor || (!frameAllowed(origin) && !reloadedFor(origin))

/**
 * Reloads the shell page at the current address (the app's route) once, so the gateway writes a CSP that frames
 * `origin`: first it makes sure the page request names the session (its page cookie).
 */
export async function reloadForFrame(origin: string): Promise<void> {
  if (!needsReload(origin)) return
  await http.postForm('/uac/web/pageCookie', {}, { unLoading: true }).catch(() => {})
  leavingFor = origin
  history.replaceState({ ...(history.state as object | null), hrFrameReload: { origin, at: Date.now() } }, '')
  location.reload()
}
