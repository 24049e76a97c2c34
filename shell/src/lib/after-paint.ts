// Work that must not delay what the user sees waits until the browser has drawn it.

/** The longest `afterPaint` waits when no frame is drawn (a hidden page draws none). */
export const PAINT_FALLBACK_MS = 100
/** The longest `whenIdle` waits for an idle moment by default. */
export const IDLE_TIMEOUT_MS = 1000

/**
 * Runs `task` just after the next frame has been painted: the next animation frame runs before
 * the paint, a task posted from it runs after. Answers the way to cancel.
 *
 * @example
 * const cancel = afterPaint(() => connection.app.onShow())
 */
export function afterPaint(task: () => void): () => void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    clearTimeout(fallback)
    cancelAnimationFrame(frame)
    task()
  }
  const frame = requestAnimationFrame(() => {
    setTimeout(run, 0)
  })
  const fallback = setTimeout(run, PAINT_FALLBACK_MS)
  return () => {
    done = true
    clearTimeout(fallback)
    cancelAnimationFrame(frame)
  }
}

/**
 * Runs `task` in the browser's next idle moment, at the latest after `timeout` ms (it never
 * waits forever behind a busy page). Answers the way to cancel.
 */
export function whenIdle(task: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, Math.min(timeout, 50))
    return () => clearTimeout(timer)
  }
  const handle = requestIdleCallback(() => task(), { timeout })
  return () => cancelIdleCallback(handle)
}

/**
 * The quiet time after a page or switch is shown before background work starts: the app just
 * shown answers its first messages (and the person) before the shell's bookkeeping runs.
 */
export const SETTLE_MS = 50

/** Runs `task` in an idle moment once `SETTLE_MS` have passed. Answers the way to cancel. */
export function whenSettled(task: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  let cancelIdle = () => {}
  const timer = setTimeout(() => {
    cancelIdle = whenIdle(task, timeout)
  }, SETTLE_MS)
  return () => {
    clearTimeout(timer)
    cancelIdle()
  }
}
