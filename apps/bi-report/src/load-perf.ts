import type { PerfRow } from '@hr-portal/api/client/report'
import type { Http } from '@hr-portal/bridge/http'

/** One app's metric over the period: samples and nearest-rank percentiles (ms; cls a score), typed by the contract. */
export type PerfSummaryRow = PerfRow
export type PerfMetric = PerfRow['name']
/** The web vitals the apps report (bridge `perf.report`), in the order the table lists them. */
export const PERF_METRICS: readonly PerfMetric[] = ['load', 'fcp', 'lcp', 'inp', 'cls']

const isValue = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const isMetric = (value: unknown): value is PerfMetric => PERF_METRICS.includes(value as PerfMetric)

/** The gateway's answer, checked before it is shown; rows that are not well formed are dropped. */
export function readPerfSummary(value: unknown): PerfSummaryRow[] {
  if (!Array.isArray(value)) throw new Error('the app performance summary is not in the expected shape')
  return value
    .filter(
      (row): row is Record<string, unknown> =>
        isRecord(row) &&
        typeof row.app === 'string' &&
        row.app !== '' &&
        isMetric(row.name) &&
        isValue(row.count) &&
        isValue(row.p50) &&
        isValue(row.p75) &&
        isValue(row.p95),
    )
    .map((row) => ({
      app: row.app as string,
      name: row.name as PerfMetric,
      count: row.count as number,
      p50: row.p50 as number,
      p75: row.p75 as number,
      p95: row.p95 as number,
    }))
}

/** Web vitals per app and metric over the last `days` days (administrators only: 403001 otherwise). */
export async function loadPerfSummary(http: Http, days: number): Promise<PerfSummaryRow[]> {
  const answer = await http.postJson('/report/web/appPerf/summary', { days })
  return readPerfSummary(answer.result ?? answer.data)
}
