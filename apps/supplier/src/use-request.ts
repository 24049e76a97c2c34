import { useCallback, useEffect, useState } from 'react'

/** Runs `load` when `deps` change or on `retry`; keeps the last data while reloading. */
export function useRequest<T>(load: () => Promise<T>, deps: unknown[]) {
  const [data, setData] = useState<T | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [loading, setLoading] = useState(true)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let cancelled = false
    setLoading(true)
    setError(null)
    load().then(
      (value) => { if (!cancelled) { setData(value); setLoading(false) } },
      (err: unknown) => { if (!cancelled) { setError(err); setLoading(false) } },
    )
    return () => { cancelled = true }
  }, [...deps, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { data, error, loading, retry }
}
