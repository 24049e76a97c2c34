import { atom, map } from 'nanostores'
import { navigate } from 'wouter/use-browser-location'
import { onSessionEnd } from '../../lib/session-end'
import { readJson, SESSION, writeJson } from '../../lib/storage'
import { closeTab, closeUnpinned, isRouteTab, openTab, sameTabs, setTitle, type RouteTab } from './tabs'

const isTabList = (v: unknown): v is RouteTab[] => Array.isArray(v) && v.every(isRouteTab)
const isNavs = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.values(v).every((p) => typeof p === 'string' && p.startsWith('/portal/'))

/** Open tabs, kept for the browser session (`appRouteTabs`, §3). */
export const $tabs = atom<RouteTab[]>(readJson(sessionStorage, SESSION.appRouteTabs, isTabList) ?? [])
$tabs.listen((tabs) => writeJson(sessionStorage, SESSION.appRouteTabs, tabs))

/** The last URL of each app (`appNavs`, §3): an evicted app reopens where it was. */
export const $appNavs = map<Record<string, string>>(readJson(sessionStorage, SESSION.appNavs, isNavs) ?? {})
$appNavs.listen((navs) => writeJson(sessionStorage, SESSION.appNavs, navs))

/** Bumped to make one app's iframe reload its page (refresh a tab). */
export const $reloads = map<Record<string, number>>({})

/** Adds or updates the tab of a page; showing a tab as it is changes nothing (no render, no storage write). */
export function showTab(tab: RouteTab) {
  const tabs = $tabs.get()
  const next = openTab(tabs, tab)
  if (!sameTabs(tabs, next)) $tabs.set(next)
}

// Each close, counted, with the count at each tab's last close: a page's tab is made once the switch to it has settled,
// and a tab the person closed meanwhile stays closed.
let closings = 0
const closedAt = new Map<string, number>()

/** A mark to hand to `closedSince` later. */
export const tabClosings = () => closings

/** Whether the tab of `path` was closed after `mark` (from `tabClosings`). */
export const closedSince = (path: string, mark: number) => (closedAt.get(path) ?? -1) > mark

function markClosed(before: RouteTab[], after: RouteTab[]) {
  closings += 1
  for (const tab of before) if (!after.includes(tab)) closedAt.set(tab.path, closings)
}

export function closeTabAt(path: string, activePath: string) {
  const before = $tabs.get()
  const { tabs, next } = closeTab(before, path, activePath)
  markClosed(before, tabs)
  $tabs.set(tabs)
  if (next) navigate(next)
}

/** Keeps only the pinned tabs and goes home when the active page was closed. */
export function closeAllButPinned(activePath: string) {
  const before = $tabs.get()
  const tabs = closeUnpinned(before)
  markClosed(before, tabs)
  $tabs.set(tabs)
  if (!tabs.some((t) => t.path === activePath) && tabs[0]) navigate(tabs[0].fullPath)
}

/** Gives every tab the title `titleOf` finds for it (the menus were reloaded in another language). */
export function retitleTabs(titleOf: (path: string) => string | undefined) {
  const tabs = $tabs.get()
  const next = tabs.map((tab) => {
    const title = titleOf(tab.path)
    return title && title !== tab.meta.title ? { ...tab, meta: { ...tab.meta, title } } : tab
  })
  if (next.some((tab, i) => tab !== tabs[i])) $tabs.set(next)
}

/** Renames the tab that shows `fullPath` (a page's tab, whichever sub-path of the page it shows). */
export function renameTab(fullPath: string, title: string) {
  const tabs = $tabs.get()
  const pathname = new URL(fullPath, 'http://x').pathname
  const tab =
    tabs.find((t) => t.fullPath === fullPath) ??
    tabs.find((t) => new URL(t.fullPath, 'http://x').pathname === pathname) ??
    tabs.find((t) => t.path === pathname)
  if (tab) $tabs.set(setTitle(tabs, tab.path, title))
}

// Titles asked for pages about to open (tabs.open with a title): the tab itself is made once the page renders.
const titlesOnOpen = new Map<string, string>()

/** Opens `fullPath` in a tab named `title` (or renames its tab when it is the page shown). */
export function openTitled(fullPath: string, title: string) {
  if (`${window.location.pathname}${window.location.search}` === fullPath) return renameTab(fullPath, title)
  titlesOnOpen.set(fullPath, title)
  navigate(fullPath)
}

/** The title asked for the tab of `fullPath`, once. */
export function takeTitleOnOpen(fullPath: string): string | undefined {
  const title = titlesOnOpen.get(fullPath)
  titlesOnOpen.delete(fullPath)
  return title
}

export function reloadApp(appCode: string) {
  $reloads.setKey(appCode, ($reloads.get()[appCode] ?? 0) + 1)
}

/** The app's frame went: a later frame of it loads once, not again for the reloads asked of this one. */
export function forgetReloads(appCode: string) {
  if (!(appCode in $reloads.get())) return
  const { [appCode]: _gone, ...rest } = $reloads.get()
  $reloads.set(rest)
}

export function rememberAppUrl(appCode: string, fullPath: string) {
  if ($appNavs.get()[appCode] !== fullPath) $appNavs.setKey(appCode, fullPath)
}

// The next user starts with no tabs, URLs or reloads of the previous one.
onSessionEnd(() => {
  titlesOnOpen.clear()
  closedAt.clear()
  $tabs.set([])
  $appNavs.set({})
  $reloads.set({})
})
