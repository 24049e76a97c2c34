import { connect as handshake } from 'penpal'
import { connectToShell, type ShellConnection } from '../client.js'
import { appToShell, shellToApp, type AppToShell } from '../contract/index.js'
import { createEndpoint, type CallRecord } from '../endpoint.js'
import { createMessengerHub } from '../memory-messengers.js'
import { createProtocolHandlers } from '../protocol.js'
import { createRateLimiter } from '../rate-limiter.js'
import { createRemote } from '../remote.js'
import { stacklessMessenger } from '../stackless-messenger.js'
import type { Endpoint } from '../types.js'
import { ALL_CAPABILITIES } from './all-capabilities.js'
import { DEFAULT_ENV, DEFAULT_USER, defaultAnswers, type MockState } from './default-answers.js'
import { createScript } from './script.js'
import type { MockShell, MockShellOptions } from './types.js'

/**
 * A scripted shell for a sub-app's own unit tests (see `MockShell`). The app connects through
 * the real client over in-memory messengers, and its calls pass the real guard of the portal.
 */
export function createMockShell(options: MockShellOptions = {}): MockShell {
  const state: MockState = {
    env: { ...DEFAULT_ENV, ...options.env },
    permissions: options.permissions ?? '*',
    user: options.user ?? DEFAULT_USER,
    storage: new Map(Object.entries(options.storage ?? {})),
    capabilities: options.capabilities ?? ALL_CAPABILITIES,
  }
  const protocol = createProtocolHandlers(state.capabilities)
  const script = createScript(defaultAnswers(state, protocol))
  const records: CallRecord[] = []
  // The version negotiation is the SDK's own plumbing: answered, never recorded as one of the app's calls.
  const endpoint = createEndpoint(
    appToShell,
    { ...script.handlers, 'protocol.negotiate': protocol['protocol.negotiate'] },
    {
      granted: (capability) => state.capabilities.includes(capability),
      limiter: options.rateLimits ? createRateLimiter((name) => appToShell[name as keyof AppToShell].rate) : undefined,
      onRecord: (record) => void records.push(record),
    },
  )
  const hub = createMessengerHub()
  let connected: { app: ShellConnection; destroy(): void } | null = null
  let settle!: (remote: Promise<Endpoint>) => void
  const remote = new Promise<Endpoint>((resolve) => {
    settle = resolve
  })
  const ready = remote.then(() => undefined)
  // A failed handshake rejects `ready` for whoever awaits it, never as an unhandled rejection.
  ready.catch(() => {})

  const app = createRemote(shellToApp, () =>
    connected
      ? remote
      : Promise.reject(new Error('no app is connected: pass mock.connect to createSubApp or connectToShell')),
  )

  return {
    connect(given) {
      if (connected) throw new Error('createMockShell: connect was called twice; make one mock shell per app')
      const client = connectToShell({ ...given, messenger: () => hub.messenger('app') })
      const shell = handshake<{ call: Endpoint['call'] }>({
        messenger: stacklessMessenger(hub.messenger('shell')),
        // Null prototype, as in the portal: Penpal resolves method paths by property lookup.
        methods: Object.assign(Object.create(null), { call: endpoint.call }),
        timeout: given.timeout ?? 15_000,
      })
      connected = { app: client, destroy: () => shell.destroy() }
      settle(shell.promise as unknown as Promise<Endpoint>)
      return client
    },
    ready,
    answer: script.answer,
    deny: script.deny,
    calls: script.calls,
    callsOf: script.callsOf,
    waitForCall: script.waitForCall,
    records,
    get env() {
      return state.env
    },
    storage: state.storage,
    app,
    setEnv(env) {
      state.env = { ...state.env, ...env }
      const { language, theme, tenant, themeVars } = state.env
      return app.setEnv({ language, theme, tenant, themeVars })
    },
    show: app.onShow,
    hide: app.onHide,
    evict: app.onBeforeEvict,
    navigate: app.navigate,
    refresh: app.refresh,
    emit: app.onEvent,
    pressShortcut: app.onShortcut,
    pressDialogButton: app.onDialogButton,
    ping: app.ping,
    tourRect: app.tourRect,
    destroy() {
      // The app's side first: told by the shell side instead, it would wait for a new handshake.
      connected?.app.destroy()
      connected?.destroy()
    },
  }
}
