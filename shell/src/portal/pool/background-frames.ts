// Frames started in the background (spare frames, prewarmed apps) cost a phone what the page being shown needs: on a
// slow processor each is a page to fetch, parse and run, and each app's bridge connection is work on the shell's
// thread. Measured with Lighthouse on the portal home as a phone (tests/bench/lighthouse.mjs), they started while
// the widgets of the first screen were loading and kept the page busy after. So they start only once the page shown
// has its content, and never on a frugal device (two cores or fewer, or a phone-sized screen with a slow processor or
// little memory: lib/frugal-device.ts).
import { frugalDevice } from '../../lib/frugal-device'
import { afterPageReady } from '../../lib/page-ready'

/**
 * Runs `task` (starting background frames) once the page shown has its content, waiting for it however long it takes
 * (the other work that waits for the page goes after `PAGE_WAIT_MS`; a frame started then would compete with the
 * page's own last frames), and never on a frugal device. Answers the way to cancel.
 */
export function afterPageContent(task: () => void): () => void {
  if (frugalDevice()) return () => {}
  return afterPageReady(task, { waitMs: null })
}
