import { connect, WindowMessenger } from 'penpal'
import { appToShell, shellToApp, type AppToShell, type Handlers, type Remote, type ShellToApp } from './contract'
import { createEndpoint } from './endpoint'
import { createRemote } from './remote'
import type { Endpoint } from './types'

export interface ConnectToShellOptions {
  /** The shell's exact origin, from the app's build or deployment config; never from the URL. */
  shellOrigin: string
  /** What the app does when the shell asks. */
  methods: Handlers<ShellToApp>
  /** Handshake timeout in ms (default 15000). */
  timeout?: number
}

export interface ShellConnection {
  /** The shell's methods, typed from the contract. */
  shell: Remote<AppToShell>
  /** Resolves once the handshake completed. */
  ready: Promise<void>
  destroy(): void
}

/**
 * Connects a sub-app to the shell that frames it.
 * @example
 * const { shell } = connectToShell({ shellOrigin, methods: { navigate, refresh, setEnv, ping: () => 'pong' } })
 * const token = await shell.session.getToken()
 */
export function connectToShell(options: ConnectToShellOptions): ShellConnection {
  if (window.parent === window) throw new Error('connectToShell: this page is not framed by the shell')
  const endpoint = createEndpoint(shellToApp, options.methods)
  const messenger = new WindowMessenger({ remoteWindow: window.parent, allowedOrigins: [options.shellOrigin] })
  const connection = connect<{ call: Endpoint['call'] }>({
    messenger,
    methods: { call: endpoint.call },
    timeout: options.timeout ?? 15_000,
  })
  const remote = connection.promise as unknown as Promise<Endpoint>
  return {
    shell: createRemote(appToShell, () => remote),
    ready: remote.then(() => undefined),
    destroy: () => connection.destroy(),
  }
}
