import { describe, expect, it } from 'vitest'
import { watchEventLoop } from './event-loop-watch'

describe('watchEventLoop', () => {
  it('sees code that holds the loop for 150 ms of CPU time', async () => {
    const cpuMs = () => {
      const { user, system } = (process as NodeJS.Process & { threadCpuUsage(): NodeJS.CpuUsage }).threadCpuUsage()
      return (user + system) / 1000
    }
    const watch = watchEventLoop()
    await new Promise((resolve) => setTimeout(resolve, 30))
    // Counted in the thread's CPU time, so a machine busy with other processes holds it no shorter.
    const until = cpuMs() + 150
    while (cpuMs() < until) {
      /* holds the loop */
    }
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(watch.stop().busyMs).toBeGreaterThanOrEqual(140)
  })

  it('sees no stall in a loop that only waits', async () => {
    const watch = watchEventLoop()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(watch.stop().busyMs).toBeLessThan(50)
  })
})
