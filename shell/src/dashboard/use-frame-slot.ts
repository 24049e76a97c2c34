import { useEffect, useState, type RefObject } from 'react'
import { widgetFrames } from './frame-budget'

/**
 * Whether the widget `key` may have its frame now: it is (or was lately) in view and holds a slot of the widget
 * frames' budget. Widgets below the fold get their frames as they scroll into view.
 */
export function useFrameSlot(key: string, element: RefObject<HTMLElement | null>): boolean {
  const [live, setLive] = useState(false)
  useEffect(() => {
    const target = element.current
    if (!target) return
    const start = () => setLive(true)
    const stop = () => setLive(false)
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) widgetFrames.setVisible(key, entry.isIntersecting, start, stop)
    }, { rootMargin: '100px' })
    observer.observe(target)
    return () => {
      observer.disconnect()
      widgetFrames.release(key)
    }
  }, [key])
  return live
}
