import { useCallback, useEffect, useState } from 'react'
import { isSignedOut } from './console-api'

export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T }

/**
 * Loads one part of the console whenever `key` changes, and again on `reload`; a refusal for an ended session calls
 * `onSessionEnded` instead of showing the part as failed.
 */
export function useConsoleLoad<T>(load: () => Promise<T>, key: string, onSessionEnded: () => void) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' })
  const [round, setRound] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads; a new round reloads.
  useEffect(() => {
    let cancelled = false
    setLoaded({ state: 'loading' })
    load().then(
      (value) => {
        if (!cancelled) setLoaded({ state: 'ready', value })
      },
      (error: unknown) => {
        if (cancelled) return
        if (isSignedOut(error)) onSessionEnded()
        else setLoaded({ state: 'failed' })
      },
    )
    return () => {
      cancelled = true
    }
  }, [key, round])
  const reload = useCallback(() => setRound((n) => n + 1), [])
  return [loaded, reload] as const
}
