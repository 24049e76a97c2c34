import { useEffect, useMemo, useRef, useState } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { connectApp, type AppConnection, type AppWidget } from '@hr-portal/bridge'
import type { AppRoute } from '../session/menus'
import { createShellHandlers } from '../portal/bridge'
import { recordBridgeCall } from '../portal/pool/audit'
import { allowFor, appUrl, sandboxFor } from '../portal/pool/frame-attributes'
import { openTitled } from '../portal/tabs/tabs-store'
import { useEnvSync } from '../portal/use-env-sync'

/** A widget page that loaded but has not connected this long after is taken as failed. */
export const CONNECT_AFTER_LOAD_MS = 5_000
/** A widget whose page connected but never said it drew is taken as ready after this long. */
const READY_GRACE_MS = 10_000
const HANDSHAKE_TIMEOUT = 15_000

export type WidgetState = 'loading' | 'ready' | 'failed'

interface WidgetFrameProps {
  app: AppRoute
  widget: AppWidget
  /** Changes to load the widget's page again (retry, refresh). */
  attempt: number
  onState: (state: WidgetState, reason?: string) => void
}

/**
 * A widget's page in a small sandboxed frame from its app's origin, over the bridge with the app's own capabilities.
 * It is not one of the pool's frames: it never moves the shell's address, and its calls count as its app's.
 */
export function WidgetFrame({ app, widget, attempt, onState }: WidgetFrameProps) {
  const manifest = app.manifest!
  const iframe = useRef<HTMLIFrameElement>(null)
  const [connection, setConnection] = useState<AppConnection | null>(null)
  const [ready, setReady] = useState(false)
  const connected = useRef(false)
  const report = useRef(onState)
  report.current = onState
  const src = useMemo(() => appUrl(manifest, widget.page), [manifest, widget.page])
  const page = `${app.routerBase}${widget.page}`
  // The window the bridge talks to. Moving the card (rearranging the dashboard) takes the frame out of the document
  // and puts it back: the browser loads the page again in a new window, which the bridge then connects to afresh.
  const bridgedWindow = useRef<Window | null>(null)
  const [generation, setGeneration] = useState(0)

  useEffect(() => {
    const frame = iframe.current
    if (!frame) return
    bridgedWindow.current = frame.contentWindow
    connected.current = false
    setReady(false)
    const state = (next: WidgetState, reason?: string) => {
      if (next === 'ready') setReady(true)
      report.current(next, reason)
    }
    state('loading')
    const conn = connectApp({
      iframe: frame,
      manifest,
      timeout: manifest.handshakeTimeout ?? HANDSHAKE_TIMEOUT,
      onRecord: recordBridgeCall,
      onFlood: () => state('failed', 'flood'),
      handlers: createShellHandlers({
        app,
        currentPath: () => page,
        onLifecycle: (next, reason) => state(next, reason),
        // A widget never moves the shell's address: its links open pages in tabs.
        onNavChanged: () => {},
        openPage: (path, title) => (title ? openTitled(path, title) : navigate(path)),
        holdsFocus: () => false,
        inUse: () => false,
      }),
    })
    setConnection(conn)
    let grace: ReturnType<typeof setTimeout> | undefined
    conn.ready.then(
      () => {
        connected.current = true
        grace = setTimeout(() => state('ready'), READY_GRACE_MS)
      },
      () => state('failed', 'timeout'),
    )
    return () => {
      clearTimeout(grace)
      conn.destroy()
    }
  }, [attempt, generation])

  // A page that loaded (an error page included) but did not connect soon after will not.
  const [loaded, setLoaded] = useState(0)
  useEffect(() => {
    if (!loaded) return
    const timer = setTimeout(() => {
      if (!connected.current) report.current('failed', 'timeout')
    }, CONNECT_AFTER_LOAD_MS)
    return () => clearTimeout(timer)
  }, [loaded])

  useEnvSync(connection, ready, manifest.party)

  return (
    <iframe
      key={attempt}
      ref={iframe}
      src={src}
      title={widget.title}
      name={`${manifest.name}-widget-${widget.id}`}
      sandbox={sandboxFor(manifest)}
      allow={allowFor(manifest)}
      referrerPolicy="no-referrer"
      onLoad={() => {
        if (iframe.current && iframe.current.contentWindow !== bridgedWindow.current) setGeneration((n) => n + 1)
        setLoaded((n) => n + 1)
      }}
    />
  )
}
