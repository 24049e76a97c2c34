import manifest from '../manifest.json'
import { translate } from './texts'
import { HOME, pageOf, type PageName } from './pages'

/** Wires the pages to the shell; opened outside the portal, it says so instead of failing silently. */
export async function start(root: HTMLElement): Promise<void> {
  if (window.parent === window) {
    root.textContent = translate('zh-CN', 'notConnected')
    return
  }
  // Loaded only inside a frame: connecting throws at import time outside one.
  const [{ connect }, { mountReportPage }, { loadSummary }] = await Promise.all([
    import('@hr-portal/kit/connect'),
    import('./report-page'),
    import('./load-summary'),
  ])
  const app = connect({ manifest })
  const mount: Record<PageName, () => Promise<() => void>> = {
    headcount: async () =>
      mountReportPage(root, {
        env: app.env,
        load: () => loadSummary(app.http),
        openStaff: (id) => {
          app.shell.intent
            .open('staff.view', { id })
            .catch((error: Error) => app.shell.ui.message('error', error.message).catch(() => {}))
        },
      }),
    performance: async () => {
      const [{ mountPerfPage }, { loadPerfSummary }] = await Promise.all([import('./perf-page'), import('./load-perf')])
      return mountPerfPage(root, { env: app.env, load: (days) => loadPerfSummary(app.http, days) })
    },
    pageViews: async () => {
      const [{ mountViewsPage }, { loadPageViews }] = await Promise.all([
        import('./views-page'),
        import('./load-page-views'),
      ])
      return mountViewsPage(root, { env: app.env, load: (days) => loadPageViews(app.http, days) })
    },
    payroll: async () => {
      const [{ mountPayrollPage }, { loadPayroll }] = await Promise.all([
        import('./payroll-page'),
        import('./load-payroll'),
      ])
      return mountPayrollPage(root, {
        env: app.env,
        now: () => Date.now(),
        load: (from, to) => loadPayroll(app.http, from, to),
      })
    },
  }

  // One frame serves both menu items: the shell moves it between them with `navigate`.
  let shown: { page: PageName; dispose: Promise<() => void> } | null = null
  const show = () => {
    const page = pageOf(app.router.path())
    if (!page) return app.router.navigate(HOME, { replace: true })
    if (page === shown?.page) return
    const previous = shown
    shown = {
      page,
      dispose: previous
        ? previous.dispose.then((dispose) => {
            dispose()
            return mount[page]()
          })
        : mount[page](),
    }
  }
  app.router.subscribe(show)
  show()
}
