// Public types of the mock shell. Every one derives from the contract (bridge/src/contract/).
import type { ConnectToShellOptions, ShellConnection } from '../client.js'
import type { AppToShell, Env, EnvInfo, Handlers, Remote, ShellToApp } from '../contract/index.js'
import type { CallRecord } from '../endpoint.js'
import type { BridgeErrorCode, Capability } from '../types.js'

// ---- Methods, arguments, answers -------------------------------------------

/** A method the shell offers to sub-apps: `'env.get'`, `'ui.dialog.open'` … */
export type ShellMethod = keyof AppToShell

/** The arguments the app passes to `method`, as the guard hands them to the handler. */
export type ArgsOf<K extends ShellMethod> = Parameters<Handlers<AppToShell>[K]>

/** What `method` answers. */
export type AnswerOf<K extends ShellMethod> = Awaited<ReturnType<Handlers<AppToShell>[K]>>

/**
 * A scripted answer: the value itself, or a handler of the call's arguments that answers it
 * (sync or async) or throws a `BridgeError`, whose code the app then sees.
 */
export type Answer<K extends ShellMethod> = AnswerOf<K> | Handlers<AppToShell>[K]

/** One call of the app that passed the guard and reached the mock's handler. */
export type MockCall = { [K in ShellMethod]: { method: K; args: ArgsOf<K> } }[ShellMethod]

// ---- Options -----------------------------------------------------------------

export interface MockShellOptions {
  /**
   * What the app holds, as its manifest's `capabilities`; every capability when omitted. A call
   * needing any other is refused by the real guard with `capability_denied`, as in the portal.
   */
  capabilities?: Capability[]
  /** The env at start, merged onto zh-CN, blue, no tenant, no theme values and an empty `system`. */
  env?: Partial<EnvInfo>
  /** The functionIds the user holds, or `'*'` (default) for a super user; answers `perm.has` and `perm.list`. */
  permissions?: AnswerOf<'perm.list'>
  /** The profile `session.getUser` answers (default: a user named `Mock User`). */
  user?: AnswerOf<'session.getUser'>
  /** The app's storage at start (`storage.get`, `storage.keys` …). */
  storage?: Record<string, unknown>
  /** true: the contract's per-method rates apply, as in the portal. Default false: tests are never throttled. */
  rateLimits?: boolean
}

// ---- The mock ------------------------------------------------------------------

/**
 * A scripted shell for a sub-app's own unit tests: the real SDK talks to it over in-memory
 * messengers, and every call passes the real guard (capabilities, schemas), as in the portal.
 * @example
 * const mock = createMockShell({ capabilities: ['env', 'ui'] })
 * const app = createSubApp({ base: '/leave', party: 'first', window: createMockWindow(), connect: mock.connect })
 * mock.answer('ui.confirm', false)
 * await mock.setEnv({ language: 'en' })
 * expect(mock.callsOf('ui.message')).toEqual([['info', 'Saved']])
 */
export interface MockShell {
  /** Pass as `createSubApp({ …, connect: mock.connect })`; one app per mock. */
  connect: (options: ConnectToShellOptions) => ShellConnection
  /** Resolves when the app completed the handshake. */
  ready: Promise<void>
  /** Sets what `method` answers from now on (a value, or a handler of its arguments). */
  answer<K extends ShellMethod>(method: K, answer: Answer<K>): void
  /** Makes `method` fail in the app with a `BridgeError` of `code` (default `capability_denied`). */
  deny(method: ShellMethod, code?: BridgeErrorCode): void
  /** Every call that passed the guard and reached a handler, scripted denials included, in order. */
  readonly calls: readonly MockCall[]
  /** The argument lists of the calls of `method`, in order. */
  callsOf<K extends ShellMethod>(method: K): Array<ArgsOf<K>>
  /**
   * Resolves with the arguments of the `count`th call (default the first) of `method` once it reached
   * the mock, at once if it was made already; the test's timeout ends a wait for a call never made.
   */
  waitForCall<K extends ShellMethod>(method: K, count?: number): Promise<ArgsOf<K>>
  /** The guard's audit records, denials included (`decision: 'deny'`, `reason: 'capability_denied'` …). */
  readonly records: readonly CallRecord[]
  /** The env `env.get` answers now. */
  readonly env: EnvInfo
  /** The app's storage behind `storage.*`. */
  readonly storage: Map<string, unknown>
  /** The app's own handlers, as the shell calls them. */
  app: Remote<ShellToApp>
  /** Merges `env` onto the current one and sends it to the app (`setEnv`); `system` only changes `env.get`. */
  setEnv(env: Partial<Env> & Partial<Pick<EnvInfo, 'system'>>): Promise<void>
  /** The app's tab became active (`onShow`). */
  show: Remote<ShellToApp>['onShow']
  /** Another tab became active (`onHide`). */
  hide: Remote<ShellToApp>['onHide']
  /** The frame is about to leave the pool (`onBeforeEvict`): resolves when the app's listeners finished. */
  evict: Remote<ShellToApp>['onBeforeEvict']
  /** The shell moves the app to `path` (back, forward, a menu click). */
  navigate: Remote<ShellToApp>['navigate']
  /** The shell asks the app to reload its page. */
  refresh: Remote<ShellToApp>['refresh']
  /** A message on `topic` (`onEvent`); the app hears it when it listens to the topic. */
  emit: Remote<ShellToApp>['onEvent']
  /** A registered shortcut was pressed (`onShortcut`). */
  pressShortcut: Remote<ShellToApp>['onShortcut']
  /** A footer button of the dialog the page is shown in (`onDialogButton`). */
  pressDialogButton: Remote<ShellToApp>['onDialogButton']
  /** The liveness probe; the app answers `'pong'`. */
  ping: Remote<ShellToApp>['ping']
  /** Where the element `selector` names is in the app's page (`tourRect`), as the shell asks during a tour. */
  tourRect: Remote<ShellToApp>['tourRect']
  /** Ends the app's connection and the mock's. */
  destroy(): void
}
