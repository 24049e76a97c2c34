/** §9 Tracking batch: events go to the gateway 5 at a time. */
export const TRACKING_BATCH = 5
/** How long a partial batch waits for more events before it goes anyway. */
export const TRACKING_FLUSH_MS = 3000

export interface BatcherOptions<T> {
  /** Posts one batch; `keepalive` when the page is going away (fetch keepalive). */
  send: (items: T[], options: { keepalive: boolean }) => Promise<void>
  /** false: the item is dropped, and anything queued goes without being sent (Do Not Track). */
  enabled: () => boolean
  size?: number
  delayMs?: number
}

/** A queue that posts full batches at once and a partial batch after a delay or on flush. */
export interface Batcher<T> {
  add(item: T): void
  /** Sends everything queued now, in batches; `keepalive` starts every post before the first await. */
  flush(options?: { keepalive?: boolean }): Promise<void>
  pending(): number
  clear(): void
}

/**
 * @example
 * const batcher = createBatcher({ send: postBatch, enabled: () => !$doNotTrack.get() })
 * batcher.add(event) // the fifth add posts the batch; fewer go after TRACKING_FLUSH_MS
 */
export function createBatcher<T>(options: BatcherOptions<T>): Batcher<T> {
  const size = options.size ?? TRACKING_BATCH
  const delay = options.delayMs ?? TRACKING_FLUSH_MS
  let queue: T[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }

  function takeBatches(all: boolean): T[][] {
    const batches: T[][] = []
    while (queue.length >= size || (all && queue.length > 0)) batches.push(queue.splice(0, size))
    return batches
  }

  async function post(batches: T[][], keepalive: boolean) {
    // Every post starts before the first await: on pagehide nothing after it may run.
    const sent = batches.map((batch) => options.send(batch, { keepalive }).catch(() => {}))
    await Promise.all(sent)
  }

  const batcher: Batcher<T> = {
    add(item) {
      if (!options.enabled()) return batcher.clear()
      queue.push(item)
      const full = takeBatches(false)
      if (full.length) void post(full, false)
      if (queue.length === 0) stopTimer()
      else
        timer ??= setTimeout(() => {
          timer = undefined
          void batcher.flush()
        }, delay)
    },
    async flush({ keepalive = false } = {}) {
      stopTimer()
      if (!options.enabled()) return batcher.clear()
      await post(takeBatches(true), keepalive)
    },
    pending: () => queue.length,
    clear() {
      stopTimer()
      queue = []
    },
  }
  return batcher
}
