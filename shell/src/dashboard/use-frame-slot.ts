import { useEffect, useState, type RefObject } from 'react'
import { widgetFrames } from './frame-budget'
import { inTurn } from './turns'

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
    const start = () => {
      wanted = true
      inTurn(() => { if (wanted) setLive(true) })
    }
    const stop = () => {
      wanted = false
      setLive(false)
    }
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) widgetFrames.setVisible(key, entry.isIntersecting, start, stop)
    }, { rootMargin: '100px' })
    observer.observe(target)
    return () => {
      wanted = false
      observer.disconnect()
      widgetFrames.release(key)
    }
  }, [key])
  return live
}
