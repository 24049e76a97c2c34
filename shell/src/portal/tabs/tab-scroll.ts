/** A box's horizontal extent, as `getBoundingClientRect` gives it. */
export interface Span {
  left: number
  right: number
}

/** The space kept between the shown tab and the tab list's edge, wider than the edge's fade. */
export const REVEAL_MARGIN = 24

/**
 * How far to scroll the tab list sideways (negative: towards the start) so that `item` shows whole with
 * `margin` to spare on both sides; 0 when it already does. An item wider than the room left is aligned at its start.
 */
export function revealDelta(list: Span, item: Span, margin = REVEAL_MARGIN): number {
  const start = item.left - (list.left + margin)
  const end = item.right - (list.right - margin)
  if (start < 0) return Math.floor(start)
  if (end > 0) return Math.ceil(Math.min(end, start))
  return 0
}

/** Which ends of a list scrolled sideways have tabs beyond them, so that end fades out instead of cutting a tab. */
export function hiddenEnds(
  scrollLeft: number,
  clientWidth: number,
  scrollWidth: number,
): { start: boolean; end: boolean } {
  return { start: scrollLeft > 1, end: scrollLeft + clientWidth < scrollWidth - 1 }
}
