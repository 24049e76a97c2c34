import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import type { AppRoute } from '../menus'
import { $tabs, closeTabAt } from '../tabs/tabs-store'
import { AppFrame } from './app-frame'
import { $alive, activateApp, closeApp } from './pool-store'

/**
 * Renders the live iframes in menu order, never reordered (moving an iframe in the DOM would
 * reload it); only the active one is visible.
 */
export function FramePool({ apps, active, subPath }: { apps: AppRoute[]; active: AppRoute | null; subPath: string }) {
  const alive = useStore($alive)
  useEffect(() => {
    if (active) activateApp(active.code)
  }, [active?.code])

  const live = new Set(alive)
  if (active) live.add(active.code)

  function close(app: AppRoute) {
    closeApp(app.code)
    for (const tab of $tabs.get().filter((t) => t.meta.appName === app.code)) closeTabAt(tab.path, window.location.pathname)
  }

  return (
    <>
      {apps.filter((app) => app.manifest && live.has(app.code)).map((app) => (
        <AppFrame key={app.code} app={app} active={app.code === active?.code} subPath={app.code === active?.code ? subPath : ''}
          onClose={() => close(app)} />
      ))}
    </>
  )
}
