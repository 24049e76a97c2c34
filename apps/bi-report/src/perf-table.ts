import { h } from './dom'
import type { PerfTableRow } from './perf-rows'

export interface PerfTableSpec {
  caption: string
  /** Column headings: app, metric, samples, p50, p75, p95. */
  headers: [string, string, string, string, string, string]
  rows: PerfTableRow[]
}

/** The summary table: the app heads each row; counts and percentiles are right-aligned. */
export function perfTable({ caption, headers, rows }: PerfTableSpec): HTMLTableElement {
  const head = h('tr', {}, ...headers.map((text) => h('th', { scope: 'col' }, text)))
  const body = rows.map((row) =>
    h(
      'tr',
      {},
      h('th', { scope: 'row' }, row.app),
      h('td', {}, row.metric),
      ...[row.samples, row.p50, row.p75, row.p95].map((text) => h('td', { class: 'num' }, text)),
    ),
  )
  return h(
    'table',
    { class: 'data-table perf-table', 'data-testid': 'perf-table' },
    h('caption', {}, caption),
    h('thead', {}, head),
    h('tbody', {}, ...body),
  )
}
