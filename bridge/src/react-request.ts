import { useCallback, useEffect, useState } from 'react'

export interface RequestState<T> {
  /** The last loaded value; kept while a reload runs. */
  data: T | null
  /** Why the last load failed (`null` while loading and after a success). */
  error: unknown
  loading: boolean
  /** Runs the load again with the same deps. */
  retry(): void
}

/**
 * Runs `load` when `deps` change or on `retry`; keeps the last data while reloading. An answer
 * that arrives after the deps changed again is ignored.
 * @example
 * const { data, error, loading, retry } = useRequest(() => loadSuppliers(api, keyword), [keyword])
 */
export function useRequest<T>(load: () => Promise<T>, deps: unknown[]): RequestState<T> {
  const [data, setData] = useState<T | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [loading, setLoading] = useState(true)
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps say when `load` runs again, as useEffect's do
  useEffect(() => {
    let cancelled = false
    setLoading(true)
    setError(null)
    load().then(
      (value) => {
        if (!cancelled) {
          setData(value)
          setLoading(false)
        }
      },
      (err: unknown) => {
        if (!cancelled) {
          setError(err)
          setLoading(false)
        }
      },
    )
    return () => {
      cancelled = true
    }
  }, [...deps, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { data, error, loading, retry }
}
