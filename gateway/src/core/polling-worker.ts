/** Where a worker reports what went wrong (the gateway's logger). */
export interface WorkerLog {
  warn(details: object, message: string): void
  error(details: object, message: string): void
}

export interface PollingOptions {
  /** Rows one pass takes; a pass that took this many runs again at once. */
  batch: number
  /** How often an idle worker looks for due rows. */
  pollMs: number
  /** Named in the log when a pass fails ("code delivery", "notification"). */
  what: string
  log: WorkerLog
}

/**
 * The loop of a queue worker: `pass()` runs when the worker starts, when it is kicked (something was just queued in this
 * process) and every `pollMs` while idle; one pass at a time, and a kick during a pass runs another right after it.
 * The queue's own rules (which rows are due, leases, retries) are the subclass's `pass()`.
 */
export abstract class PollingWorker {
  private timer: NodeJS.Timeout | undefined
  private current: Promise<number> | null = null
  private again = false
  private stopped = true

  constructor(protected readonly polling: PollingOptions) {}

  /** One pass over the due rows; answers how many it handled. */
  abstract pass(): Promise<number>

  start(): void {
    this.stopped = false
    this.schedule(0)
  }

  /** Looks for due rows now. */
  kick(): void {
    if (this.current) this.again = true
    else this.schedule(0)
  }

  /** Stops looking; waits for the pass under way. */
  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    await this.current?.catch(() => undefined)
  }

  /** Handles every row due now (tests, shutdown): passes until none is left. */
  async drain(): Promise<void> {
    for (;;) {
      await this.current?.catch(() => undefined)
      if ((await this.pass()) === 0 && !this.current) return
    }
  }

  private schedule(delay: number): void {
    if (this.stopped) return
    clearTimeout(this.timer)
    this.timer = setTimeout(() => this.tick(), delay)
    this.timer.unref()
  }

  private tick(): void {
    if (this.current) {
      this.again = true
      return
    }
    const pass = this.pass()
    this.current = pass
    pass
      .catch((error: unknown) => {
        this.polling.log.error({ err: error }, `${this.polling.what} pass failed`)
        return 0
      })
      .then((handled) => {
        this.current = null
        const more = this.again || handled >= this.polling.batch
        this.again = false
        this.schedule(more ? 0 : this.polling.pollMs)
      })
  }
}
