import type { AppToShell, Remote } from './contract/index.js'

type Metric = { name: 'load' | 'fcp' | 'lcp' | 'inp' | 'cls'; value: number }

/** How long after the page's load event the load figures are sent, and how often new interaction delays are. */
export const PERF_FIRST_REPORT_MS = 1000
export const PERF_INTERVAL_MS = 30_000

const round = (ms: number) => Math.round(ms * 10) / 10
/** The mark the apps origin's spare page sets when it becomes an app's page (gateway sites/spare-page.ts). */
export const SPARE_BECOME_MARK = 'hr-spare:become'

/**
 * Reports the app's web vitals to the shell when the app holds `perf`: load time, first and
 * largest contentful paint once after load, then the longest interaction delay (INP) and layout
 * shift whenever they grew, at most every 30 s and when the page is hidden.
 */
export async function startPerfReporting(shell: Remote<AppToShell>, win: unknown = globalThis): Promise<void> {
  const on = (
    win as { addEventListener?: (type: string, fn: () => void, options?: { once: boolean }) => void }
  ).addEventListener?.bind(win)
  if (typeof PerformanceObserver === 'undefined' || typeof performance === 'undefined') return
  const caps = await shell.caps.list()
  if (!caps.capabilities.includes('perf')) return
  let lcp = 0
  let inp = 0
  let cls = 0
  let sent = { inp: 0, cls: 0 }
  const observe = (type: string, fn: (entries: PerformanceEntryList) => void, extra: Record<string, unknown> = {}) => {
    try {
      new PerformanceObserver((list) => fn(list.getEntries())).observe({
        type,
        buffered: true,
        ...extra,
      } as PerformanceObserverInit)
    } catch {
      // An entry type this browser does not know is simply not reported.
    }
  }
  observe('largest-contentful-paint', (entries) => {
    lcp = Math.max(lcp, ...entries.map((e) => e.startTime))
  })
  observe(
    'event',
    (entries) => {
      inp = Math.max(
        inp,
        ...entries
          .filter((e) => (e as PerformanceEntry & { interactionId?: number }).interactionId)
          .map((e) => e.duration),
      )
    },
    { durationThreshold: 16 },
  )
  observe('layout-shift', (entries) => {
    for (const e of entries as Array<PerformanceEntry & { value?: number; hadRecentInput?: boolean }>)
      if (!e.hadRecentInput) cls += e.value ?? 0
  })
  const send = (metrics: Metric[]) => {
    if (metrics.length) shell.perf.report(metrics).catch(() => {})
  }
  const later = () => {
    const metrics: Metric[] = []
    if (inp > sent.inp) metrics.push({ name: 'inp', value: round(inp) })
    if (cls > sent.cls) metrics.push({ name: 'cls', value: Math.round(cls * 1000) / 1000 })
    sent = { inp, cls }
    send(metrics)
  }
  const first = () => {
    const loadedAt = performance.now()
    setTimeout(() => {
      // A page the shell's spare frame became (shell pool/spare-frame.ts) counts from that moment, not from the spare's own load.
      const start = performance.getEntriesByName(SPARE_BECOME_MARK)[0]?.startTime
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]
      const since = (at: number) => round(at - (start ?? 0))
      send([
        ...(start !== undefined
          ? [{ name: 'load' as const, value: since(loadedAt) }]
          : nav
            ? [{ name: 'load' as const, value: round(nav.loadEventEnd || nav.duration) }]
            : []),
        ...(fcp && fcp.startTime >= (start ?? 0) ? [{ name: 'fcp' as const, value: since(fcp.startTime) }] : []),
        ...(lcp >= (start ?? 0) && lcp ? [{ name: 'lcp' as const, value: since(lcp) }] : []),
      ])
    }, PERF_FIRST_REPORT_MS)
  }
  if (typeof document !== 'undefined' && document.readyState === 'complete') first()
  else on?.('load', first, { once: true })
  setInterval(later, PERF_INTERVAL_MS)
  on?.('pagehide', later)
}
