/** The parts of the frame's window the router reads; tests pass a fake. */
export interface RouterWindow {
  location: { pathname: string }
  history: { replaceState(data: unknown, unused: string, url: string): void }
  addEventListener(type: 'popstate', listener: () => void): void
}

export interface AppRouterOptions {
  /** The app's base path, e.g. `/supplier`. */
  base: string
  /** Told about every change the app makes itself (not the shell's): `shell.nav.changed`. */
  report?: (path: string, replace: boolean) => void
  window?: RouterWindow
}

export interface NavigateOptions {
  /** Ask the shell to replace its history entry instead of pushing one. */
  replace?: boolean
  /** The shell asked for this change, so it is not reported back. */
  fromShell?: boolean
}

export interface AppRouter {
  base: string
  /** Path inside the app, e.g. `/list` (`/` at the base itself). */
  path(): string
  /** Goes to `path` inside the app; a no-op when the app is there already. */
  navigate(path: string, options?: NavigateOptions): void
  /** Calls `listener` after every change of path; answers the unsubscribe. */
  subscribe(listener: () => void): () => void
}

/**
 * The app's routing inside its frame. The shell owns the session history: the frame only
 * replaces its own entry and reports the change, and the shell pushes or replaces the top-level
 * URL, so back and forward stay one entry per step.
 * @example
 * const router = createAppRouter({ base: '/leave', report: (path, replace) => shell.nav.changed(path, { replace }) })
 * router.navigate('/requests')
 */
export function createAppRouter({ base, report, window: win = globalThis.window }: AppRouterOptions): AppRouter {
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  const path = () => win.location.pathname.slice(base.length) || '/'
  win.addEventListener('popstate', notify)
  return {
    base,
    path,
    navigate(to, { replace = false, fromShell = false } = {}) {
      if (to === path()) return
      win.history.replaceState(null, '', base + to)
      notify()
      if (!fromShell) report?.(to, replace)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
