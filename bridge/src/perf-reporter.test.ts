import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppToShell, Remote } from './contract/index.js'
import { PERF_FIRST_REPORT_MS, SPARE_BECOME_MARK, startPerfReporting } from './perf-reporter.js'

/** A shell that grants `perf` and records the reports, and a window whose load the test fires. */
function setUp() {
  const reports: Array<Array<{ name: string; value: number }>> = []
  const shell = {
    caps: { list: async () => ({ capabilities: ['perf'] }) },
    perf: { report: async (metrics: Array<{ name: string; value: number }>) => void reports.push(metrics) },
  } as unknown as Remote<AppToShell>
  const listeners = new Map<string, () => void>()
  const win = { addEventListener: (type: string, fn: () => void) => listeners.set(type, fn) }
  return { reports, shell, win, load: () => listeners.get('load')?.() }
}

afterEach(() => {
  vi.useRealTimers()
  performance.clearMarks(SPARE_BECOME_MARK)
})

describe('perf reporting', () => {
  it("counts the load of a page the shell's spare frame became from that moment, not from the spare's own load", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] })
    const { reports, shell, win, load } = setUp()
    await new Promise((resolve) => setImmediate(resolve))
    performance.mark(SPARE_BECOME_MARK)
    await startPerfReporting(shell, win)
    const became = performance.getEntriesByName(SPARE_BECOME_MARK)[0].startTime
    while (performance.now() - became < 40) {
      /* the page loads */
    }
    load()
    await vi.advanceTimersByTimeAsync(PERF_FIRST_REPORT_MS)
    const value = reports.flat().find((metric) => metric.name === 'load')?.value ?? -1
    expect(value).toBeGreaterThanOrEqual(40)
    expect(value).toBeLessThan(became + 40)
  })
})
