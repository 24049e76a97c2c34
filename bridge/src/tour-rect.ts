import type { TourRect } from './contract/index.js'

/** The part of a page `measureTourTarget` reads; tests pass a fake. */
export interface TourDocument {
  querySelector(selector: string): Element | null
}

/**
 * Where the element `selector` names is in the frame's viewport, after scrolling it into view, for
 * a tour the shell draws over the frame; null when there is no such element, it is not shown, or
 * the selector is not valid CSS (the selector comes from the app's own tour steps).
 */
export function measureTourTarget(doc: TourDocument, selector: string): TourRect | null {
  let element: Element | null
  try {
    element = doc.querySelector(selector)
  } catch {
    return null
  }
  if (!element) return null
  element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  const { x, y, width, height } = element.getBoundingClientRect()
  if (width === 0 && height === 0) return null
  return { x, y, width, height }
}
