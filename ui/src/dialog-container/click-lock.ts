/** §5: a dialog button is locked this long after a click, so a double click never submits twice. */
export const CLICK_LOCK_MS = 3000
/** The lock when a button's delay is disabled (§5: 1 ms). */
export const NO_DELAY_LOCK_MS = 1

/** The lock of a button: its own milliseconds, 1 ms when its delay is disabled, else 3000 ms. */
export const lockMsOf = (delay: boolean | number | undefined): number =>
  delay === false ? NO_DELAY_LOCK_MS : typeof delay === 'number' && delay >= 0 ? delay : CLICK_LOCK_MS

/**
 * One lock per key: `take(key, ms)` answers true and locks the key for `ms`, or false while it is locked.
 * @example const lock = createClickLock(); if (lock.take('save', 3000)) save()
 */
export function createClickLock(now: () => number = () => Date.now()) {
  const until = new Map<string, number>()
  return {
    take(key: string, ms: number): boolean {
      const t = now()
      if ((until.get(key) ?? 0) > t) return false
      until.set(key, t + ms)
      return true
    },
  }
}
