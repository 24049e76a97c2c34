import { useEffect } from 'react'
import { $session } from '../../session/session-store'
import type { AppRoute } from '../../session/menus'
import { pageFor } from '../page-meta'
import { track } from './tracker'

const appName = (app: AppRoute | null | undefined) => app?.manifest?.name ?? app?.code ?? 'shell'

/**
 * The portal's own tracking: a page view on every route change (with the app and the page) and a
 * menu click for every link of the side menu (MenuNav), read by one listener on the document.
 */
export function useTracking(location: string, app: AppRoute | null) {
  // Keyed by the app's name, not the object: a refreshed menu tree is not a new page view.
  const name = appName(app)
  const title = (app && pageFor(app, location)?.title) || location
  useEffect(() => {
    void track({ appCode: 'APP12', type: 'pageView', app: name, page: location, name: title })
    // Not keyed by the title either: a language switch is no new page view.
  }, [location, name])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('.portal-nav a[href]')
      if (!link) return
      const code = link.closest('[data-app]')?.getAttribute('data-app')
      const owner = $session.get().apps.find((a) => a.code === code)
      const href = link.getAttribute('href') ?? ''
      void track({
        appCode: 'APP12',
        type: 'menuClick',
        app: appName(owner),
        page: href.slice(0, 300),
        name: (link.textContent ?? '').trim().slice(0, 100) || href,
      })
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])
}
