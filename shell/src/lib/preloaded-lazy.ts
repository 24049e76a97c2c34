import { createElement, lazy, useEffect, useState, type ComponentType } from 'react'

/** A component in its own chunk, with `preload` to fetch the chunk ahead of its first render. */
export type PreloadedLazy<P extends object> = ComponentType<P> & {
  preload: () => Promise<void>
  isLoaded: () => boolean
}

/**
 * `React.lazy` that renders at once when its chunk is already there: it does not suspend, so no
 * fallback shows and React does not hold the component back (it reveals suspended content no
 * sooner than 300 ms after a fallback appeared). A chunk not there yet suspends as `lazy` does;
 * when it fails to load, `recover` (if given) answers in its place, else the error is thrown.
 *
 * @example
 * const SearchBox = preloadedLazy(() => import('./search/search-box'))
 * void SearchBox.preload()
 */
export function preloadedLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  recover?: (error: unknown) => Promise<{ default: ComponentType<P> }>,
): PreloadedLazy<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<{ default: ComponentType<P> }> | null = null
  const fetchChunk = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default
        return module
      },
      (error) => {
        loading = null
        throw error
      },
    )
    return loading
  }
  const Suspending = lazy(recover ? () => fetchChunk().catch(recover) : fetchChunk)
  // biome-ignore lint/correctness/noComponentHookFactories: made once per import, as React.lazy makes its component
  function Preloaded(props: P) {
    // Chosen once per mount: switching from the suspending wrapper to the component would remount it.
    const [component] = useState<ComponentType<P>>(() => loaded ?? (Suspending as unknown as ComponentType<P>))
    return createElement(component, props)
  }
  return Object.assign(Preloaded, {
    preload: () =>
      fetchChunk().then(
        () => {},
        () => {},
      ),
    isLoaded: () => loaded !== null,
  })
}

/**
 * Whether `component`'s chunk is there, fetching it if not: render the component once it is, and
 * nothing suspends (a chunk that fails to load leaves it out).
 */
export function usePreloaded(component: Pick<PreloadedLazy<object>, 'preload' | 'isLoaded'>): boolean {
  const [ready, setReady] = useState(component.isLoaded)
  useEffect(() => {
    if (ready) return
    let live = true
    void component.preload().then(() => {
      if (live && component.isLoaded()) setReady(true)
    })
    return () => {
      live = false
    }
  }, [ready, component])
  return ready
}
