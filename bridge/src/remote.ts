import { BridgeError } from './bridge-error.js'
import type { Contract, Remote } from './contract/index.js'
import { isCallOutcome, type Endpoint } from './types.js'

/**
 * Rejects with `timeout` after `ms`, and clears its timer as soon as the call settles. Penpal's own
 * call timeout is not used: Penpal 7.0.6 leaves that timer running after the reply, and its
 * closure keeps a removed iframe reachable until it fires.
 */
function withTimeout<T>(call: Promise<T>, ms: number, name: string): Promise<T> {
  if (ms <= 0) return call
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BridgeError('timeout', `${name}: no answer within ${ms} ms`)), ms)
  })
  return Promise.race([call, timedOut]).finally(() => clearTimeout(timer))
}

/**
 * Sends one call through the other side's single Penpal entry and unwraps its outcome.
 * `timeout` 0 means none (user-driven calls such as dialogs).
 */
export async function invoke(
  endpoint: () => Promise<Endpoint>,
  name: string,
  args: unknown[],
  timeout: number,
): Promise<unknown> {
  let outcome: unknown
  try {
    outcome = await withTimeout(
      endpoint().then((target) => target.call(name, args)),
      timeout,
      name,
    )
  } catch (error) {
    if (error instanceof BridgeError) throw error
    throw new BridgeError('disconnected', `${name}: ${(error as Error).message}`, { cause: error })
  }
  if (!isCallOutcome(outcome)) throw new BridgeError('handler_failed', `${name}: malformed answer`)
  if (!outcome.ok) throw new BridgeError(outcome.error.code, outcome.error.message)
  return outcome.value
}

/**
 * Builds the typed proxy of the other side from the contract: only declared methods exist,
 * one level per part of their name (`shell.nav.changed(…)`, `shell.ui.dialog.open(…)`).
 */
export function createRemote<C extends Contract>(contract: C, endpoint: () => Promise<Endpoint>): Remote<C> {
  const remote: Record<string, unknown> = {}
  for (const [name, spec] of Object.entries(contract)) {
    const call = (...args: unknown[]) => invoke(endpoint, name, args, spec.timeout)
    const parts = name.split('.')
    let group = remote
    for (const part of parts.slice(0, -1)) group = (group[part] ??= {}) as Record<string, unknown>
    group[parts[parts.length - 1]] = call
  }
  return remote as Remote<C>
}
