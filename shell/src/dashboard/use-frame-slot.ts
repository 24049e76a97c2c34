import { useEffect, useState, type RefObject } from 'react'
import { widgetFrames } from './frame-budget'
import { inTurn } from './turns'
import { widgetLoading, widgetSettled } from './widgets-settled'

/**
 * Where the widget `key` is on its way to a frame: `live` once it may have its frame (it is, or was lately, in view
 * and holds a slot of the widget frames' budget, its turn come), `waiting` while it is in view and every slot is taken
 * by a widget in view, `pending` before (not yet seen, or its turn to come). Widgets below the fold get their frames
 * as they scroll into view.
 */
export type FrameSlot = 'pending' | 'waiting' | 'live'

export function useFrameSlot(key: string, element: RefObject<HTMLElement | null>): FrameSlot {
  const [slot, setSlot] = useState<FrameSlot>('pending')
  useEffect(() => {
    const target = element.current
    if (!target) return
    let wanted = false
    // From the moment it wants a frame, waiting for its turn included, the widget counts as loading (the page's own
    // work waits for it); the card settles it once its frame has drawn or failed.
    const start = () => {
      wanted = true
      widgetLoading(key)
      setSlot('pending')
      inTurn(() => {
        if (wanted) setSlot('live')
        else widgetSettled(key)
      })
    }
    const stop = () => {
      wanted = false
      setSlot('pending')
      widgetSettled(key)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          widgetFrames.setVisible(key, entry.isIntersecting, start, stop)
          // In view without a slot: the budget keeps it until a frame leaves the view.
          if (entry.isIntersecting && !wanted) setSlot('waiting')
        }
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
  return slot
}
