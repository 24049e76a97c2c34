import { CallOptions } from 'penpal'
import { BridgeError } from './bridge-error'
import type { Contract, Remote } from './contract'
import { isCallOutcome, type Endpoint } from './types'

/**
 * Sends one call through the other side's single Penpal entry and unwraps its outcome.
 * `timeout` 0 means none (user-driven calls such as dialogs).
 */
export async function invoke(endpoint: () => Promise<Endpoint>, name: string, args: unknown[], timeout: number): Promise<unknown> {
  const target = await endpoint()
  const options = timeout > 0 ? [new CallOptions({ timeout })] : []
  let outcome: unknown
  try {
    outcome = await (target.call as (...a: unknown[]) => Promise<unknown>)(name, args, ...options)
  } catch (error) {
    const timedOut = (error as { code?: string }).code === 'METHOD_CALL_TIMEOUT'
    throw new BridgeError(timedOut ? 'timeout' : 'disconnected', `${name}: ${(error as Error).message}`, { cause: error })
  }
  if (!isCallOutcome(outcome)) throw new BridgeError('handler_failed', `${name}: malformed answer`)
  if (!outcome.ok) throw new BridgeError(outcome.error.code, outcome.error.message)
  return outcome.value
}

/**
 * Builds the typed proxy of the other side from the contract: only declared methods exist,
 * grouped by the part of their name before the dot (`shell.nav.changed(…)`).
 */
export function createRemote<C extends Contract>(contract: C, endpoint: () => Promise<Endpoint>): Remote<C> {
  const remote: Record<string, unknown> = {}
  for (const [name, spec] of Object.entries(contract)) {
    const call = (...args: unknown[]) => invoke(endpoint, name, args, spec.timeout)
    const [group, member] = name.split('.')
    if (member === undefined) remote[group] = call
    else ((remote[group] ??= {}) as Record<string, unknown>)[member] = call
  }
  return remote as Remote<C>
}
