// Open pages as tabs (§2 "Sub-applications and tabs"), as pure functions over a list.

/** §3 Route tab. */
export interface RouteTab {
  fullPath: string
  path: string
  name: string
  params: Record<string, string>
  query: Record<string, string>
  meta: {
    title: string
    functionId?: string
    routerBase?: string
    appName?: string
    keepAlive?: boolean
    affix?: boolean
    openType?: number
  }
}

/** §2: a page with openType 3 opens without a tab. */
export const NO_TAB_OPEN_TYPE = 3

export function makeTab(fullPath: string, meta: RouteTab['meta']): RouteTab {
  const url = new URL(fullPath, 'http://x')
  return {
    fullPath,
    path: url.pathname,
    name: meta.functionId ?? url.pathname,
    params: {},
    query: Object.fromEntries(url.searchParams),
    meta,
  }
}

/** Adds or updates the tab of a page; the pinned home tab always stays first. */
export function openTab(tabs: RouteTab[], tab: RouteTab): RouteTab[] {
  if (tab.meta.openType === NO_TAB_OPEN_TYPE) return tabs
  const index = tabs.findIndex((t) => t.path === tab.path)
  const next =
    index === -1
      ? [...tabs, tab]
      : tabs.map((t, i) => (i === index ? { ...tab, meta: { ...tab.meta, affix: t.meta.affix || tab.meta.affix } } : t))
  return pinHomeFirst(next)
}

/** Whether two tab lists show the same tabs, in the same order, with the same addresses and titles. */
export function sameTabs(a: readonly RouteTab[], b: readonly RouteTab[]): boolean {
  return a.length === b.length && a.every((tab, i) => tab === b[i] || JSON.stringify(tab) === JSON.stringify(b[i]))
}

export function pinHomeFirst(tabs: RouteTab[]): RouteTab[] {
  return [...tabs.filter((t) => t.meta.affix), ...tabs.filter((t) => !t.meta.affix)]
}

/** Closes one tab (pinned tabs stay); answers the list and the tab to show if it was active. */
export function closeTab(
  tabs: RouteTab[],
  path: string,
  activePath: string,
): { tabs: RouteTab[]; next: string | null } {
  const index = tabs.findIndex((t) => t.path === path)
  if (index === -1 || tabs[index].meta.affix) return { tabs, next: null }
  const rest = tabs.filter((_, i) => i !== index)
  if (path !== activePath) return { tabs: rest, next: null }
  const neighbour = rest[Math.min(index, rest.length - 1)] ?? rest[rest.length - 1]
  return { tabs: rest, next: neighbour?.fullPath ?? null }
}

/** Closes every tab but the pinned ones. */
export function closeUnpinned(tabs: RouteTab[]): RouteTab[] {
  return tabs.filter((t) => t.meta.affix)
}

export function setTitle(tabs: RouteTab[], path: string, title: string): RouteTab[] {
  return tabs.map((t) => (t.path === path ? { ...t, meta: { ...t.meta, title } } : t))
}

export function isRouteTab(value: unknown): value is RouteTab {
  if (typeof value !== 'object' || value === null) return false
  const tab = value as RouteTab
  return (
    typeof tab.fullPath === 'string' &&
    tab.fullPath.startsWith('/portal/') &&
    typeof tab.path === 'string' &&
    typeof tab.meta === 'object' &&
    tab.meta !== null &&
    typeof tab.meta.title === 'string'
  )
}
