import { useEffect, useState } from 'react'
import { afterPaint } from './after-paint'

/** False on a component's first render, true once that render has been painted. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => afterPaint(() => setPainted(true)), [])
  return painted
}
