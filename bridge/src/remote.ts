import { CallOptions } from 'penpal'
import { BridgeError } from './bridge-error'
import type { Contract, Remote } from './contract'
import { isCallOutcome, type Endpoint } from './types'

/**
 * Builds the typed proxy of the other side from the contract: only declared methods exist,
 * grouped by the part of their name before the dot (`shell.nav.changed(…)`).
 */
export function createRemote<C extends Contract>(contract: C, endpoint: () => Promise<Endpoint>): Remote<C> {
  const remote: Record<string, unknown> = {}
  for (const [name, spec] of Object.entries(contract)) {
    const invoke = async (...args: unknown[]) => {
      const target = await endpoint()
      const options = spec.timeout > 0 ? new CallOptions({ timeout: spec.timeout }) : undefined
      let outcome: unknown
      try {
        outcome = await (target.call as (...a: unknown[]) => Promise<unknown>)(name, args, ...(options ? [options] : []))
      } catch (error) {
        const timedOut = (error as { code?: string }).code === 'METHOD_CALL_TIMEOUT'
        throw new BridgeError(timedOut ? 'timeout' : 'disconnected', `${name}: ${(error as Error).message}`, { cause: error })
      }
      if (!isCallOutcome(outcome)) throw new BridgeError('handler_failed', `${name}: malformed answer`)
      if (!outcome.ok) throw new BridgeError(outcome.error.code, outcome.error.message)
      return outcome.value
    }
    const [group, member] = name.split('.')
    if (member === undefined) remote[group] = invoke
    else ((remote[group] ??= {}) as Record<string, unknown>)[member] = invoke
  }
  return remote as Remote<C>
}
