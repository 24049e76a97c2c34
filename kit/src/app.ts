import type { AppRouter, EnvStore, SubApp } from '@hr-portal/bridge'
import type { Http } from '@hr-portal/bridge/http'
import { connected } from './connect'

// A stand-in for a part of the connection, usable in module scope before `startApp` ran: every read goes to the
// connection of the moment. A method is bound once per target and function, so a subscribe or get keeps its identity
// (and a method a test replaced is bound anew).
function live<T extends object>(pick: () => T): T {
  const bound = new WeakMap<object, Map<PropertyKey, [original: unknown, bound: unknown]>>()
  return new Proxy({} as T, {
    get(_, key) {
      const target = pick()
      const value = Reflect.get(target, key)
      if (typeof value !== 'function') return value
      let methods = bound.get(target)
      if (!methods) bound.set(target, (methods = new Map()))
      const known = methods.get(key)
      if (known?.[0] === value) return known[1]
      const method = value.bind(target)
      methods.set(key, [value, method])
      return method
    },
  })
}

/** The connection to the shell (`SubApp` of `@hr-portal/bridge`): events, messages, dialog, lifecycle … */
export const app: SubApp = live(connected)
/** The gateway's request wrapper with the staff token; prefer `call`. */
export const http: Http = live(() => connected().http)
/** The app's routing inside its frame, reported to the shell. */
export const router: AppRouter = live(() => connected().router)
/** The shell's language, theme and tenant. */
export const env: EnvStore = live(() => connected().env)
/** The shell's methods, typed from the bridge contract. */
export const shell: SubApp['shell'] = live(() => connected().shell)

/** Whether this page is shown in the shell's dialog (the shell names a dialog's frame `<app>-dialog`). */
export const inDialog = (): boolean => window.name.endsWith('-dialog')
