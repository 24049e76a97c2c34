// The app's own routing under /<manifest name>/, reported to the shell on every change.
import { useSyncExternalStore } from 'react'
import manifest from '../manifest.json'

export const BASE = `/${manifest.name}`
/** The page the first menu item links to. */
export const HOME = manifest.menus[0]?.link ?? '/'

const listeners = new Set<() => void>()
let reporter: ((path: string, replace: boolean) => void) | null = null

/** Path inside the app, e.g. `/home`. */
export function appPath(): string {
  return window.location.pathname.slice(BASE.length) || '/'
}

export function onAppNavigate(report: (path: string, replace: boolean) => void): void {
  reporter = report
}

/**
 * Goes to `path` inside the app. The shell owns the session history: the frame only replaces
 * its own entry and reports the change (`nav.changed`); the shell pushes the top-level URL.
 */
export function appNavigate(path: string, { replace = false, fromShell = false } = {}): void {
  if (path === appPath()) return
  history.replaceState(null, '', BASE + path)
  for (const listener of listeners) listener()
  if (!fromShell) reporter?.(path, replace)
}

window.addEventListener('popstate', () => {
  for (const listener of listeners) listener()
})

export function usePath(): string {
  return useSyncExternalStore((l) => (listeners.add(l), () => void listeners.delete(l)), appPath)
}
