import type { Env } from './contract/index.js'

/** A tiny observable of the shell's environment, fed by `setEnv` and `env.get`. */
export function createEnvStore(initial: Env = { language: 'zh-CN', theme: 'blue', tenant: null, themeVars: {} }) {
  let env = initial
  const listeners = new Set<() => void>()
  return {
    get: () => env,
    set(next: Env) {
      env = next
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

export type EnvStore = ReturnType<typeof createEnvStore>
