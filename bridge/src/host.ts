import { connect, WindowMessenger } from 'penpal'
import {
  appToShell,
  shellToApp,
  type AppToShell,
  type Handlers,
  type Remote,
  type ShellToApp,
} from './contract/index.js'
import { logDroppedMessages } from './dropped-messages.js'
import { createEndpoint, type CallRecord } from './endpoint.js'
import { createRateLimiter } from './rate-limiter.js'
import { budgetedMessenger, createMessageBudget, FRAME_BUDGET } from './message-budget.js'
import { createProtocolHandlers, type ProtocolMethod } from './protocol.js'
import { createRemote } from './remote.js'
import { stacklessMessenger } from './stackless-messenger.js'
import type { AppManifest, Endpoint } from './types.js'

export interface ConnectAppOptions {
  iframe: HTMLIFrameElement
  manifest: AppManifest
  /** The shell's handlers; `protocol.negotiate` and `caps.list` are answered here, from the manifest. */
  handlers: Omit<Handlers<AppToShell>, ProtocolMethod>
  /** Handshake timeout in ms. */
  timeout: number
  onRecord?: (record: CallRecord & { app: string; origin: string }) => void
  /**
   * The app kept sending more messages than its budget for seconds on end: the connection is
   * already closed when this is called, so the shell can mark the app 'not responding'.
   */
  onFlood?: () => void
  log?: (...args: unknown[]) => void
}

export interface AppConnection {
  /** Resolves once the app completed the handshake; rejects on timeout. */
  ready: Promise<void>
  /** The app's methods (navigate, refresh, setEnv, ping). */
  app: Remote<ShellToApp>
  destroy(): void
}

/**
 * Connects the shell to one sub-app iframe, granting only what its manifest allows. Penpal
 * accepts messages only from the iframe's window and the manifest's origin; any other
 * Penpal-shaped message is logged as `[bridge] dropped message` and never acted on.
 */
export function connectApp(options: ConnectAppOptions): AppConnection {
  const { iframe, manifest } = options
  if (!iframe.contentWindow) throw new Error('connectApp: the iframe is not in a document')
  const record = (r: CallRecord) => options.onRecord?.({ ...r, app: manifest.name, origin: manifest.origin })
  const handlers = { ...options.handlers, ...createProtocolHandlers(manifest.capabilities) }
  const endpoint = createEndpoint(appToShell, handlers, {
    granted: (capability) => manifest.capabilities.includes(capability),
    limiter: createRateLimiter((name) => appToShell[name as keyof AppToShell].rate),
    onRecord: record,
  })
  const stopLogging = logDroppedMessages(iframe.contentWindow, manifest.origin)
  // Messages over the frame's budget are dropped unread; each second's drops make one audit record.
  const budget = createMessageBudget(
    FRAME_BUDGET,
    () => {
      destroy()
      options.onFlood?.()
    },
    (count) =>
      record({
        method: 'bridge.flood',
        capability: null,
        decision: 'deny',
        reason: 'rate_limited',
        argBytes: 0,
        latencyMs: 0,
        count,
      }),
  )
  const messenger = new WindowMessenger({ remoteWindow: iframe.contentWindow, allowedOrigins: [manifest.origin] })
  const connection = connect<{ call: Endpoint['call'] }>({
    messenger: stacklessMessenger(budgetedMessenger(messenger, budget)),
    // Null prototype: Penpal resolves method paths by property lookup, so `toString` must not exist.
    methods: Object.assign(Object.create(null), { call: endpoint.call }),
    timeout: options.timeout,
    log: options.log,
  })
  const remote = connection.promise as unknown as Promise<Endpoint>
  let destroyed = false
  function destroy() {
    if (destroyed) return
    destroyed = true
    budget.flush()
    stopLogging()
    connection.destroy()
  }
  return {
    ready: remote.then(() => undefined),
    app: createRemote(shellToApp, () => remote),
    destroy,
  }
}
