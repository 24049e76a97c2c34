import { useEffect, useState, type RefObject } from 'react'

/** Scrolls the list sideways just enough to show the element whole. */
function reveal(list: HTMLElement, element: HTMLElement) {
  const box = list.getBoundingClientRect()
  const tab = element.getBoundingClientRect()
  if (tab.left < box.left) list.scrollLeft -= Math.ceil(box.left - tab.left)
  else if (tab.right > box.right) list.scrollLeft += Math.ceil(tab.right - box.right)
}

/**
 * The tab list's overflow: keeps the selected tab in view whenever it or the list's size changes, and tells
 * whether some tabs do not fit (then the bar offers all of them in a menu).
 */
export function useTabOverflow(list: RefObject<HTMLElement | null>, activePath: string | undefined, count: number): boolean {
  const [overflowing, setOverflowing] = useState(false)
  useEffect(() => {
    const element = list.current
    if (!element) return
    const update = () => {
      setOverflowing(element.scrollWidth > element.clientWidth + 1)
      const selected = element.querySelector<HTMLElement>('[data-selected]')
      if (selected) reveal(element, selected)
    }
    // Measured in the next frame, before it is drawn, with the layout the frame computes anyway: measuring
    // here would lay the page out in the middle of a page switch, and again for the frame.
    const frame = requestAnimationFrame(update)
    const observer = new ResizeObserver(update)
    observer.observe(element)
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
    }
  }, [list, activePath, count])
  return overflowing
}
