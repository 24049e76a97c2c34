import { translate } from './i18n'

/** Wires the page to the shell; opened outside the portal, it says so instead of failing silently. */
export async function start(root: HTMLElement): Promise<void> {
  if (window.parent === window) {
    root.textContent = translate('zh-CN', 'notConnected')
    return
  }
  // Loaded only inside a frame: connecting throws at import time outside one.
  const [{ env, http, shell }, { mountReportPage }, { loadSummary }, router] = await Promise.all([
    import('./shell'),
    import('./report-page'),
    import('./load-summary'),
    import('./router'),
  ])
  env.subscribe(() => {
    document.documentElement.lang = env.get().language
    document.documentElement.dataset.theme = env.get().theme
  })
  router.onAppNavigate((path, replace) => shell.nav.changed(path, { replace }).catch(() => {}))
  if (router.appPath() !== router.HOME) router.appNavigate(router.HOME, { replace: true })
  mountReportPage(root, { env, load: () => loadSummary(http) })
}
