import { connect, WindowMessenger } from 'penpal'
import { appToShell, shellToApp, type AppToShell, type Handlers, type Remote, type ShellToApp } from './contract'
import { createEndpoint } from './endpoint'
import { createRemote, invoke } from './remote'
import { stacklessMessenger } from './stackless-messenger'
import type { Endpoint } from './types'

/** The timeout of a raw call, as for every declared method except dialogs. */
export const RAW_CALL_TIMEOUT = 10_000

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
  /**
   * Raw call by name, for tests and diagnostics only: it reaches the shell through the same
   * entry as the typed proxy, so the shell's guard decides (an undeclared name is refused with
   * `unknown_method`). Times out after 10 s; rejects with a `BridgeError` carrying the code.
   * @example
   * await connection.call('constructor', []) // rejects: BridgeError unknown_method
   */
  call(name: string, args: unknown[]): Promise<unknown>
  destroy(): void
}

/**
 * Connects a sub-app to the shell that frames it. The handshake times out (default 15 s) and
 * every call but a dialog has its own timeout; when the shell re-handshakes (it reconnected
 * to this page), Penpal switches to the new channel and calls keep working.
 * @example
 * const { shell } = connectToShell({ shellOrigin, methods: { navigate, refresh, setEnv, ping: () => 'pong' } })
 * const token = await shell.session.getToken()
 */
export function connectToShell(options: ConnectToShellOptions): ShellConnection {
  if (window.parent === window) throw new Error('connectToShell: this page is not framed by the shell')
  const endpoint = createEndpoint(shellToApp, options.methods)
  const messenger = new WindowMessenger({ remoteWindow: window.parent, allowedOrigins: [options.shellOrigin] })
  const connection = connect<{ call: Endpoint['call'] }>({
    messenger: stacklessMessenger(messenger),
    methods: Object.assign(Object.create(null), { call: endpoint.call }),
    timeout: options.timeout ?? 15_000,
  })
  const remote = connection.promise as unknown as Promise<Endpoint>
  return {
    shell: createRemote(appToShell, () => remote),
    ready: remote.then(() => undefined),
    call: (name, args) => invoke(() => remote, name, args, RAW_CALL_TIMEOUT),
    destroy: () => connection.destroy(),
  }
}
