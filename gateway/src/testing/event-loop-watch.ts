import { monitorEventLoopDelay, performance } from 'node:perf_hooks'

/** What watchEventLoop saw: the longest the loop stayed busy at a stretch, and the latest a 10 ms timer came. */
export interface EventLoopStalls { busyMs: number; lateMs: number }

/**
 * Watches the event loop until stop(). busyMs is the most event-loop-busy time between two ticks of a 10 ms
 * probe (code holding the loop); lateMs is monitorEventLoopDelay's maximum, which also grows when a busy
 * machine leaves the process waiting for a CPU.
 */
export function watchEventLoop(): { stop(): EventLoopStalls } {
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  let last = performance.eventLoopUtilization()
  let busyMs = 0
  const tick = () => {
    const now = performance.eventLoopUtilization()
    busyMs = Math.max(busyMs, now.active - last.active)
    last = now
  }
  const probe = setInterval(tick, 10)
  return {
    stop() {
      clearInterval(probe)
      tick()
      delay.disable()
      return { busyMs, lateMs: delay.max / 1e6 }
    },
  }
}
