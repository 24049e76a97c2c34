import type { AppToShell, Remote } from './contract/index.js'

/** The least time between two activity reports of one frame. */
export const ACTIVITY_REPORT_MS = 30_000

/** The input that shows a person is working in the page (not mere pointer moves). */
export const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const

interface EventTarget {
  addEventListener?: (type: string, listener: () => void, options?: { capture?: boolean; passive?: boolean }) => void
}

/**
 * Tells the shell that the user is working in the app's page (`session.activity`), so the tenant's inactivity
 * timeout counts the time spent in the frame: at the first input, then at most every ACTIVITY_REPORT_MS.
 */
export function reportActivity(shell: Remote<AppToShell>, document: EventTarget, now: () => number = Date.now): void {
  let last = -Infinity
  const seen = () => {
    const at = now()
    if (at - last < ACTIVITY_REPORT_MS) return
    last = at
    shell.session.activity().catch(() => {})
  }
  for (const type of ACTIVITY_EVENTS) document.addEventListener?.(type, seen, { capture: true, passive: true })
}
