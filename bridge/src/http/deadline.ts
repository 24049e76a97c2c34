/**
 * One signal for a call that ends at the caller's `signal` or after `timeout` ms, whichever is
 * first, and remembers which. ofetch ignores `timeout` when a signal is given; this does not.
 */
export interface Deadline {
  signal: AbortSignal
  timedOut(): boolean
  aborted(): boolean
  dispose(): void
}

export function createDeadline(signal?: AbortSignal, timeout?: number): Deadline {
  const controller = new AbortController()
  let timedOut = false
  const forward = () => controller.abort(signal?.reason)
  if (signal?.aborted) forward()
  else signal?.addEventListener('abort', forward, { once: true })
  const timer =
    timeout && timeout > 0
      ? setTimeout(() => {
          timedOut = true
          controller.abort(new DOMException(`The operation timed out after ${timeout} ms`, 'TimeoutError'))
        }, timeout)
      : undefined
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    aborted: () => !timedOut && Boolean(signal?.aborted),
    dispose() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', forward)
    },
  }
}
