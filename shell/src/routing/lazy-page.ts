import type { ComponentType } from 'react'
import { preloadedLazy } from '../lib/preloaded-lazy'

/** §8 and §9: a chunk that has not loaded within 120 s counts as failed. */
export const CHUNK_TIMEOUT = 120_000
const RELOADED = 'chunkReloadAt'

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

/**
 * A page in its own chunk; `preload` fetches the chunk ahead of the page's first showing (it settles either way),
 * `isLoaded` says whether it is there.
 */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<unknown>; isLoaded: () => boolean }

/**
 * A page loaded as its own chunk. A stale chunk (deleted by a newer deployment) fails to load:
 * the current route is reloaded once, which fetches the new index.html and chunk names.
 * The once-guard lives in history.state, so no storage key beyond §3 is written.
 *
 * A page whose chunk is already there (`preload`ed) renders at once: it does not suspend, so no
 * loading fallback shows, and React does not hold its reveal back (it throttles the reveal of
 * suspended content to 300 ms after a fallback appeared).
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  return preloadedLazy(() => withTimeout(load(), CHUNK_TIMEOUT), reloadOnce)
}

/** Reloads the current route once per 30 s after a chunk failed to load; a second failure is thrown. */
function reloadOnce(error: unknown): Promise<never> {
  const state = (history.state ?? {}) as Record<string, unknown>
  if (typeof state[RELOADED] === 'number' && Date.now() - (state[RELOADED] as number) < 30_000) throw error
  history.replaceState({ ...state, [RELOADED]: Date.now() }, '')
  window.location.reload()
  return new Promise(() => {})
}
