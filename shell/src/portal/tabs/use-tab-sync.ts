import { useEffect, useRef } from 'react'
import { useStore } from '@nanostores/react'
import { $language } from '../../lib/i18n/i18n'
import { useT } from '../../lib/i18n/use-t'
import { matchApp, type AppRoute } from '../../session/menus'
import { $session } from '../../session/session-store'
import { shellPageAt } from '../../routing/shell-pages'
import { isDeniedPage } from '../no-access/page-access'
import { pageFor, tabFor } from '../page-meta'
import { brandName } from '../../lib/brand/brand'
import { whenSettled } from '../../lib/after-paint'
import {
  $appNavs,
  $tabs,
  closedSince,
  rememberAppUrl,
  retitleTabs,
  showTab,
  tabClosings,
  takeTitleOnOpen,
} from './tabs-store'

/**
 * Keeps the tabs in step with the portal: the home tab pinned, every page shown gets (or updates)
 * its tab and its app's last URL (a menu page the user may not open gets none), titles follow the
 * menus (they change with the language), and the browser tab is titled with the page.
 */
export function useTabSync(apps: AppRoute[], home: string, fullPath: string) {
  const t = useT()
  const language = useStore($language)
  const pathname = fullPath.split('?')[0]
  const match = matchApp(apps, pathname)

  useEffect(() => {
    const homeApp = matchApp(apps, home)
    if (homeApp) showTab(tabFor(homeApp.app, home, home))
    retitleTabs((path) => {
      const found = matchApp(apps, path)
      if (found) return pageFor(found.app, path)?.title ?? found.app.title
      const shellPage = shellPageAt(path)
      return shellPage ? t(shellPage.titleKey) : undefined
    })
  }, [apps, home, language])

  // Once the switch has settled: a switch shows the frame first, its tab and title follow. Every
  // page shown gets its tab, however fast the next one came, unless the person closed it meanwhile; none after the
  // portal is gone.
  const pending = useRef(new Set<() => void>())
  useEffect(
    () => () => {
      for (const cancel of pending.current) cancel()
    },
    [],
  )
  useEffect(() => {
    if (!match || match.subPath === '/') return
    let live = true
    const shownAt = tabClosings()
    const cancelSettle = whenSettled(() => {
      // The menus as they are now: reloaded in another language meanwhile, the tab takes their title.
      const apps = $session.get().apps
      const app = matchApp(apps, pathname)?.app ?? match.app
      // A menu page the user may not open gets no tab: the portal's no-access page shows in its place.
      void isDeniedPage(apps, app, pathname).then((denied) => {
        pending.current.delete(cancel)
        if (!live || denied) return
        const previous = $appNavs.get()[app.code]
        const current = $tabs.get().find((tab) => tab.meta.appName === app.code && tab.fullPath === previous)
        const made = tabFor(app, fullPath, home, current)
        if (closedSince(made.path, shownAt)) return
        rememberAppUrl(app.code, fullPath)
        const title = takeTitleOnOpen(fullPath)
        const tab = title ? { ...made, meta: { ...made.meta, title } } : made
        showTab(tab)
        document.title = `${tab.meta.title} - ${brandName(t)}`
      })
    })
    const cancel = () => {
      live = false
      cancelSettle()
    }
    pending.current.add(cancel)
  }, [fullPath, match?.app.code, language])
}
