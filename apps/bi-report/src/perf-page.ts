import type { EnvStore } from '@hr-portal/bridge'
import { h } from './dom'
import { translate, type Translate } from './texts'
import type { PerfSummaryRow } from './load-perf'
import { PERF_DAYS, perfTableRows, readDays } from './perf-rows'
import { perfTable } from './perf-table'
import { emptyView, errorView, failureOf, loadingView, type Failure } from './status-views'

type State = { kind: 'loading' } | Failure | { kind: 'ready'; rows: PerfSummaryRow[] }

export interface PerfPageDeps {
  env: EnvStore
  /** The summary of the last `days` days (POST /report/web/appPerf/summary). */
  load(days: number): Promise<PerfSummaryRow[]>
}

/**
 * App performance for administrators: the apps' web vitals per app and metric over a chosen
 * period. The heading and the period selector stay in place while the table below reloads, so
 * keyboard focus stays on the selector; texts and numbers follow the portal's language.
 */
export function mountPerfPage(root: HTMLElement, deps: PerfPageDeps): () => void {
  let state: State = { kind: 'loading' }
  let days: number = PERF_DAYS[0]
  let attempt = 0

  const heading = h('h1', {})
  const label = h('label', { for: 'perf-days' })
  const select = h('select', { id: 'perf-days', 'data-testid': 'perf-days' })
  const results = h('div', { class: 'perf-results', 'data-testid': 'perf-results' })
  select.addEventListener('change', () => {
    days = readDays(select.value)
    load()
  })
  root.replaceChildren(heading, h('div', { class: 'perf-controls' }, label, select), results)

  const translator = (): { t: Translate; language: string } => {
    const { language } = deps.env.get()
    return { language, t: (key, params) => translate(language, key, params) }
  }

  const renderResults = () => {
    const { t, language } = translator()
    results.setAttribute('aria-busy', String(state.kind === 'loading'))
    if (state.kind === 'loading') return results.replaceChildren(loadingView(t))
    if (state.kind === 'error') return results.replaceChildren(errorView(t, state, load))
    if (state.rows.length === 0) return results.replaceChildren(emptyView(t))
    results.replaceChildren(
      perfTable({
        caption: t('perf.caption', { days }),
        headers: [t('perf.app'), t('perf.metric'), t('perf.samples'), 'p50', 'p75', 'p95'],
        rows: perfTableRows(state.rows, language, t),
      }),
    )
  }

  const render = () => {
    const { t } = translator()
    heading.textContent = t('perf.title')
    label.textContent = t('perf.days')
    select.replaceChildren(
      ...PERF_DAYS.map((n) =>
        h('option', { value: String(n), ...(n === days ? { selected: '' } : {}) }, t('perf.lastDays', { days: n })),
      ),
    )
    select.value = String(days)
    renderResults()
  }

  // Only the latest attempt may settle the page: a slow answer for an earlier period is ignored.
  const settle = (id: number, next: State) => {
    if (id !== attempt) return
    state = next
    renderResults()
  }

  function load() {
    const id = ++attempt
    settle(id, { kind: 'loading' })
    deps.load(days).then(
      (rows) => settle(id, { kind: 'ready', rows }),
      (error: unknown) => settle(id, failureOf(error)),
    )
  }

  const unsubscribe = deps.env.subscribe(render)
  render()
  load()
  return () => {
    attempt += 1
    unsubscribe()
  }
}
