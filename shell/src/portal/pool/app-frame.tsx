import { memo, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import { navigate } from 'wouter/use-browser-location'
import { connectApp, type AppConnection } from '@hr-portal/bridge'
import { afterPaint, whenSettled } from '../../lib/after-paint'
import { setPageReady } from '../../lib/page-ready'
import type { AppRoute } from '../../session/menus'
import { frameHasFocus } from '../services/frame-focus'
import { $activeApp, registerLiveApp } from '../services/live-apps'
import { createShellHandlers, forgetApp } from '../bridge'
import { $reloads, openTitled, rememberAppUrl } from '../tabs/tabs-store'
import { useEnvSync } from '../use-env-sync'
import { recordBridgeCall } from './audit'
import { DevBadge } from './dev-badge'
import { allowFor, appUrl, sandboxFor } from './frame-attributes'
import { FrameStatus, type FrameState } from './frame-status'
import { adoptSpare, prepareSpares, takeSpare } from './spare-frame'
import { afterPageContent } from './background-frames'
import { useHeartbeat } from './use-heartbeat'

/** Handshake timeout when the manifest names none (configurable per app). */
export const HANDSHAKE_TIMEOUT = 15_000

/**
 * A history push this soon after the app's previous push replaces the entry instead: a burst of
 * pushes (a redirect chain, or an app flooding nav.changed) leaves one entry, so the back button
 * always leaves the app's page in one step, never trapped.
 */
export const PUSH_COALESCE_MS = 1000

/**
 * After the handshake the shell waits for the app's own `app.ready` (the SDK sends it once the
 * page drew with the shell's env); an app that never says so is taken as ready after this long.
 */
export const READY_GRACE_MS = 10_000

/** Where a person chooses a page: while the focus is there, the chosen page's frame takes it. */
const PAGE_CHOOSERS = '.tab-bar, .portal-nav'

interface AppFrameProps {
  app: AppRoute
  active: boolean
  /** Created, hidden, for a page about to show (its permission check is out): its first show is no return to it. */
  opening?: boolean
  /** Path inside the app (starting with `/`) the shell's URL shows while active. */
  subPath: string
  onClose: (app: AppRoute) => void
}

/**
 * One sub-app in a sandboxed, cross-site iframe, connected over the bridge. It stays mounted
 * while it is in the pool; when inactive it is hidden with `visibility` and `inert`, keeping its
 * layout, so switching back shows it on the next frame.
 */
export const AppFrame = memo(function AppFrame({ app, active, opening = false, subPath, onClose }: AppFrameProps) {
  const manifest = app.manifest!
  const iframe = useRef<HTMLIFrameElement | null>(null)
  const [connection, setConnection] = useState<AppConnection | null>(null)
  const reported = useRef(subPath)
  const activeRef = useRef(active)
  activeRef.current = active
  // The frame of the address while the permission check of a move to another menu page is out: hidden, but a move
  // its app makes meanwhile (a replace right after a push) is still the address's to follow.
  const openingRef = useRef(opening)
  openingRef.current = opening
  const [state, setState] = useState<FrameState>('loading')
  const [failure, setFailure] = useState('')
  const [connected, setConnected] = useState(false)
  const [attempt, setAttempt] = useState(0)
  // A retry loads the page the app was last on.
  const src = useMemo(() => appUrl(manifest, reported.current), [attempt])
  // The first load takes the ready spare frame when it can become this app's page (spare-frame.ts); a retry is a new frame.
  const owner = useId()
  const [spare] = useState(() => takeSpare(owner, manifest, src))
  const marker = useRef<HTMLSpanElement>(null)
  const adopted = spare !== null && attempt === 0
  const reloads = useStore($reloads)[app.code] ?? 0
  const inApp = (path: string) => `${app.routerBase}${path === '/' ? '' : path}`
  const lastPush = useRef(Number.NEGATIVE_INFINITY)

  useLayoutEffect(() => {
    if (!spare) return
    if (!adopted) return spare.remove()
    adoptSpare(spare, marker.current!, { url: src, name: manifest.name, title: app.title })
    iframe.current = spare
    // Its kind's next spare is made once the page shown is ready (a prewarmed frame takes one too).
    return afterPageContent(() => prepareSpares())
  }, [adopted, app.title])

  useEffect(() => {
    const frame = iframe.current
    if (!frame) return
    setState('loading')
    const conn = connectApp({
      iframe: frame,
      manifest,
      timeout: manifest.handshakeTimeout ?? HANDSHAKE_TIMEOUT,
      onRecord: recordBridgeCall,
      // An app that floods the shell is cut off and shown as not responding, with reload and close.
      onFlood: () => setState('unresponsive'),
      handlers: createShellHandlers({
        app,
        currentPath: () => inApp(reported.current),
        onLifecycle: (next, reason) => {
          setFailure(reason ?? '')
          setState(next)
        },
        onNavChanged: (path, replace) => {
          const same = path === reported.current
          reported.current = path
          // The portal page records the URL and tab of the app at the address (shown or opening); a background app only its URL.
          if (!activeRef.current && !openingRef.current) return rememberAppUrl(app.code, inApp(path))
          const now = performance.now()
          const push = !replace && !same && now - lastPush.current >= PUSH_COALESCE_MS
          if (!replace && !same) lastPush.current = now
          navigate(inApp(path), { replace: !push })
        },
        // Shell shortcuts count from the shown app's frame while the person types in it, never from a hidden one.
        holdsFocus: () => activeRef.current && $activeApp.get() === app.code && frameHasFocus(frame),
        // Input in the shown app's frame counts against the inactivity timeout (its focus may not have moved yet).
        inUse: () => activeRef.current && $activeApp.get() === app.code,
        tourFrame: () => ({ iframe: frame, tourRect: (selector) => conn.app.tourRect(selector) }),
        openPage: (path, title) => (title ? openTitled(path, title) : navigate(path)),
      }),
    })
    setConnection(conn)
    setConnected(false)
    const unregister = registerLiveApp(app.code, conn)
    let grace: ReturnType<typeof setTimeout> | undefined
    conn.ready.then(
      () => {
        setConnected(true)
        grace = setTimeout(() => setState((s) => (s === 'loading' ? 'ready' : s)), READY_GRACE_MS)
      },
      () => setState('failed'),
    )
    return () => {
      clearTimeout(grace)
      unregister()
      conn.destroy()
      // The app's frame goes: no area of the bridge keeps anything for it.
      forgetApp(app.code)
    }
  }, [attempt])

  // §4 lifecycle: the app hears when its frame is shown and hidden, once the switch has been
  // painted and has settled; a page chosen in the tab bar or the menu moves focus into the frame
  // once it is painted, so the keyboard goes on in the page. Both follow where the switching ended
  // (a frame shown and hidden again in between hears nothing).
  // The page may be chosen before its frame is ready: the focus follows once it is, unless the
  // person has moved on meanwhile (the focus is no longer on the tab or link that chose the page).
  const focusWanted = useRef<Element | null>(null)
  useEffect(() => {
    if (active) focusWanted.current = document.activeElement?.closest(PAGE_CHOOSERS) ? document.activeElement : null
  }, [active, subPath])
  useEffect(() => {
    if (state !== 'ready' || !active || !focusWanted.current) return
    return afterPaint(() => {
      const chooser = focusWanted.current
      focusWanted.current = null
      if (activeRef.current && chooser && document.activeElement === chooser) iframe.current?.focus()
    })
  }, [active, state, subPath])
  // An app hears `show` when it comes back after being hidden, not when it first loads to be shown.
  const announced = useRef(active || opening)
  useEffect(() => {
    if (state !== 'ready' || !connection) return
    return whenSettled(() => {
      const shown = activeRef.current
      if (announced.current === shown) return
      announced.current = shown
      ;(shown ? connection.app.onShow() : connection.app.onHide()).catch(() => {})
    })
  }, [active, state, connection])

  // The shown frame tells whether the page is ready: the portal's other work waits while it loads (lib/page-ready.ts).
  useEffect(() => {
    if (active) setPageReady(state !== 'loading')
  }, [active, state])
  // Once this page is shown ready and the portal is quiet, spare frames are made for the next app to open (where none waits).
  useEffect(() => {
    if (active && state !== 'loading') return afterPageContent(() => prepareSpares())
  }, [active, state])

  useEffect(() => {
    if (!active || state !== 'ready' || subPath === reported.current) return
    reported.current = subPath
    connection?.app.navigate(subPath).catch(() => {})
  }, [active, subPath, state, connection])

  useEffect(() => {
    // Refresh reloads this iframe's page only: the shell and the other frames are untouched.
    // location.replace (allowed across origins) adds no entry to the joint session history.
    if (reloads > 0) iframe.current?.contentWindow?.location.replace(appUrl(manifest, reported.current))
  }, [reloads])

  useHeartbeat(connection, connected, state, setState)
  useEnvSync(connection, state === 'ready', manifest.party)

  return (
    <div
      className="app-frame"
      id={manifest.container?.replace(/^#/, '') || `subapp-${manifest.name}`}
      data-app={manifest.name}
      data-state={state}
      data-active={active}
      hidden={!active && state === 'failed'}
      style={active ? undefined : { visibility: 'hidden' }}
      inert={!active}
      aria-hidden={!active}
    >
      <FrameStatus
        state={state}
        title={app.title}
        reason={failure}
        onRetry={() => setAttempt((n) => n + 1)}
        onClose={() => onClose(app)}
      />
      {manifest.dev && <DevBadge url={manifest.entry} place="frame" />}
      {adopted ? (
        <span ref={marker} hidden />
      ) : (
        <iframe
          key={attempt}
          ref={iframe}
          src={src}
          title={app.title}
          name={manifest.name}
          sandbox={sandboxFor(manifest)}
          allow={allowFor(manifest)}
          referrerPolicy="no-referrer"
        />
      )}
    </div>
  )
})
