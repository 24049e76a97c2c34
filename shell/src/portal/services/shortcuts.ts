import { navigate } from 'wouter/use-browser-location'
import { comboOf, shellShortcutOf, type ShellShortcut } from '@hr-portal/bridge'
import { $tabs, closeTabAt } from '../tabs/tabs-store'
import { confirmLeave } from '../../session/leave-guard'
import { $activeApp, liveApp } from './live-apps'

/** Each app's registered shortcuts: combo → the id its `onShortcut` receives. */
const registered = new Map<string, Map<string, string>>()

export function registerShortcuts(app: string, shortcuts: Array<{ combo: string; id: string }>) {
  registered.set(app, new Map(shortcuts.map((s) => [s.combo, s.id])))
}

export const dropShortcuts = (app: string) => void registered.delete(app)

/** How long Alt+K pressed before the search box was drawn (its code still loading) still counts (ms). */
export const SEARCH_WAIT_MS = 3000
let searchAskedAt = Number.NEGATIVE_INFINITY

/**
 * The search box asks this once drawn: whether Alt+K was pressed shortly before, while it was not there,
 * and the person has not moved the focus since (it is on the page or in the app's frame).
 */
export function takeSearchRequest(): boolean {
  const asked = performance.now() - searchAskedAt < SEARCH_WAIT_MS
  searchAskedAt = Number.NEGATIVE_INFINITY
  const focus = document.activeElement
  return asked && (!focus || focus === document.body || focus.tagName === 'IFRAME')
}

function activeTabIndex() {
  const tabs = $tabs.get()
  const here = window.location.pathname
  return tabs.findIndex((t) => new URL(t.fullPath, 'http://x').pathname === here || here.startsWith(`${t.path}/`))
}

/** What the shell's global shortcuts do, whether pressed in the shell or forwarded from a frame. */
export async function runShellShortcut(name: ShellShortcut) {
  const tabs = $tabs.get()
  const index = activeTabIndex()
  if (name === 'focusSearch') {
    // The global search box (portal/search/search-box.tsx); focusing it opens its recent views. Not drawn yet:
    // it takes the focus once it is.
    const box = document.getElementById('shell-search-input')
    if (box) box.focus()
    else searchAskedAt = performance.now()
    return
  }
  if (name === 'focusTabs') {
    const tab =
      document.querySelector<HTMLElement>('.tab-list [aria-selected="true"]') ??
      document.querySelector<HTMLElement>('.tab-list [role="tab"]')
    tab?.focus()
  } else if (name === 'closeTab') {
    const tab = tabs[index]
    if (!tab || tab.meta.affix) return
    if (await confirmLeave(tab.meta.appName ? [tab.meta.appName] : [])) closeTabAt(tab.path, window.location.pathname)
  } else if (tabs.length > 1) {
    const next = tabs[(index + (name === 'nextTab' ? 1 : -1) + tabs.length) % tabs.length]
    navigate(next.fullPath)
  }
}

/** Keys pressed in the shell's own document: its global shortcuts, then the shown app's registered ones. */
export function onShellKeyDown(event: KeyboardEvent) {
  const combo = comboOf(event)
  if (!combo) return
  const shortcut = shellShortcutOf(combo)
  if (shortcut) {
    event.preventDefault()
    void runShellShortcut(shortcut)
    return
  }
  const app = $activeApp.get()
  const id = app ? registered.get(app)?.get(combo) : undefined
  const connection = app ? liveApp(app) : undefined
  if (!id || !connection) return
  event.preventDefault()
  connection.app.onShortcut(id).catch(() => {})
}
