// The whole bridge surface, in one place. Both sides derive their types from this file.
import * as v from 'valibot'
import type { Capability } from './types'

/** One bridge method: who may call it, what it takes (a tuple schema), what it answers. */
export interface MethodSpec<A extends v.GenericSchema<unknown[], unknown[]>, R> {
  capability: Capability
  args: A
  /** Per-call timeout in ms; 0 for user-driven calls such as dialogs. */
  timeout: number
  /** Only a type carrier for the result. */
  result?: R
}

const CALL_TIMEOUT = 10_000
function method<R>() {
  return <A extends v.GenericSchema<unknown[], unknown[]>>(
    capability: Capability,
    args: A,
    timeout = CALL_TIMEOUT,
  ): MethodSpec<A, R> => ({ capability, args, timeout })
}

const Path = v.pipe(v.string(), v.maxLength(2048), v.regex(/^\/(?!\/)/, 'must start with a single /'))
const Text = v.pipe(v.string(), v.maxLength(2000))
const Language = v.picklist(['zh-CN', 'en'])
const Theme = v.picklist(['blue', 'orange'])

/** What a sub-app learns about the environment it runs in. */
export interface Env {
  language: 'zh-CN' | 'en'
  theme: 'blue' | 'orange'
  tenant: { id: string; name: string } | null
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
  /** The signed-in user's profile subset. */
  'session.getUser': method<UserProfile>()('session.user', v.tuple([])),
  /**
   * Reports a global server code (401001, 404110, 404001) one of the app's own calls answered.
   * The shell confirms it with the gateway, then shows its single prompt.
   */
  'session.reportCode': method<void>()('session.report', v.tuple([v.picklist([401001, 404110, 404001])])),
  /** Shows a §5 message (3000 ms, centred, replacing the earlier one) over the whole page. */
  'ui.message': method<void>()('ui', v.tuple([v.picklist(['info', 'success', 'warning', 'error']), Text])),
  /** Language, theme and tenant. */
  'env.get': method<Env>()('env', v.tuple([])),
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
  ping: method<'pong'>()('always', v.tuple([])),
}

export type Contract = Record<string, MethodSpec<v.GenericSchema<unknown[], unknown[]>, unknown>>
export type AppToShell = typeof appToShell
export type ShellToApp = typeof shellToApp

type ResultOf<M> = M extends MethodSpec<infer _A, infer R> ? R : never
type ArgsOf<M> = M extends MethodSpec<infer A, unknown> ? v.InferOutput<A> : never

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
