import type { EnvStore } from '@hr-portal/bridge'
import { h } from './dom'
import { translate, type Translate } from './texts'
import type { PayrollReport } from './load-payroll'
import { emptyView, errorView, failureOf, loadingView, type Failure } from './status-views'

/** The last `count` months (YYYY-MM, UTC), newest first, ending with the month of `now`. */
export function recentMonths(now: number, count: number): string[] {
  const date = new Date(now)
  return Array.from({ length: count }, (_, back) =>
    new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1)).toISOString().slice(0, 7),
  )
}

type State = { kind: 'loading' } | Failure | { kind: 'ready'; report: PayrollReport }

export interface PayrollPageDeps {
  env: EnvStore
  now(): number
  load(from: string, to: string): Promise<PayrollReport>
}

/** Money with thousands separators (both languages write it alike), from its decimal string (never through a float). */
function money(amount: string): string {
  const [whole, part] = amount.replace('-', '').split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${amount.startsWith('-') ? '-' : ''}${grouped}.${part}`
}

/**
 * Payroll cost (function 4004): per month, department (its place in the organisation tree) and cost centre, the
 * headcount paid, gross pay, the employer's cost, net pay and income tax of the final runs, with the total.
 */
export function mountPayrollPage(root: HTMLElement, deps: PayrollPageDeps): () => void {
  let state: State = { kind: 'loading' }
  const months = recentMonths(deps.now(), 24)
  let from = months[2]
  let to = months[0]
  let attempt = 0

  const heading = h('h1', {})
  const fromLabel = h('label', { for: 'payroll-from' })
  const fromSelect = h('select', { id: 'payroll-from', 'data-testid': 'payroll-from' })
  const toLabel = h('label', { for: 'payroll-to' })
  const toSelect = h('select', { id: 'payroll-to', 'data-testid': 'payroll-to' })
  const results = h('div', { class: 'payroll-results', 'data-testid': 'payroll-results' })
  fromSelect.addEventListener('change', () => {
    from = fromSelect.value
    load()
  })
  toSelect.addEventListener('change', () => {
    to = toSelect.value
    load()
  })
  root.replaceChildren(heading, h('div', { class: 'perf-controls' }, fromLabel, fromSelect, toLabel, toSelect), results)

  const translator = (): { t: Translate; language: string } => {
    const { language } = deps.env.get()
    return { language, t: (key, params) => translate(language, key, params) }
  }

  const renderResults = () => {
    const { t } = translator()
    results.setAttribute('aria-busy', String(state.kind === 'loading'))
    if (state.kind === 'loading') return results.replaceChildren(loadingView(t))
    if (state.kind === 'error') return results.replaceChildren(errorView(t, state, load))
    const { report } = state
    if (report.rows.length === 0) return results.replaceChildren(emptyView(t))
    const figures = (r: PayrollReport['total']) =>
      [String(r.headcount), money(r.gross), money(r.employer), money(r.net), money(r.tax)].map((text) =>
        h('td', { class: 'num' }, text),
      )
    results.replaceChildren(
      h(
        'div',
        {
          class: 'payroll-scroll',
          tabindex: '0',
          role: 'region',
          'aria-label': t('payroll.caption', { from: report.from, to: report.to }),
        },
        h(
          'table',
          { class: 'data-table payroll-table', 'data-testid': 'payroll-table' },
          h('caption', {}, t('payroll.caption', { from: report.from, to: report.to })),
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              ...['month', 'department', 'costCentre', 'headcount', 'gross', 'employer', 'net', 'tax'].map((key) =>
                h('th', { scope: 'col' }, t(`payroll.${key}`)),
              ),
            ),
          ),
          h(
            'tbody',
            {},
            ...report.rows.map((row) =>
              h(
                'tr',
                {},
                h('th', { scope: 'row' }, row.month),
                h(
                  'td',
                  { title: row.organPath.join(' / ') },
                  row.organPath.slice(1).join(' / ') || row.organPath.join(' / '),
                ),
                h(
                  'td',
                  { title: row.costCentre },
                  !row.costCentre
                    ? t('payroll.noCostCentre')
                    : row.costCentreName
                      ? `${row.costCentreName} (${row.costCentre})`
                      : row.costCentre,
                ),
                ...figures(row),
              ),
            ),
          ),
          h(
            'tfoot',
            {},
            h('tr', {}, h('th', { scope: 'row', colspan: '3' }, t('payroll.total')), ...figures(report.total)),
          ),
        ),
      ),
    )
  }

  const render = () => {
    const { t } = translator()
    heading.textContent = t('payroll.title')
    fromLabel.textContent = t('payroll.from')
    toLabel.textContent = t('payroll.to')
    for (const [select, value] of [
      [fromSelect, from],
      [toSelect, to],
    ] as const) {
      select.replaceChildren(...months.map((m) => h('option', { value: m }, m)))
      select.value = value
    }
    renderResults()
  }

  const settle = (id: number, next: State) => {
    if (id !== attempt) return
    state = next
    renderResults()
  }

  // The cost centres' names come in the language of the request: a language switch asks again.
  let loadedIn = deps.env.get().language
  function load() {
    loadedIn = deps.env.get().language
    const id = ++attempt
    settle(id, { kind: 'loading' })
    deps.load(from <= to ? from : to, from <= to ? to : from).then(
      (report) => settle(id, { kind: 'ready', report }),
      (error: unknown) => settle(id, failureOf(error)),
    )
  }

  const unsubscribe = deps.env.subscribe(() => {
    render()
    if (deps.env.get().language !== loadedIn) load()
  })
  render()
  load()
  return () => {
    attempt += 1
    unsubscribe()
  }
}
