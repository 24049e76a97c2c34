import type { AppRoute, PageRoute } from '../session/menus'
import { makeTab, type RouteTab } from './tabs/tabs'

/** The menu page a shell path belongs to: the longest page path that is a prefix of it. */
export function pageFor(app: AppRoute, pathname: string): PageRoute | null {
  let best: PageRoute | null = null
  for (const page of app.routes) {
    if ((pathname === page.path || pathname.startsWith(`${page.path}/`)) && page.path.length > (best?.path.length ?? 0))
      best = page
  }
  return best
}

/**
 * The tab of the page at `fullPath` in `app`: one tab per menu page, showing its latest URL.
 * A page inside the app that is not a menu page stays on the tab the app was on (`current`).
 */
export function tabFor(app: AppRoute, fullPath: string, home: string, current?: RouteTab): RouteTab {
  const pathname = new URL(fullPath, 'http://x').pathname
  const page = pageFor(app, pathname)
  if (!page && current && current.meta.appName === app.code)
    return { ...current, ...makeTab(fullPath, current.meta), path: current.path }
  const tab = makeTab(fullPath, {
    title: page?.title ?? app.title,
    functionId: page?.functionId,
    routerBase: app.routerBase,
    appName: app.code,
    keepAlive: page?.keepAlive ?? true,
    affix: (page?.path ?? app.routerBase) === home,
    openType: page?.openType,
  })
  return { ...tab, path: page?.path ?? app.routerBase }
}
