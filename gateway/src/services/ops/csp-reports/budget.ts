/**
 * Requests allowed per key in a fixed one-minute window, counted in this process's memory: the report
 * endpoint is open to anyone, and a counter in the database would cost the very write the budget saves.
 * Each gateway process keeps its own; the windows of all keys restart together.
 */
export class MinuteBudget {
  private counts = new Map<string, number>()
  private windowStart = 0

  constructor(private readonly perMinute: number) {}

  /** Counts one request under `key`; false when the key has spent its minute's budget. */
  take(key: string, now: number): boolean {
    if (now - this.windowStart >= 60_000 || now < this.windowStart) {
      this.counts.clear()
      this.windowStart = now
    }
    const used = this.counts.get(key) ?? 0
    if (used >= this.perMinute) return false
    this.counts.set(key, used + 1)
    return true
  }
}
