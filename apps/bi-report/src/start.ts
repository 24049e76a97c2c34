import { translate } from './i18n'

/** The page the menu links to (gateway seed: menu 4001 → /headcount). */
const HOME = '/headcount'

/** Wires the page to the shell; opened outside the portal, it says so instead of failing silently. */
export async function start(root: HTMLElement): Promise<void> {
  if (window.parent === window) {
    root.textContent = translate('zh-CN', 'notConnected')
    return
  }
  // Loaded only inside a frame: connecting throws at import time outside one.
  const [{ app }, { mountReportPage }, { loadSummary }] = await Promise.all([
    import('./shell'),
    import('./report-page'),
    import('./load-summary'),
  ])
  if (app.router.path() !== HOME) app.router.navigate(HOME, { replace: true })
  mountReportPage(root, { env: app.env, load: () => loadSummary(app.http) })
}
