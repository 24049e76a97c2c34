import type { EnvStore } from '@hr-portal/bridge'
import { chartFigure, type Figure } from './chart-figure'
import { readChartColors } from './chart-colors'
import { h } from './dom'
import { translate, type Translate } from './texts'
import type { PageViewReport } from './load-page-views'
import { emptyView, errorView, failureOf, loadingView, type Failure } from './status-views'
import { drawViewsChart } from './views-chart'

/** The periods the page offers, in days. */
export const VIEW_DAYS = [7, 30] as const

type State = { kind: 'loading' } | Failure | { kind: 'ready'; report: PageViewReport }

export interface ViewsPageDeps {
  env: EnvStore
  load(days: number): Promise<PageViewReport>
}

function table(
  testId: string,
  caption: string,
  headers: string[],
  rows: Array<Array<string | number>>,
  language: string,
): HTMLTableElement {
  const number = new Intl.NumberFormat(language)
  return h(
    'table',
    { class: 'data-table views-table', 'data-testid': testId },
    h('caption', {}, caption),
    h('thead', {}, h('tr', {}, ...headers.map((text) => h('th', { scope: 'col' }, text)))),
    h(
      'tbody',
      {},
      ...rows.map(([first, ...rest]) =>
        h(
          'tr',
          {},
          h('th', { scope: 'row' }, String(first)),
          ...rest.map((cell) =>
            typeof cell === 'number' ? h('td', { class: 'num' }, number.format(cell)) : h('td', {}, cell),
          ),
        ),
      ),
    ),
  )
}

/**
 * Page views for administrators (function 4003): views per day as a chart with its table, the
 * most viewed pages, the most clicked menu items and the apps' own events, over 7 or 30 days.
 */
export function mountViewsPage(root: HTMLElement, deps: ViewsPageDeps): () => void {
  let state: State = { kind: 'loading' }
  let days: number = VIEW_DAYS[0]
  let attempt = 0
  let figure: Figure | null = null

  const heading = h('h1', {})
  const label = h('label', { for: 'views-days' })
  const select = h('select', { id: 'views-days', 'data-testid': 'views-days' })
  const results = h('div', { class: 'views-results', 'data-testid': 'views-results' })
  select.addEventListener('change', () => {
    days = Number(select.value) === 30 ? 30 : 7
    load()
  })
  root.replaceChildren(heading, h('div', { class: 'perf-controls' }, label, select), results)

  const translator = (): { t: Translate; language: string } => {
    const { language } = deps.env.get()
    return { language, t: (key, params) => translate(language, key, params) }
  }

  const renderResults = () => {
    figure?.dispose()
    figure = null
    const { t, language } = translator()
    results.setAttribute('aria-busy', String(state.kind === 'loading'))
    if (state.kind === 'loading') return results.replaceChildren(loadingView(t))
    if (state.kind === 'error') return results.replaceChildren(errorView(t, state, load))
    const { report } = state
    if (report.totalViews === 0 && report.menus.length === 0 && report.custom.length === 0)
      return results.replaceChildren(emptyView(t))
    const colors = readChartColors()
    figure = chartFigure({
      id: 'views-daily',
      title: t('views.daily'),
      chartLabel: t('views.chartLabel', { days: report.days, total: report.totalViews }),
      table: table(
        'views-daily-table',
        t('views.dailyCaption'),
        [t('views.day'), t('views.views')],
        report.daily.map((d) => [d.day, d.views]),
        language,
      ),
      draw: (target, width) => drawViewsChart(target, width, report.daily, t('views.views'), colors),
    })
    results.replaceChildren(
      h(
        'p',
        { class: 'views-total', role: 'status', 'data-testid': 'views-total' },
        t('views.total', { days: report.days, total: report.totalViews }),
      ),
      figure.node,
      h(
        'section',
        { 'aria-labelledby': 'views-pages-title' },
        h('h2', { id: 'views-pages-title' }, t('views.topPages')),
        table(
          'views-pages',
          t('views.topPagesCaption'),
          [t('views.page'), t('views.app'), t('views.views'), t('views.users')],
          report.pages.map((r) => [r.page, r.app, r.views, r.users]),
          language,
        ),
      ),
      h(
        'section',
        { 'aria-labelledby': 'views-menus-title' },
        h('h2', { id: 'views-menus-title' }, t('views.topMenus')),
        table(
          'views-menus',
          t('views.topMenusCaption'),
          [t('views.menu'), t('views.page'), t('views.clicks')],
          report.menus.map((r) => [r.name, r.page, r.clicks]),
          language,
        ),
      ),
      h(
        'section',
        { 'aria-labelledby': 'views-events-title' },
        h('h2', { id: 'views-events-title' }, t('views.appEvents')),
        table(
          'views-events',
          t('views.appEventsCaption'),
          [t('views.event'), t('views.app'), t('views.count')],
          report.custom.map((r) => [r.name, r.app, r.count]),
          language,
        ),
      ),
    )
  }

  const render = () => {
    const { t } = translator()
    heading.textContent = t('views.title')
    label.textContent = t('views.period')
    select.replaceChildren(
      ...VIEW_DAYS.map((n) =>
        h('option', { value: String(n), ...(n === days ? { selected: '' } : {}) }, t('views.lastDays', { days: n })),
      ),
    )
    select.value = String(days)
    renderResults()
  }

  const settle = (id: number, next: State) => {
    if (id !== attempt) return
    state = next
    renderResults()
  }

  function load() {
    const id = ++attempt
    settle(id, { kind: 'loading' })
    deps.load(days).then(
      (report) => settle(id, { kind: 'ready', report }),
      (error: unknown) => settle(id, failureOf(error)),
    )
  }

  const unsubscribe = deps.env.subscribe(render)
  render()
  load()
  return () => {
    attempt += 1
    unsubscribe()
    figure?.dispose()
  }
}
