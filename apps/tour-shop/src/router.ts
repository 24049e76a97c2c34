// The app's own routing under /tour-shop/, reported to the shell on every change.
import { useSyncExternalStore } from 'react'

export const BASE = '/tour-shop'
/** The page the menu links to (gateway seed: menu 6001 → /products). */
export const HOME = '/products'

const listeners = new Set<() => void>()
let reporter: ((path: string, replace: boolean) => void) | null = null

/** Path inside the app, e.g. `/products`. */
export function appPath(): string {
  return window.location.pathname.slice(BASE.length) || '/'
}

export function onAppNavigate(report: (path: string, replace: boolean) => void): void {
  reporter = report
}

export function appNavigate(path: string, { replace = false, fromShell = false } = {}): void {
  if (path === appPath()) return
  // The shell owns the session history: the frame only replaces its own entry and reports the
  // change, and the shell pushes or replaces the top-level URL.
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
