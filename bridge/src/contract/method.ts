// How one bridge method is declared: `method<Result>()(capability, argsSchema, options)`.
import type * as v from 'valibot'
import type { Capability } from '../types.js'

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

/** Any method table (`appToShell`, `shellToApp`). */
export type Contract = Record<string, MethodSpec<v.GenericSchema<unknown[], unknown[]>, unknown>>

const CALL_TIMEOUT = 10_000
const DEFAULT_RATE = { perSecond: 200, burst: 400 }

/** Declares a method answering `R`; the arguments' type comes from the tuple schema. */
export function method<R>() {
  return <A extends v.GenericSchema<unknown[], unknown[]>>(
    capability: Capability,
    args: A,
    options: { timeout?: number; rate?: MethodSpec<A, R>['rate'] } = {},
  ): MethodSpec<A, R> => ({
    capability,
    args,
    timeout: options.timeout ?? CALL_TIMEOUT,
    rate: options.rate ?? DEFAULT_RATE,
  })
}
