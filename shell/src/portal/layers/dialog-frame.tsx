import { useEffect, useRef, useState } from 'react'
import { connectApp, type AppConnection } from '@hr-portal/bridge'
import { useT } from '../../lib/i18n/use-t'
import type { AppRoute } from '../../session/menus'
import { recordBridgeCall } from '../pool/audit'
import { appUrl, allowFor, sandboxFor } from '../pool/frame-attributes'
import { HANDSHAKE_TIMEOUT } from '../pool/app-frame'
import { createShellHandlers } from '../bridge'
import { useEnvSync } from '../use-env-sync'

interface Props {
  app: AppRoute
  path: string
  onResult: (result: unknown) => void
  onConnection: (connection: AppConnection | null) => void
}

/** A page of an app inside the shell's dialog or drawer: a frame of the same app, with the same capabilities. */
export function DialogFrame({ app, path, onResult, onConnection }: Props) {
  const t = useT()
  const manifest = app.manifest!
  const iframe = useRef<HTMLIFrameElement>(null)
  const [connection, setConnection] = useState<AppConnection | null>(null)
  const [ready, setReady] = useState(false)
  const inApp = (p: string) => `${app.routerBase}${p === '/' ? '' : p}`
  const current = useRef(path)

  useEffect(() => {
    const conn = connectApp({
      iframe: iframe.current!,
      manifest,
      timeout: manifest.handshakeTimeout ?? HANDSHAKE_TIMEOUT,
      onRecord: recordBridgeCall,
      handlers: createShellHandlers({
        app,
        currentPath: () => inApp(current.current),
        // The dialog's page moves inside the dialog; the shell's URL stays the opener's.
        onNavChanged: (p) => {
          current.current = p
        },
        openPage: () => {
          throw new Error('A dialog page opens no tabs')
        },
        onLifecycle: (state) => setReady(state === 'ready'),
        closeDialog: onResult,
        // A dialog's frame is on screen for as long as it lives.
        inUse: () => true,
        // Escape inside the page acts as Escape in the shell: the dialog layer around the frame takes it.
        onEscape: () => {
          iframe.current?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
        },
      }),
    })
    setConnection(conn)
    onConnection(conn)
    return () => {
      onConnection(null)
      conn.destroy()
    }
  }, [])
  useEnvSync(connection, ready, manifest.party)

  return (
    <div className="dialog-frame" data-state={ready ? 'ready' : 'loading'}>
      {!ready && (
        <p role="status" className="dialog-frame-status">
          {t('portal.dialogLoading')}
        </p>
      )}
      <iframe
        ref={iframe}
        src={appUrl(manifest, path)}
        title={app.title}
        name={`${manifest.name}-dialog`}
        sandbox={sandboxFor(manifest)}
        allow={allowFor(manifest)}
        referrerPolicy="no-referrer"
      />
    </div>
  )
}
