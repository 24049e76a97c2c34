import * as v from 'valibot'
import { estimateBytes } from './arg-size.js'
import { BridgeError } from './bridge-error.js'
import type { Contract, Handlers } from './contract/index.js'
import type { RateLimiter } from './rate-limiter.js'
import type { BridgeErrorCode, Capability, CallOutcome, Endpoint } from './types.js'

/** Serialized arguments above this size are refused. */
export const MAX_ARG_BYTES = 64 * 1024

/** What the guard decided about one call, for the audit trail. */
export interface CallRecord {
  method: string
  capability: Capability | null
  decision: 'allow' | 'deny'
  reason: BridgeErrorCode | 'ok' | 'handler_failed'
  argBytes: number
  latencyMs: number
  /** How many calls the record stands for: 1, or the messages dropped unread in one second. */
  count?: number
}

export interface EndpointOptions {
  /** Whether the caller holds a capability; every capability when omitted. */
  granted?: (capability: Capability) => boolean
  limiter?: RateLimiter
  onRecord?: (record: CallRecord) => void
}

/**
 * Serves the calls one side receives. Every call passes one guard: the method must be
 * declared (looked up on a null-prototype copy, so `constructor` or `__proto__` are
 * unknown), small enough, granted, within its rate, and its arguments must match the schema.
 */
export function createEndpoint<C extends Contract>(
  contract: C,
  handlers: Handlers<C>,
  options: EndpointOptions = {},
): Endpoint {
  const declared: Record<string, C[keyof C]> = Object.assign(Object.create(null), contract)
  const granted = options.granted ?? (() => true)

  return {
    async call(name, args) {
      const started = performance.now()
      const spec = typeof name === 'string' ? declared[name] : undefined
      const bytes = estimateBytes(args, MAX_ARG_BYTES)
      const finish = (outcome: CallOutcome, reason: CallRecord['reason']): CallOutcome => {
        options.onRecord?.({
          method: typeof name === 'string' ? name.slice(0, 100) : String(typeof name),
          capability: spec?.capability ?? null,
          decision: reason === 'ok' || reason === 'handler_failed' ? 'allow' : 'deny',
          reason,
          argBytes: Number.isFinite(bytes) ? bytes : -1,
          latencyMs: performance.now() - started,
        })
        return outcome
      }
      const deny = (code: BridgeErrorCode, message: string) => finish({ ok: false, error: { code, message } }, code)

      if (!spec) return deny('unknown_method', `Unknown method: ${String(name).slice(0, 100)}`)
      if (bytes > MAX_ARG_BYTES) return deny('too_large', `Arguments exceed ${MAX_ARG_BYTES} bytes`)
      if (spec.capability !== 'always' && !granted(spec.capability)) {
        return deny('capability_denied', `Capability ${spec.capability} is not granted`)
      }
      if (options.limiter && !options.limiter.take(name as string)) return deny('rate_limited', 'Too many calls')
      const parsed = v.safeParse(spec.args, args)
      if (!parsed.success) {
        const issue = parsed.issues[0]
        const at = issue.path?.map((p) => String(p.key)).join('.') || 'arguments'
        return deny('invalid_arguments', `Invalid ${at}: ${issue.message}`)
      }
      try {
        const handler = handlers[name as keyof C] as (...a: unknown[]) => unknown
        const value = await handler(...(parsed.output as unknown[]))
        return finish({ ok: true, value }, 'ok')
      } catch (error) {
        const code = error instanceof BridgeError ? error.code : 'handler_failed'
        const message = error instanceof BridgeError ? error.message : 'The call failed'
        return finish({ ok: false, error: { code, message } }, code === 'handler_failed' ? 'handler_failed' : code)
      }
    },
  }
}
