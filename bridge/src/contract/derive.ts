// The types both sides derive from a method table: the handlers one side implements and the typed
// proxy of the other side.
import type * as v from 'valibot'
import type { MethodSpec } from './method.js'

type ResultOf<M> = M extends MethodSpec<infer _A, infer R> ? R : never
/** Trailing elements that may be undefined (`v.optional` in a tuple) may be left out. */
type OptionalTail<T extends unknown[]> = T extends [...infer Head, infer Last]
  ? undefined extends Last
    ? [...OptionalTail<Head>, Last?]
    : T
  : T
type ArgsOf<M> = M extends MethodSpec<infer A, unknown> ? OptionalTail<v.InferOutput<A>> : never

/** What one side implements for the calls it receives. */
export type Handlers<C> = { [K in keyof C]: (...args: ArgsOf<C[K]>) => ResultOf<C[K]> | Promise<ResultOf<C[K]>> }

type Fn<M> = (...args: ArgsOf<M>) => Promise<ResultOf<M>>
type Head<K> = K extends `${infer H}.${string}` ? H : K
/** The typed proxy of the other side, one level per dot: `shell.nav.changed(path, { replace })`, `shell.ui.dialog.open(…)`. */
export type Remote<C> = {
  [H in Head<keyof C & string>]: H extends keyof C
    ? Fn<C[H]>
    : Remote<{ [K in keyof C & string as K extends `${H}.${infer M}` ? M : never]: C[K] }>
}
