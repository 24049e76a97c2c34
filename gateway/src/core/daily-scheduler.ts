/** A daily timer for a service's daily work (contract reminders, moves due on their date …). */

const DAY_MS = 86_400_000
/** The daily run starts this long after midnight UTC, and this long after the gateway starts. */
export const RUN_OFFSET_MS = 5 * 60 * 1000

/** The time and timers the scheduler runs by: the gateway's clock in production, a test's own in tests. */
export interface SchedulerClock {
  now(): number
  setTimer(run: () => void, ms: number): unknown
  clearTimer(timer: unknown): void
}

/** The next daily run after `now`: five minutes past the next midnight (UTC). */
export const nextRunAt = (now: number): number => Math.floor(now / DAY_MS) * DAY_MS + DAY_MS + RUN_OFFSET_MS

/**
 * Runs `job` once shortly after start, then every day at five past midnight by `clock`. The job must be safe to run
 * twice (as the contracts' reminders and the moves' day are), so several processes may each run it.
 */
export function startDailyScheduler(
  clock: SchedulerClock,
  job: (now: number) => Promise<unknown>,
  onError: (error: unknown) => void,
) {
  let timer: unknown
  let stopped = false
  const schedule = (delay: number) => {
    timer = clock.setTimer(() => {
      const now = clock.now()
      job(now)
        .catch(onError)
        .finally(() => {
          if (!stopped) schedule(Math.max(1000, nextRunAt(now) - clock.now()))
        })
    }, delay)
  }
  schedule(RUN_OFFSET_MS)
  return {
    stop: () => {
      stopped = true
      clock.clearTimer(timer)
    },
  }
}
