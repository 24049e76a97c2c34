// The whole bridge surface, in one place. Both sides derive their types from this file.
import * as v from 'valibot'
import type { Capability } from './types'

/** One bridge method: who may call it, what it takes (a tuple schema), what it answers. */
export interface MethodSpec<A extends v.GenericSchema<unknown[], unknown[]>, R> {
  capability: Capability
  args: A
  /** Per-call timeout in ms; 0 for user-driven calls such as dialogs. */
  timeout: number
  /** Calls per second allowed per app, and the burst above it. */
  rate: { perSecond: number; burst: number }
  /** Only a type carrier for the result. */
  result?: R
}

const CALL_TIMEOUT = 10_000
const DEFAULT_RATE = { perSecond: 200, burst: 400 }
function method<R>() {
  return <A extends v.GenericSchema<unknown[], unknown[]>>(
    capability: Capability,
    args: A,
    options: { timeout?: number; rate?: MethodSpec<A, R>['rate'] } = {},
  ): MethodSpec<A, R> => ({ capability, args, timeout: options.timeout ?? CALL_TIMEOUT, rate: options.rate ?? DEFAULT_RATE })
}

const Path = v.pipe(v.string(), v.maxLength(2048), v.regex(/^\/(?!\/)/, 'must start with a single /'))
const Text = v.pipe(v.string(), v.maxLength(2000))
const Short = v.pipe(v.string(), v.maxLength(200))
const FunctionId = v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/, 'must be a functionId'))
const Language = v.picklist(['zh-CN', 'en'])
const Theme = v.picklist(['blue', 'orange'])

/** What a sub-app learns about the environment it runs in. */
export interface Env {
  language: 'zh-CN' | 'en'
  theme: 'blue' | 'orange'
  tenant: { id: string; name: string } | null
}

/** Env plus the brand's system info (§3 System info). */
export interface EnvInfo extends Env {
  system: { sysName: string; logoUrl: string; linkUrl: string }
}

/** The §2 confirm dialog, as a sub-app may ask for it. */
export interface ConfirmRequest {
  title: string
  content: string
  okText?: string
  cancelText?: string
}

/** The profile subset a sub-app may read. */
export interface UserProfile {
  userId: string
  userName: string
  realName: string
  tenantId: string
  companyId: string
  headUrl: string
}

/** Methods the shell offers to sub-apps. */
export const appToShell = {
  /** The app's own route changed to `path` (relative to the app); the shell mirrors it in its URL. */
  'nav.changed': method<void>()('always', v.tuple([Path, v.object({ replace: v.boolean() })])),
  /** The staff session token. First-party apps only. */
  'session.getToken': method<string>()('session.token', v.tuple([])),
  /**
   * A short-lived token for this app only (ES256 JWT: aud = the app, scope = its manifest,
   * exp ≤ 120 s). Vendor apps get this and never the staff token.
   */
  'session.getAppToken': method<string>()('session.appToken', v.tuple([])),
  /** The signed-in user's profile subset. */
  'session.getUser': method<UserProfile>()('session.user', v.tuple([])),
  /**
   * Reports a global server code (401001, 404110, 404001) one of the app's own calls answered.
   * The shell confirms it with the gateway, then shows its single prompt.
   */
  'session.reportCode': method<void>()('session.report', v.tuple([v.picklist([401001, 404110, 404001])])),
  /**
   * An explicit to-login request: the shell shows its single prompt, then signs out and goes to
   * /login, exactly as for 404001 (§4).
   */
  'session.toLogin': method<void>()('session.report', v.tuple([]), { rate: { perSecond: 1, burst: 2 } }),
  /** Whether the user holds `functionId` (a super user holds every one). */
  'perm.has': method<boolean>()('perm', v.tuple([FunctionId])),
  /** Every functionId the user holds, or `'*'` for a super user. */
  'perm.list': method<string[] | '*'>()('perm', v.tuple([])),
  /** Opens a tab on `path` inside this app (the title defaults to the menu's). */
  'tabs.open': method<void>()('tabs', v.tuple([Path, v.optional(Short)])),
  /** Closes this app's tab on `path`, or its current tab. */
  'tabs.close': method<void>()('tabs', v.tuple([v.optional(Path)])),
  /** Reloads this app's page (its iframe only, never the shell). */
  'tabs.refresh': method<void>()('tabs', v.tuple([])),
  /** Renames this app's current tab. */
  'tabs.setTitle': method<void>()('tabs', v.tuple([Short])),
  /** Shows a §5 message (3000 ms, centred, replacing the earlier one) over the whole page. */
  'ui.message': method<void>()('ui', v.tuple([v.picklist(['info', 'success', 'warning', 'error']), Text]), { rate: { perSecond: 5, burst: 10 } }),
  /** The §2 confirm dialog over the whole page; resolves to the user's choice. One at a time per app. */
  'ui.confirm': method<boolean>()(
    'ui',
    v.tuple([v.object({ title: Short, content: Text, okText: v.optional(Short), cancelText: v.optional(Short) })]),
    { timeout: 0, rate: { perSecond: 2, burst: 5 } },
  ),
  /** Turns the shell's global loading indicator on or off for this app. */
  'ui.loading': method<void>()('ui', v.tuple([v.boolean()])),
  /** Language, theme, tenant and system info. */
  'env.get': method<EnvInfo>()('env', v.tuple([])),
}

/** Methods every sub-app offers to the shell. */
export const shellToApp = {
  /** Go to `path` inside the app (relative to the app's base). */
  navigate: method<void>()('always', v.tuple([Path])),
  /** Re-render the current page from scratch. */
  refresh: method<void>()('always', v.tuple([])),
  /** The language, theme or tenant changed. */
  setEnv: method<void>()('always', v.tuple([v.object({ language: Language, theme: Theme, tenant: v.nullable(v.object({ id: v.string(), name: v.string() })) })])),
  /** Liveness probe; answers `'pong'`. */
  ping: method<'pong'>()('always', v.tuple([]), { timeout: 5000 }),
}

export type Contract = Record<string, MethodSpec<v.GenericSchema<unknown[], unknown[]>, unknown>>
export type AppToShell = typeof appToShell
export type ShellToApp = typeof shellToApp

type ResultOf<M> = M extends MethodSpec<infer _A, infer R> ? R : never
/** Trailing elements that may be undefined (`v.optional` in a tuple) may be left out. */
type OptionalTail<T extends unknown[]> = T extends [...infer Head, infer Last]
  ? undefined extends Last ? [...OptionalTail<Head>, Last?] : T
  : T
type ArgsOf<M> = M extends MethodSpec<infer A, unknown> ? OptionalTail<v.InferOutput<A>> : never

/** What one side implements for the calls it receives. */
export type Handlers<C> = { [K in keyof C]: (...args: ArgsOf<C[K]>) => ResultOf<C[K]> | Promise<ResultOf<C[K]>> }

type Fn<M> = (...args: ArgsOf<M>) => Promise<ResultOf<M>>
type Group<K> = K extends `${infer G}.${string}` ? G : K
/** The typed proxy of the other side: `shell.nav.changed(path, { replace })`. */
export type Remote<C> = {
  [G in Group<keyof C & string>]: G extends keyof C
    ? Fn<C[G]>
    : { [K in keyof C & string as K extends `${G}.${infer M}` ? M : never]: Fn<C[K]> }
}
