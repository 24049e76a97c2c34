import { useEffect, useState, type RefObject } from 'react'
import { widgetFrames } from './frame-budget'
import { inTurn } from './turns'
import { widgetLoading, widgetSettled } from './widgets-settled'

/**
 * Whether the widget `key` may have its frame now: it is (or was lately) in view and holds a slot of the widget
 * frames' budget. Widgets below the fold get their frames as they scroll into view.
 */
export function useFrameSlot(key: string, element: RefObject<HTMLElement | null>): boolean {
  const [live, setLive] = useState(false)
  useEffect(() => {
    const target = element.current
    if (!target) return
    let wanted = false
    // From the moment it wants a frame, waiting for its turn included, the widget counts as loading (the page's own
    // work waits for it); the card settles it once its frame has drawn or failed.
    const start = () => {
      wanted = true
      widgetLoading(key)
      inTurn(() => {
        if (wanted) setLive(true)
        else widgetSettled(key)
      })
    }
    const stop = () => {
      wanted = false
      setLive(false)
      widgetSettled(key)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) widgetFrames.setVisible(key, entry.isIntersecting, start, stop)
      },
      { rootMargin: '100px' },
    )
    observer.observe(target)
    return () => {
      wanted = false
      widgetSettled(key)
      observer.disconnect()
      widgetFrames.release(key)
    }
  }, [key])
  return live
}
