import { useEffect, type DependencyList, type EffectCallback } from 'react'
import { afterPageReady } from './page-ready'

/**
 * `useEffect` whose effect waits until the page shown is ready (lib/page-ready.ts); its clean-up
 * runs as usual, and nothing runs when the component goes before that.
 */
export function useAfterPageReady(effect: EffectCallback, deps: DependencyList) {
  useEffect(() => {
    let cleanup: ReturnType<EffectCallback>
    const cancel = afterPageReady(() => {
      cleanup = effect()
    })
    return () => {
      cancel()
      if (typeof cleanup === 'function') cleanup()
    }
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps say when the effect runs again, as useEffect's do
  }, deps)
}
