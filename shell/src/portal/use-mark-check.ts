import { useEffect, useState } from 'react'
import { useAfterPageReady } from '../lib/use-after-page-ready'
import { checkOnNavigation } from '../session/permission-mark'
import { matchApp, type AppRoute } from '../session/menus'
import { pageFor } from './page-meta'

/** The menu page a portal path belongs to: its page's path, else its app's base, else the path itself. */
export function menuPageKey(apps: AppRoute[], pathname: string): string {
  const match = matchApp(apps, pathname)
  if (!match) return pathname
  return pageFor(match.app, pathname)?.path ?? match.app.routerBase
}

/**
 * §4: the permission-change mark is checked on every navigation. A navigation to another menu page
 * waits for it, so its frame shows only once the mark is known unchanged; a changed mark raises the
 * prompt instead and the page never shows. Moves inside one menu page (an app's own sub-pages) and
 * the first page after the session loaded (its permissions are fresh) show at once and are checked
 * once the page is ready. Returns whether the page of `pageKey` may show.
 */
export function useMarkCheck(pageKey: string, location: string): boolean {
  const [cleared, setCleared] = useState(pageKey)
  const waiting = cleared !== pageKey
  useEffect(() => {
    if (!waiting) return
    let current = true
    void checkOnNavigation().then((changed) => { if (current && !changed) setCleared(pageKey) })
    return () => { current = false }
  }, [pageKey, waiting])
  useAfterPageReady(() => { if (!waiting) void checkOnNavigation() }, [location])
  return !waiting
}
