import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { $tabs } from '../tabs/tabs-store'
import { matchApp, type AppRoute } from '../../session/menus'
import { recordView } from './search-api'

const SETTLE_MS = 1200

/**
 * Notes the page the user is on as a recent view once it has been shown a moment (its tab's title),
 * so the pages opened from the menu, tabs or links appear under the search box too.
 */
export function useRecentPages(apps: AppRoute[], location: string) {
  useEffect(() => {
    if (!location.startsWith('/portal/')) return
    const timer = setTimeout(() => {
      const tab = $tabs.get().find((t) => new URL(t.fullPath, 'http://x').pathname === location)
      if (!tab?.meta.title) return
      const match = matchApp(apps, location)
      if (match && !match.app.manifest) return
      void recordView(
        match
          ? { kind: 'page', title: tab.meta.title, appCode: match.app.code, path: match.subPath }
          : { kind: 'page', title: tab.meta.title, appCode: '', path: location },
      )
    }, SETTLE_MS)
    return () => clearTimeout(timer)
  }, [apps, location])
}

/**
 * Renders nothing; notes recent views (`useRecentPages`) at the current location. Apart from the
 * search box, so a page switch does not render the box (and its combobox) again.
 */
export function RecentPages({ apps }: { apps: AppRoute[] }) {
  const [location] = useLocation()
  useRecentPages(apps, location)
  return null
}
