import type { EnvStore } from '@hr-portal/bridge'
import type { Figure } from './chart-figure'
import { h } from './dom'
import { headcountFigure, turnoverFigure } from './figures'
import { translate, type Translate } from './texts'
import type { HeadcountSummary } from './load-summary'
import { recentHiresTable } from './recent-hires'
import { emptyView, errorView, failureOf, loadingView, type Failure } from './status-views'

type State = { kind: 'loading' } | Failure | { kind: 'ready'; summary: HeadcountSummary }

export interface ReportPageDeps {
  env: EnvStore
  load(): Promise<HeadcountSummary>
  /** Opens a person's staff record (in whichever app serves it). */
  openStaff(id: number): void
}

/**
 * The headcount report: loads the summary, then draws both figures. It re-renders when the
 * language or theme changes (charts are redrawn with the new texts and colours).
 */
export function mountReportPage(root: HTMLElement, deps: ReportPageDeps): () => void {
  let state: State = { kind: 'loading' }
  let figures: Figure[] = []
  let attempt = 0

  const body = (t: Translate): HTMLElement[] => {
    if (state.kind === 'loading') return [loadingView(t)]
    if (state.kind === 'error') return [errorView(t, state, load)]
    const { summary } = state
    if (summary.byOrgan.length === 0 && summary.byMonth.length === 0) return [emptyView(t)]
    figures = [headcountFigure(summary, t), turnoverFigure(summary, t)]
    const hires = summary.recentHires.length ? [recentHiresTable(t, summary.recentHires, deps.openStaff)] : []
    return [...figures.map((figure) => figure.node), ...hires]
  }

  const render = () => {
    for (const figure of figures) figure.dispose()
    figures = []
    const { language } = deps.env.get()
    const t: Translate = (key, params) => translate(language, key, params)
    root.replaceChildren(h('h1', {}, t('title')), ...body(t))
    root.setAttribute('aria-busy', String(state.kind === 'loading'))
  }

  // Only the latest attempt may settle the page: a slow earlier answer is ignored.
  const settle = (id: number, next: State) => {
    if (id !== attempt) return
    state = next
    render()
  }

  function load() {
    const id = ++attempt
    settle(id, { kind: 'loading' })
    deps.load().then(
      (summary) => settle(id, { kind: 'ready', summary }),
      (error: unknown) => settle(id, failureOf(error)),
    )
  }

  const unsubscribe = deps.env.subscribe(render)
  load()
  return () => {
    attempt += 1 // an answer still on its way must not draw over the next page
    unsubscribe()
    for (const figure of figures) figure.dispose()
  }
}
