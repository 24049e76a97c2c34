import { useEffect, useRef } from 'react'

/** A heading that takes the focus when its panel opens, so a keyboard or screen reader user lands on what they opened. */
export function useFocusHeading<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return ref
}
