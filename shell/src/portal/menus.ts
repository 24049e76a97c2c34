// Menu tree → app entries and page routes (§2 "Menu-to-route building").
import type { AppManifest } from '@hr-portal/bridge'
import type { AppEntryNode, MenuItemNode } from '../session/schemas'

export const PORTAL_PREFIX = '/portal'
export const DEFAULT_LANDING = '/portal/ums/structure'

export interface PageRoute {
  /** Full shell path, e.g. `/portal/ums/structure`; the link itself when external. */
  path: string
  title: string
  functionId: string
  openType: number
  external: boolean
  /** Whether the page keeps its state when its tab is shown again (itemAttr `keepAlive`, default true). */
  keepAlive: boolean
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
  pages: PageRoute[]
  /** The first visible page, reached by descending through the first child at each level. */
  redirect: string | null
}

const EXTERNAL = /^(https?:|mailto:|tel:)/

function pageRoutes(routerBase: string, items: MenuItemNode[]): PageRoute[] {
  return items.flatMap((item) => {
    const external = EXTERNAL.test(item.linkUrl)
    const link = item.linkUrl.replace(/^\/+/, '')
    const self: PageRoute = {
      path: external ? item.linkUrl : `${routerBase}/${link}`,
      title: item.name,
      functionId: item.code,
      openType: item.openType ?? 1,
      external,
      keepAlive: true,
    }
    return [...(link ? [self] : []), ...pageRoutes(routerBase, item.children ?? [])]
  })
}

export function buildApps(tree: AppEntryNode[]): AppRoute[] {
  return tree.map((node) => {
    const path = node.linkUrl?.replace(/\//g, '') || node.code
    const routerBase = `${PORTAL_PREFIX}/${path}`
    const pages = pageRoutes(routerBase, node.children ?? [])
    return {
      code: node.code,
      path,
      routerBase,
      title: node.showName || node.name,
      icon: node.logoUrl ?? '',
      hidden: false,
      manifest: (node.microApp as AppManifest | null | undefined) ?? null,
      pages,
      redirect: pages.find((p) => !p.external)?.path ?? null,
    }
  })
}

/** Where a user lands after sign-in: the first menu's base route plus its redirect. */
export function landingRoute(apps: AppRoute[]): string {
  const first = apps.find((app) => !app.hidden && app.redirect)
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
