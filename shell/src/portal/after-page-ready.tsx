import { useState, type ReactNode } from 'react'
import { useAfterPageReady } from '../lib/use-after-page-ready'

/**
 * Renders `children` once the portal's first page is ready (lib/page-ready.ts): their chunks and
 * requests wait until the first app after sign-in has shown.
 */
export function AfterPageReady({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false)
  useAfterPageReady(() => setReady(true), [])
  return ready ? <>{children}</> : null
}
