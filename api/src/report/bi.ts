import { JOYHR } from '../access/codes'
import { route } from '../route'
import { integer, list, num, objectBody, oneOf, record, str, Type } from '../schema'

/** The web vitals of bridge `perf.report`. */
export const PERF_METRICS = ['load', 'fcp', 'lcp', 'inp', 'cls'] as const

const perfRecord = objectBody(
  {
    app: Type.String({ pattern: '^[a-z][a-z0-9-]{0,40}$' }),
    name: oneOf(PERF_METRICS),
    value: Type.Number({ minimum: 0, maximum: 600_000 }),
    at: Type.Integer({ minimum: 1, maximum: 8_640_000_000_000_000 }), // the latest Date
  },
  ['app', 'name', 'value', 'at'],
)

/** The headcount summary of the BI app: staff on the job per division, hires and leavers per month, the latest hires. */
export const headcountSummary = record({
  byOrgan: list(record({ organId: integer(), organName: str(), headcount: integer() })),
  byMonth: list(record({ month: str(), hires: integer(), leavers: integer() })),
  /** The latest hires (newest first), for a look at the person in the staff record. */
  recentHires: list(record({ id: integer(), name: str(), organName: str(), entryDate: str() })),
})

/** One app's metric over the period: sample count and nearest-rank percentiles. */
export const perfRow = record({
  app: str(),
  name: oneOf(PERF_METRICS),
  count: integer(),
  p50: num(),
  p75: num(),
  p95: num(),
})

/** Data of the BI report app (function 4001). */
export const headcount = {
  summary: route({
    method: 'POST',
    path: '/report/web/headcount/summary',
    body: objectBody({ months: Type.Integer({ minimum: 1, maximum: 36, default: 12 }) }),
    result: headcountSummary,
    errors: [],
    tenant: "the session tenant's staff and departments (tenant-isolation/access.test.ts)",
    summary: 'Staff per division, hires and leavers over the last `months` months (default 12), the latest hires.',
  }),
}

/** Apps' web vitals, forwarded in batches by the shell, and their summary for administrators (function 4002). */
export const appPerf = {
  batch: route({
    method: 'POST',
    path: '/report/web/appPerf/batch',
    body: objectBody({ records: Type.Array(perfRecord, { minItems: 1, maxItems: 100 }) }, ['records']),
    result: record({ stored: integer(), dropped: integer() }),
    errors: [JOYHR.auditChannelOnly],
    tenant: {
      none: 'stored under the session tenant; read back by the summary check (tenant-isolation/access.test.ts)',
    },
    summary:
      'Stores web vitals from the shell (at most 600 values a minute per user; the rest are counted and dropped).',
  }),
  summary: route({
    method: 'POST',
    path: '/report/web/appPerf/summary',
    body: objectBody({ days: Type.Integer({ minimum: 1, maximum: 90, default: 7 }) }),
    result: list(perfRow),
    errors: [],
    tenant: "the session tenant's values (tenant-isolation/access.test.ts)",
    summary: 'Count and 50th, 75th and 95th percentiles per app and metric over the last `days` days (default 7).',
  }),
}
