// Work that is not the page itself (messages, tour, notices, tracking, permission checks,
// prewarming …) waits until the page the user went to has shown its content: nothing competes
// with a loading app for the network, the gateway or the processor.
import { atom } from 'nanostores'
import { whenSettled } from './after-paint'
import { onSessionEnd } from './session-end'

/** The longest that work waits for a page (an app that never loads must not hold it back). */
export const PAGE_WAIT_MS = 4000

/**
 * Whether the page shown has its content: its app's frame is ready (or failed), or it is a shell
 * page. False while the first app after sign-in, or an app opened afresh, is loading.
 */
export const $pageReady = atom(false)

/** The mark (User Timing) of the first time the page shown had its content, e.g. for Lighthouse's timings. */
export const PAGE_READY_MARK = 'hr:page-ready'

export function setPageReady(ready: boolean) {
  if ($pageReady.get() === ready) return
  $pageReady.set(ready)
  if (ready && performance.getEntriesByName(PAGE_READY_MARK).length === 0) performance.mark(PAGE_READY_MARK)
}

/**
 * Runs `task` in an idle moment a little after the page shown is ready (soon when it is), or after
 * `waitMs` (`PAGE_WAIT_MS`) at the latest; with `waitMs: null`, only once the page is ready. Answers the way to cancel.
 *
 * @example
 * useEffect(() => afterPageReady(() => void loadTenants()), [])
 */
export function afterPageReady(
  task: () => void,
  { waitMs = PAGE_WAIT_MS }: { waitMs?: number | null } = {},
): () => void {
  let cancelIdle: (() => void) | null = null
  const start = () => {
    if (cancelIdle) return
    clearTimeout(fallback)
    unlisten()
    cancelIdle = whenSettled(task)
  }
  const fallback = waitMs === null ? undefined : setTimeout(start, waitMs)
  const unlisten = $pageReady.listen((ready) => {
    if (ready) start()
  })
  if ($pageReady.get()) start()
  return () => {
    clearTimeout(fallback)
    unlisten()
    cancelIdle?.()
    cancelIdle = () => {}
  }
}

/** `afterPageReady` as a promise. */
export const pageReady = (): Promise<void> =>
  new Promise((resolve) => {
    afterPageReady(resolve)
  })

onSessionEnd(() => $pageReady.set(false))
