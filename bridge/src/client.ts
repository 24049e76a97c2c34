import { connect, WindowMessenger, type Messenger } from 'penpal'
import {
  appToShell,
  shellToApp,
  type AppToShell,
  type Handlers,
  type Remote,
  type ShellToApp,
} from './contract/index.js'
import { BridgeError } from './bridge-error.js'
import type { CapsList } from './contract/index.js'
import { createEndpoint } from './endpoint.js'
import { SDK_PROTOCOL_VERSIONS } from './protocol.js'
import { createRemote, invoke } from './remote.js'
import { stacklessMessenger } from './stackless-messenger.js'
import { isCallOutcome, type Capability, type Endpoint } from './types.js'

/** The timeout of a raw call, as for every declared method except dialogs. */
export const RAW_CALL_TIMEOUT = 10_000

export interface ConnectToShellOptions {
  /** The shell's exact origin, from the app's build or deployment config; never from the URL. */
  shellOrigin: string
  /** Every origin the shell is served on (one per brand host); default `[shellOrigin]`. */
  shellOrigins?: string[]
  /** What the app does when the shell asks. */
  methods: Handlers<ShellToApp>
  /** Handshake timeout in ms (default 15000). */
  timeout?: number
  /** The protocol versions the app speaks (default: every one this SDK speaks); the shell picks the highest it speaks too. */
  versions?: readonly number[]
  /** Makes the channel to the shell; by default a Penpal WindowMessenger to `window.parent`. Tests pass their own. */
  messenger?: () => Messenger
}

export interface ShellConnection {
  /** The shell's methods, typed from the contract. */
  shell: Remote<AppToShell>
  /**
   * Resolves once the handshake completed and the protocol version is agreed; rejects with a
   * `BridgeError` `unsupported_version` when the shell speaks none of the app's versions.
   */
  ready: Promise<void>
  /** The protocol version agreed with the shell (1 with a shell older than negotiation). */
  version(): number
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
 * every call but a dialog has its own timeout. When the shell ends the connection and
 * re-handshakes (it reconnected to this page), the client opens a new connection and answers
 * the new handshake; the proxy then calls over the new channel.
 * @example
 * const { shell } = connectToShell({ shellOrigin, methods: { navigate, refresh, setEnv, ping: () => 'pong' } })
 * const token = await shell.session.getToken()
 */
export function connectToShell(options: ConnectToShellOptions): ShellConnection {
  const makeMessenger =
    options.messenger ??
    (() => {
      if (window.parent === window) throw new Error('connectToShell: this page is not framed by the shell')
      return new WindowMessenger({
        remoteWindow: window.parent,
        allowedOrigins: options.shellOrigins?.length ? options.shellOrigins : [options.shellOrigin],
      })
    })
  const endpoint = createEndpoint(shellToApp, options.methods)
  const methods = Object.assign(Object.create(null), { call: endpoint.call })
  let closed = false
  let current: { remote: Promise<Endpoint>; destroy(): void }
  let version = 1
  const versions = [...(options.versions ?? SDK_PROTOCOL_VERSIONS)]

  // Every handshake (the first and each reconnection) is followed by the version negotiation.
  async function negotiate(endpoint: Endpoint): Promise<Endpoint> {
    const outcome = await endpoint.call('protocol.negotiate', [{ versions }])
    if (!isCallOutcome(outcome)) throw new BridgeError('handler_failed', 'protocol.negotiate: malformed answer')
    if (outcome.ok) version = (outcome.value as { version: number }).version
    // A shell older than negotiation speaks version 1.
    else if (outcome.error.code === 'unknown_method' && versions.includes(1)) version = 1
    else throw new BridgeError(outcome.error.code, outcome.error.message)
    return endpoint
  }

  function open() {
    let established = false
    const messenger = stacklessMessenger(makeMessenger())
    const destroyMessenger = messenger.destroy
    // Penpal destroys the messenger when the shell ends the connection: wait for its next handshake.
    messenger.destroy = () => {
      destroyMessenger()
      if (established && !closed) queueMicrotask(open)
    }
    const connection = connect<{ call: Endpoint['call'] }>({ messenger, methods, timeout: options.timeout ?? 15_000 })
    const remote = (connection.promise as unknown as Promise<Endpoint>).then(negotiate)
    remote.then(
      () => {
        established = true
      },
      () => {},
    )
    current = { remote, destroy: () => connection.destroy() }
  }

  open()
  const remote = () => current.remote
  const shell = createRemote(appToShell, remote)
  // A version 1 shell answers the bare capability list; the SDK hands out the same shape whatever the shell.
  const listCaps = shell.caps.list
  shell.caps.list = async (names?: string[]): Promise<CapsList> => {
    const answer = (await listCaps(names)) as CapsList | Capability[]
    return Array.isArray(answer) ? { version: 1, capabilities: answer, methods: {} } : answer
  }
  return {
    shell,
    ready: current!.remote.then(() => undefined),
    version: () => version,
    call: (name, args) => invoke(remote, name, args, RAW_CALL_TIMEOUT),
    destroy: () => {
      closed = true
      current.destroy()
    },
  }
}
