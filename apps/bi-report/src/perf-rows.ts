import type { Translate } from './texts'
import { PERF_METRICS, type PerfMetric, type PerfSummaryRow } from './load-perf'

/** The periods the page offers, in days; the first is the default. */
export const PERF_DAYS = [7, 30, 90] as const

/** One table row as the page shows it: every cell already formatted. */
export interface PerfTableRow {
  app: string
  metric: string
  samples: string
  p50: string
  p75: string
  p95: string
}

/**
 * A metric's value in the page's language: times in whole milliseconds (one decimal below 10 ms),
 * layout shift as a unitless score with up to three decimals.
 */
export function formatPerfValue(metric: PerfMetric, value: number, language: string, t: Translate): string {
  if (metric === 'cls') return new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(value)
  const ms = new Intl.NumberFormat(language, { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value)
  return t('perf.ms', { value: ms })
}

/** The summary as table rows: by app, then in the metrics' usual order (load, fcp, lcp, inp, cls). */
export function perfTableRows(rows: PerfSummaryRow[], language: string, t: Translate): PerfTableRow[] {
  const order = (row: PerfSummaryRow) => PERF_METRICS.indexOf(row.name)
  const count = new Intl.NumberFormat(language, { maximumFractionDigits: 0 })
  return [...rows]
    .sort((a, b) => (a.app === b.app ? order(a) - order(b) : a.app < b.app ? -1 : 1))
    .map((row) => ({
      app: row.app,
      metric: t(`perf.metric.${row.name}`),
      samples: count.format(row.count),
      p50: formatPerfValue(row.name, row.p50, language, t),
      p75: formatPerfValue(row.name, row.p75, language, t),
      p95: formatPerfValue(row.name, row.p95, language, t),
    }))
}

/** The period the page starts with, or the one it asks for when that is offered. */
export function readDays(value: unknown): number {
  const days = Number(value)
  return (PERF_DAYS as readonly number[]).includes(days) ? days : PERF_DAYS[0]
}
