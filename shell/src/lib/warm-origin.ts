// A new site's browser process takes 100–250 ms to start. The first app after a sign-in would wait
// for it after the sign-in is checked; a hidden empty page of the first-party apps' origin starts it
// while the sign-in is checked instead, and goes once an app frame holds the process.
import { pageFrameOrigins } from './frame-origins'

/** The apps origin's empty page (gateway sites/app-site.ts). */
export const BLANK_PATH = '/_blank'
/** The longest the empty page stays when no app frame follows (a failed sign-in, a shell page first). */
export const WARM_FOR_MS = 15_000

let warming: { frame: HTMLIFrameElement; timer: ReturnType<typeof setTimeout> } | null = null

/** Starts the first-party apps origin's process, unless an app frame is there already or the page names no origin. */
export function warmAppsOrigin(doc: Document = document) {
  const origin = pageFrameOrigins(doc)?.[0]
  if (!origin || warming || doc.querySelector('.app-frame iframe')) return
  const frame = doc.createElement('iframe')
  // No scripts; its own origin, so the browser keeps it in the process the app frames of that origin use.
  frame.setAttribute('sandbox', 'allow-same-origin')
  frame.setAttribute('aria-hidden', 'true')
  frame.setAttribute('referrerpolicy', 'no-referrer')
  frame.tabIndex = -1
  frame.hidden = true
  frame.className = 'origin-warmup'
  frame.src = `${origin}${BLANK_PATH}`
  doc.body.append(frame)
  warming = { frame, timer: setTimeout(endOriginWarmup, WARM_FOR_MS) }
}

/** Removes the empty page (an app frame has loaded, so the process stays). */
export function endOriginWarmup() {
  if (!warming) return
  clearTimeout(warming.timer)
  warming.frame.remove()
  warming = null
}
