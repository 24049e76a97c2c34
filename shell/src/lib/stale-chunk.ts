// A chunk of the shell that does not load: a newer deployment removed it (the page still names the old chunks).

const RELOADED = 'chunkReloadAt'

/** §8 and §9: a chunk that has not loaded within 120 s counts as failed. */
export const CHUNK_TIMEOUT = 120_000

/** `promise`, or a rejection once `ms` have passed without it settling. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk load timed out after ${ms} ms`)), ms)
    promise.then(
      (v) => {
        clearTimeout(timer)
        resolve(v)
      },
      (e) => {
        clearTimeout(timer)
        reject(e)
      },
    )
  })
}

/** Reloads the current route once per 30 s after a chunk failed to load; a second failure is thrown. */
export function reloadOnce(error: unknown): Promise<never> {
  const state = (history.state ?? {}) as Record<string, unknown>
  if (typeof state[RELOADED] === 'number' && Date.now() - (state[RELOADED] as number) < 30_000) throw error
  history.replaceState({ ...state, [RELOADED]: Date.now() }, '')
  window.location.reload()
  return new Promise(() => {})
}
