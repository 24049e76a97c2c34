import type { ComponentType } from 'react'
import { preloadedLazy } from '../lib/preloaded-lazy'
import { CHUNK_TIMEOUT, reloadOnce, withTimeout } from '../lib/stale-chunk'

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
