import { h } from './dom'

export interface TableSpec {
  caption: string
  testId: string
  headers: string[]
  /** The first cell of each row heads that row. */
  rows: Array<[string, ...number[]]>
}

/** The chart's numbers as a plain table: the text alternative for screen readers (and tests). */
export function dataTable({ caption, testId, headers, rows }: TableSpec): HTMLTableElement {
  const head = h('tr', {}, ...headers.map((text) => h('th', { scope: 'col' }, text)))
  const body = rows.map(([label, ...numbers]) =>
    h('tr', {}, h('th', { scope: 'row' }, label), ...numbers.map((n) => h('td', { class: 'num' }, String(n)))),
  )
  return h(
    'table',
    { class: 'data-table', 'data-testid': testId },
    h('caption', {}, caption),
    h('thead', {}, head),
    h('tbody', {}, ...body),
  )
}
