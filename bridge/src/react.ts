// Thin React hooks over the framework-free client.
import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react'
import type { ShellConnection } from './client'
import type { EnvStore } from './env-store'

interface SubAppContext {
  connection: ShellConnection
  env: EnvStore
}

const Context = createContext<SubAppContext | null>(null)

export function ShellProvider({ connection, env, children }: SubAppContext & { children: ReactNode }) {
  return createElement(Context.Provider, { value: { connection, env } }, children)
}

function useSubApp(): SubAppContext {
  const value = useContext(Context)
  if (!value) throw new Error('useShell/useEnv must be used inside <ShellProvider>')
  return value
}

/** The typed proxy of the shell. */
export function useShell() {
  return useSubApp().connection.shell
}

/** The shell's language, theme and tenant; re-renders when they change. */
export function useEnv() {
  const { env } = useSubApp()
  return useSyncExternalStore(env.subscribe, env.get)
}
