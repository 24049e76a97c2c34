/**
 * Requests allowed per key in a fixed window (a minute unless given), counted in this process's memory: the report
 * endpoint is open to anyone, and a counter in the database would cost the very write the budget saves.
 * Each gateway process keeps its own; the windows of all keys restart together.
 */
export class MinuteBudget {
  private counts = new Map<string, number>()
  private windowStart = 0

  constructor(
    private readonly perMinute: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one request under `key`; false when the key has spent its window's budget. */
  take(key: string, now: number): boolean {
    if (now - this.windowStart >= this.windowMs || now < this.windowStart) {
      this.counts.clear()
      this.windowStart = now
    }
    const used = this.counts.get(key) ?? 0
    if (used >= this.perMinute) return false
    this.counts.set(key, used + 1)
    return true
  }
}
