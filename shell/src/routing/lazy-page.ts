import { lazy, type ComponentType } from 'react'

/** §8 and §9: a chunk that has not loaded within 120 s counts as failed. */
export const CHUNK_TIMEOUT = 120_000
const RELOADED = 'chunkReloadAt'

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk load timed out after ${ms} ms`)), ms)
    promise.then((v) => { clearTimeout(timer); resolve(v) }, (e) => { clearTimeout(timer); reject(e) })
  })
}

/**
 * A page loaded as its own chunk. A stale chunk (deleted by a newer deployment) fails to load:
 * the current route is reloaded once, which fetches the new index.html and chunk names.
 * The once-guard lives in history.state, so no storage key beyond §3 is written.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async (): Promise<{ default: ComponentType<P> }> => {
    try {
      return await withTimeout(load(), CHUNK_TIMEOUT)
    } catch (error) {
      const state = (history.state ?? {}) as Record<string, unknown>
      if (typeof state[RELOADED] === 'number' && Date.now() - (state[RELOADED] as number) < 30_000) throw error
      history.replaceState({ ...state, [RELOADED]: Date.now() }, '')
      window.location.reload()
      return new Promise(() => {})
    }
  })
}
