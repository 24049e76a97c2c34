import { useEffect, useState, type RefObject } from 'react'
import { hiddenEnds, revealDelta } from './tab-scroll'

/** Scrolls the list sideways just enough to show the element whole, clear of the list's faded edges. */
function reveal(list: HTMLElement, element: HTMLElement) {
  const delta = revealDelta(list.getBoundingClientRect(), element.getBoundingClientRect())
  if (delta !== 0) list.scrollLeft += delta
}

/** Marks the ends of the list with tabs beyond them (`data-more-start`, `data-more-end`): the style fades those ends. */
function markEnds(list: HTMLElement) {
  const ends = hiddenEnds(list.scrollLeft, list.clientWidth, list.scrollWidth)
  list.toggleAttribute('data-more-start', ends.start)
  list.toggleAttribute('data-more-end', ends.end)
}

/**
 * The tab list's overflow: keeps the selected tab in view whenever it or the list's size changes, and tells
 * whether some tabs do not fit (then the bar offers all of them in a menu).
 */
export function useTabOverflow(
  list: RefObject<HTMLElement | null>,
  activePath: string | undefined,
  count: number,
): boolean {
  const [overflowing, setOverflowing] = useState(false)
  useEffect(() => {
    const element = list.current
    if (!element) return
    const update = () => {
      setOverflowing(element.scrollWidth > element.clientWidth + 1)
      const selected = element.querySelector<HTMLElement>('[data-selected]')
      if (selected) reveal(element, selected)
      markEnds(element)
    }
    const scrolled = () => markEnds(element)
    // Measured in the next frame, before it is drawn, with the layout the frame computes anyway: measuring
    // here would lay the page out in the middle of a page switch, and again for the frame.
    const frame = requestAnimationFrame(update)
    const observer = new ResizeObserver(update)
    observer.observe(element)
    element.addEventListener('scroll', scrolled, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      element.removeEventListener('scroll', scrolled)
    }
  }, [list, activePath, count])
  return overflowing
}
