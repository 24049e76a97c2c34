import type { ReactNode } from 'react'
import { ShellProvider } from '@hr-portal/bridge/react'
import { connected } from './connect'

/** The bridge's React context for the connected app (`useShell`, `useEnv`, `useT` …), for a page, a widget or a test. */
export function AppProvider({ children }: { children: ReactNode }) {
  const app = connected()
  return (
    <ShellProvider connection={app.connection} env={app.env}>
      {children}
    </ShellProvider>
  )
}
