import { useEffect, useRef } from 'react'
import { useStore } from '@nanostores/react'
import type { AppRoute } from '../../session/menus'
import { $tabs, closeTabAt, reloadApp } from '../tabs/tabs-store'
import { AppFrame } from './app-frame'
import { needsReload, reloadForFrame } from './frame-reload'
import { $alive, closeApp, makeRoom, markUsed } from './pool-store'
import { $activeApp } from '../services/live-apps'
import { whenSettled } from '../../lib/after-paint'
import { wantSpares } from './spare-frame'

/** Closes an app's frame and its tabs (it stopped answering and the user closed it). */
function close(app: AppRoute) {
  closeApp(app.code)
  for (const tab of $tabs.get().filter((t) => t.meta.appName === app.code))
    closeTabAt(tab.path, window.location.pathname)
}

/**
 * Renders the live iframes in menu order, never reordered (moving an iframe in the DOM would
 * reload it); only the active one is visible. `opening` is the app of a page waiting to be shown
 * (its permission-mark check is out): its frame starts loading meanwhile, hidden as a prewarmed one
 * is, so the page shows sooner once cleared; it never shows before.
 */
export function FramePool({
  apps,
  active,
  opening = null,
  subPath,
  keepAlive,
}: {
  apps: AppRoute[]
  active: AppRoute | null
  opening?: AppRoute | null
  subPath: string
  keepAlive: boolean
}) {
  const alive = useStore($alive)
  const shown = useRef<string | null>(null)
  // Spare frames are kept for the kinds of frame this person's apps ask for.
  useEffect(() => wantSpares(apps.flatMap((app) => (app.manifest ? [app.manifest] : []))), [apps])
  useEffect(() => {
    if (!active) return
    // §2: a page that is not keepAlive is shown fresh when its app comes back.
    if (!keepAlive && shown.current !== active.code && $alive.get().includes(active.code)) reloadApp(active.code)
    shown.current = active.code
    $activeApp.set(active.code)
    // The app joins the pool at once (its frame stays however soon the next switch comes); any eviction
    // waits until the switch has settled, so an evicted app's goodbye (its draft saved, its frame
    // removed) does not compete with the new app's first moments. (Waiting for the new page to be ready
    // instead let a quick run of openings, each cancelling the last one's wait, grow the pool past five.)
    const code = active.code
    markUsed(code)
    return whenSettled(() => void makeRoom(code))
  }, [active?.code])
  // An app on an origin this page's CSP does not frame (installed or pointed at a build after the page loaded):
  // the page reloads once at the app's route instead of showing a blocked frame.
  const origin = active?.manifest?.origin
  useEffect(() => {
    if (origin && needsReload(origin)) void reloadForFrame(origin)
  }, [active?.code, origin])

  const live = new Set(alive)
  if (active) live.add(active.code)
  if (opening) live.add(opening.code)
  // The page's own address goes to the frame that is to show it (a new frame starts there).
  const pageApp = (active ?? opening)?.code

  return (
    <>
      {apps
        .filter((app) => app.manifest && live.has(app.code) && !needsReload(app.manifest.origin))
        .map((app) => (
          // Keyed by the address too: an app pointed at another build (developer mode) starts afresh.
          <AppFrame
            key={`${app.code} ${app.manifest!.entry}`}
            app={app}
            active={app.code === active?.code}
            opening={app.code === opening?.code}
            subPath={app.code === pageApp ? subPath : ''}
            onClose={close}
          />
        ))}
    </>
  )
}
