// Menu tree → app entries and page routes (§2 "Menu-to-route building"), as pure functions.
import type { AppManifest } from '@hr-portal/bridge'
import type { AppEntryNode, MenuItemNode } from './schemas'

export const PORTAL_PREFIX = '/portal'
export const DEFAULT_LANDING = '/portal/ums/structure'
/** The app whose entry redirects to the first menu link (§2). */
export const INDEX_APP = 'index'

export interface MenuOptions {
  /** App codes whose entries are hidden (routable, but not in the side menu). */
  hiddenCodes: readonly string[]
}

/** §3 Menu item itemAttr, used only when it parses as a JSON object. */
export interface ItemAttr {
  muName?: string
  muShow?: number | string
  mutp?: number | string
  baobiaoPortalId?: string | number
  baobiaoDashboardId?: string | number
  keepAlive?: boolean
}

export interface PageRoute {
  /** Full shell path, e.g. `/portal/ums/structure`; the link itself when external. */
  path: string
  /** The route name: itemAttr's muName, else the item's name. */
  name: string
  title: string
  icon: string
  functionId: string
  bizTypeId: string | null
  buttons: { functionId: string; name: string; authFlag: number }[]
  openType: number
  authFlag: number
  /** itemAttr's mutp. */
  type: string | null
  hidden: boolean
  external: boolean
  /** Whether the page keeps its state when its tab is shown again (itemAttr `keepAlive`, default true). */
  keepAlive: boolean
  reportPortalId?: string
  dashboardId?: string
}

export interface AppRoute {
  code: string
  /** The entry's path: its link address without slashes, else its code. */
  path: string
  routerBase: string
  title: string
  icon: string
  hidden: boolean
  manifest: AppManifest | null
  /** The pages this entry lists in the menu. */
  pages: PageRoute[]
  /** Every page served under this app's router base, whichever entry lists it (source apps). */
  routes: PageRoute[]
  /** The first visible page, reached by descending through the first visible child at each level. */
  redirect: string | null
}

const EXTERNAL = /^(https?:|mailto:|tel:)/i

export function isExternal(link: string): boolean {
  return EXTERNAL.test(link)
}

export function parseItemAttr(text: string | null | undefined): ItemAttr | null {
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as ItemAttr) : null
  } catch {
    return null
  }
}

const entryPath = (node: { linkUrl?: string | null; code: string }) => node.linkUrl?.replace(/\//g, '') || node.code
const optional = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : String(value))

function pageRoute(item: MenuItemNode, routerBase: string): PageRoute {
  const attr = parseItemAttr(item.itemAttr) ?? {}
  const external = isExternal(item.linkUrl)
  return {
    path: external ? item.linkUrl : `${routerBase}/${item.linkUrl.replace(/^\/+/, '')}`.replace(/\/+$/, ''),
    name: attr.muName || item.name,
    title: item.name,
    icon: item.icon ?? '',
    functionId: item.code,
    bizTypeId: item.bizTypeId === undefined || item.bizTypeId === null ? null : String(item.bizTypeId),
    buttons: (item.buttonVoList ?? []).map((b) => ({
      functionId: String(b.functionId),
      name: b.name ?? '',
      authFlag: b.authFlag ?? 1,
    })),
    openType: item.openType ?? 1,
    authFlag: item.authFlag ?? 1,
    type: optional(attr.mutp) ?? null,
    hidden: String(attr.muShow ?? '1') === '0',
    external,
    keepAlive: attr.keepAlive !== false,
    ...(optional(attr.baobiaoPortalId) ? { reportPortalId: optional(attr.baobiaoPortalId) } : {}),
    ...(optional(attr.baobiaoDashboardId) ? { dashboardId: optional(attr.baobiaoDashboardId) } : {}),
  }
}

/** The first menu link: the first visible child at each level, down to an item with a link. */
export function firstLink(items: MenuItemNode[], routeOf: (item: MenuItemNode) => PageRoute): string | null {
  for (const item of items) {
    const route = routeOf(item)
    if (route.hidden) continue
    if (item.children?.length) return firstLink(item.children, routeOf)
    return item.linkUrl && !route.external ? route.path : null
  }
  return null
}

export function buildApps(tree: AppEntryNode[], options: MenuOptions = { hiddenCodes: [] }): AppRoute[] {
  const entries = tree
  const bases = new Map(entries.map((node) => [node.code, `${PORTAL_PREFIX}/${entryPath(node)}`]))
  const apps = entries.map((node) => {
    const routerBase = bases.get(node.code)!
    // Items that come from another source app live under that app's router base.
    const routeOf = (item: MenuItemNode) => pageRoute(item, (item.sourceApp && bases.get(item.sourceApp)) || routerBase)
    const pages: PageRoute[] = []
    const walk = (items: MenuItemNode[]) =>
      items.forEach((item) => {
        if (item.linkUrl) pages.push(routeOf(item))
        walk(item.children ?? [])
      })
    walk(node.children ?? [])
    return {
      code: node.code,
      path: entryPath(node),
      routerBase,
      title: node.showName || node.name,
      icon: node.logoUrl ?? '',
      hidden: options.hiddenCodes.includes(node.code),
      manifest: (node.microApp as AppManifest | null | undefined) ?? null,
      pages,
      routes: [] as PageRoute[],
      redirect: firstLink(node.children ?? [], routeOf),
    }
  })
  const all = apps.flatMap((app) => app.pages).filter((page) => !page.external)
  for (const app of apps)
    app.routes = all.filter((p) => p.path === app.routerBase || p.path.startsWith(`${app.routerBase}/`))
  return apps
}

/**
 * Where a user lands after sign-in: the index app's redirect when there is one, else the first
 * menu's base route plus its redirect; `/portal/ums/structure` by default.
 */
export function landingRoute(apps: AppRoute[]): string {
  const index = apps.find((app) => app.code === INDEX_APP && app.redirect)
  const first = index ?? apps.find((app) => !app.hidden && app.redirect)
  return first?.redirect ?? DEFAULT_LANDING
}

/** The app serving a shell path, and the path inside the app. */
export function matchApp(apps: AppRoute[], pathname: string): { app: AppRoute; subPath: string } | null {
  for (const app of apps) {
    if (pathname === app.routerBase || pathname.startsWith(`${app.routerBase}/`)) {
      return { app, subPath: pathname.slice(app.routerBase.length) || '/' }
    }
  }
  return null
}
