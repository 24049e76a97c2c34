import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { connectApp, type AppConnection, type AppManifest } from '@hr-portal/bridge'
import { Button } from '@hr-portal/ui'
import { useT } from '../i18n/use-t'
import { createShellHandlers } from './shell-handlers'
import { useEnvSync } from './use-env-sync'

/** Handshake timeout (issue: configurable, default 15 s). */
export const HANDSHAKE_TIMEOUT = 15_000

interface AppFrameProps {
  manifest: AppManifest
  routerBase: string
  title: string
  /** Path inside the app, starting with `/`. */
  subPath: string
}

/** One sub-app in a sandboxed, cross-site iframe, connected over the bridge. */
export function AppFrame({ manifest, routerBase, title, subPath }: AppFrameProps) {
  const t = useT()
  const [, navigate] = useLocation()
  const iframe = useRef<HTMLIFrameElement>(null)
  const connection = useRef<AppConnection | null>(null)
  const reported = useRef(subPath)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [attempt, setAttempt] = useState(0)
  const [src] = useState(() => new URL(subPath.replace(/^\//, ''), manifest.entry).href)

  useEffect(() => {
    const frame = iframe.current
    if (!frame) return
    setState('loading')
    const conn = connectApp({
      iframe: frame,
      manifest,
      timeout: HANDSHAKE_TIMEOUT,
      handlers: createShellHandlers({
        onNavChanged: (path, replace) => {
          reported.current = path
          navigate(`${routerBase}${path === '/' ? '' : path}`, { replace })
        },
      }),
    })
    connection.current = conn
    conn.ready.then(() => setState('ready'), () => setState('failed'))
    return () => {
      conn.destroy()
      connection.current = null
    }
  }, [manifest, routerBase, attempt])

  useEffect(() => {
    if (state !== 'ready' || subPath === reported.current) return
    reported.current = subPath
    connection.current?.app.navigate(subPath).catch(() => {})
  }, [subPath, state])

  useEnvSync(connection.current, state === 'ready')

  return (
    <div className="app-frame" data-app={manifest.name} data-state={state} aria-busy={state === 'loading'}>
      {state === 'loading' && <div className="app-frame-status" role="status">{t('app.loading')}</div>}
      {state === 'failed' && (
        <div className="app-frame-status" role="alert">
          <p>{t('portal.appLoadFailed', { title })}</p>
          <Button variant="primary" onClick={() => setAttempt((n) => n + 1)}>{t('portal.retry')}</Button>
        </div>
      )}
      <iframe
        key={attempt}
        ref={iframe}
        src={src}
        title={title}
        name={manifest.name}
        sandbox="allow-scripts allow-same-origin allow-forms allow-downloads"
        referrerPolicy="no-referrer"
        hidden={state === 'failed'}
      />
    </div>
  )
}
