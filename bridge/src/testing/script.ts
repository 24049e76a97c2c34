import { BridgeError } from '../bridge-error.js'
import { appToShell, type AppToShell, type Handlers } from '../contract/index.js'
import type { BridgeErrorCode } from '../types.js'
import type { Answer, ArgsOf, MockCall, ShellMethod } from './types.js'

type AnyHandler = (...args: unknown[]) => unknown

/**
 * The handlers behind the mock's guard: each records its call, then answers what the test
 * scripted for it, or the default.
 */
export function createScript(defaults: Handlers<AppToShell>) {
  const scripted = new Map<ShellMethod, unknown>()
  const calls: MockCall[] = []
  const waiters = new Set<() => void>()
  const argsOf = <K extends ShellMethod>(method: K) =>
    calls.filter((call) => call.method === method).map((call) => call.args as ArgsOf<K>)

  const handlers = Object.fromEntries(
    Object.keys(appToShell).map((name) => {
      const method = name as ShellMethod
      const handle = (...args: unknown[]) => {
        calls.push({ method, args } as MockCall)
        for (const wake of waiters) wake()
        const answer = scripted.has(method) ? scripted.get(method) : defaults[method]
        return typeof answer === 'function' ? (answer as AnyHandler)(...args) : answer
      }
      return [method, handle]
    }),
  ) as unknown as Handlers<AppToShell>

  return {
    handlers,
    calls,
    callsOf: argsOf,
    answer<K extends ShellMethod>(method: K, answer: Answer<K>) {
      scripted.set(method, answer)
    },
    deny(method: ShellMethod, code: BridgeErrorCode = 'capability_denied') {
      // The guard's own wording, so the app sees what the portal would tell it.
      const message =
        code === 'capability_denied'
          ? `Capability ${appToShell[method].capability} is not granted`
          : `${method}: ${code}`
      scripted.set(method, () => {
        throw new BridgeError(code, message)
      })
    },
    waitForCall<K extends ShellMethod>(method: K, count = 1): Promise<ArgsOf<K>> {
      return new Promise((resolve) => {
        const check = () => {
          const made = argsOf(method)
          if (made.length < count) return
          waiters.delete(check)
          resolve(made[count - 1])
        }
        waiters.add(check)
        check()
      })
    },
  }
}
