import { monitorEventLoopDelay, performance } from 'node:perf_hooks'

/** What watchEventLoop saw: the longest the loop stayed busy at a stretch, and the latest a 10 ms timer came. */
export interface EventLoopStalls {
  busyMs: number
  lateMs: number
}

/** The main thread's CPU time so far, in ms (process.threadCpuUsage: Node 23.9 and later; the typings lag). */
const threadCpuMs = (): number => {
  const { user, system } = (process as NodeJS.Process & { threadCpuUsage(): NodeJS.CpuUsage }).threadCpuUsage()
  return (user + system) / 1000
}

/**
 * Watches the event loop until stop(). busyMs is the longest stretch between two ticks of a 10 ms probe during which
 * code held the loop: the loop's busy time (event-loop utilisation), counted only as far as the thread was on a CPU
 * meanwhile, so a machine busy with other processes does not pass for code holding the loop. lateMs is
 * monitorEventLoopDelay's maximum, which also grows when a busy machine leaves the process waiting for a CPU.
 */
export function watchEventLoop(): { stop(): EventLoopStalls } {
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  let last = performance.eventLoopUtilization()
  let lastCpu = threadCpuMs()
  let busyMs = 0
  const tick = () => {
    const now = performance.eventLoopUtilization()
    const cpu = threadCpuMs()
    busyMs = Math.max(busyMs, Math.min(now.active - last.active, cpu - lastCpu))
    last = now
    lastCpu = cpu
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
