import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import { useAfterPageReady } from '../lib/use-after-page-ready'
import { checkAhead, checkOnNavigation, markKnownUnchanged } from '../session/permission-mark'
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
 * prompt instead and the page never shows. While the notice stream is open the mark is known without
 * asking (the gateway sends it when it changes), so the page shows at once. Moves inside one menu page
 * (an app's own sub-pages) and the first page after the session loaded (its permissions are fresh) show
 * at once. Every page, once ready, is checked with the gateway as well. Returns whether the page of
 * `pageKey` may show.
 */
export function useMarkCheck(pageKey: string, location: string): boolean {
  const [cleared, setCleared] = useState(pageKey)
  const known = cleared !== pageKey && markKnownUnchanged()
  if (known) setCleared(pageKey)
  const waiting = cleared !== pageKey && !known
  useEffect(() => {
    if (!waiting) return
    let current = true
    // The page shows as soon as the answer is in, not in a later task.
    void checkOnNavigation().then((changed) => {
      if (current && !changed) flushSync(() => setCleared(pageKey))
    })
    return () => {
      current = false
    }
  }, [pageKey, waiting])
  useAfterPageReady(() => {
    if (!waiting) void checkOnNavigation({ ask: true })
  }, [location])
  return !waiting
}

/** What the History API calls and the back button fire (wouter announces pushState and replaceState as events). */
const ADDRESS_CHANGES = ['pushState', 'replaceState', 'popstate']

/**
 * Starts the permission check of a navigation to another menu page as the address changes, before the portal
 * renders the change: the check `useMarkCheck` makes then joins the call in flight, so the page waits for the
 * gateway's answer alone, not for the render before it as well.
 */
export function useCheckAhead(apps: AppRoute[]) {
  useEffect(() => {
    let shown = menuPageKey(apps, window.location.pathname)
    const onChange = () => {
      const next = menuPageKey(apps, window.location.pathname)
      if (next !== shown) checkAhead()
      shown = next
    }
    for (const type of ADDRESS_CHANGES) window.addEventListener(type, onChange)
    return () => {
      for (const type of ADDRESS_CHANGES) window.removeEventListener(type, onChange)
    }
  }, [apps])
}
