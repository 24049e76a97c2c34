import { useEffect, useState } from 'react'
import { afterPaint } from './after-paint'

/** False on a component's first render, true once that render has been painted. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => afterPaint(() => setPainted(true)), [])
  return painted
}

/**
 * `value` as of the last painted frame: a change shows here once the render that made it has been drawn. For
 * what may trail a switch by a frame (the tab bar's marking), so the switch's own frame and the shown app's
 * first messages do not wait for it.
 */
export function usePaintedValue<T>(value: T): T {
  const [painted, setPainted] = useState(value)
  useEffect(() => {
    if (Object.is(painted, value)) return
    return afterPaint(() => setPainted(value))
  }, [value, painted])
  return painted
}
