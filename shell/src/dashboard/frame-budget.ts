/**
 * How many widget frames may be alive at once, apart from the pool of five app frames: more than the widgets of every
 * first-party app together (nine), so a home that holds them all shows them all on a screen tall enough.
 */
export const WIDGET_FRAME_BUDGET = 12

interface Slot {
  visible: boolean
  seen: number
  start: () => void
  stop: () => void
}

/**
 * The widget frames' own budget: a frame is created only with a slot. When all are taken, a widget scrolled into view
 * takes the slot of the one out of view longest (that frame goes; it comes back when seen again); when every frame
 * is in view, it waits for one to go.
 */
export function createFrameBudget(size = WIDGET_FRAME_BUDGET, now: () => number = () => performance.now()) {
  const live = new Map<string, Slot>()
  const waiting = new Map<string, Slot>()

  function grant(key: string, slot: Slot) {
    waiting.delete(key)
    live.set(key, slot)
    slot.start()
  }

  function evictable(): string | null {
    let oldest: [string, Slot] | null = null
    for (const entry of live) if (!entry[1].visible && (!oldest || entry[1].seen < oldest[1].seen)) oldest = entry
    return oldest?.[0] ?? null
  }

  function release(key: string) {
    waiting.delete(key)
    if (!live.delete(key)) return
    const next = [...waiting.entries()].find(([, slot]) => slot.visible)
    if (next) grant(...next)
  }

  /** A frame left the view: a widget in view waiting for a slot takes its slot. */
  function handOver(key: string, slot: Slot) {
    const next = [...waiting.entries()].find(([, other]) => other.visible)
    if (!next) return
    live.delete(key)
    slot.stop()
    grant(...next)
  }

  /** The widget `key` came into view (or left it): it gets a slot, takes one, or waits. */
  function setVisible(key: string, visible: boolean, start: () => void, stop: () => void) {
    const slot = live.get(key) ?? waiting.get(key)
    if (slot) {
      slot.visible = visible
      if (visible) slot.seen = now()
      if (!visible) waiting.delete(key)
      if (!visible && live.has(key)) return handOver(key, slot)
      if (!visible || live.has(key)) return
    }
    if (!visible) return
    const fresh: Slot = slot ?? { visible, seen: now(), start, stop }
    if (live.size < size) return grant(key, fresh)
    const other = evictable()
    if (other === null) return void waiting.set(key, fresh)
    const gone = live.get(other)!
    live.delete(other)
    gone.stop()
    grant(key, fresh)
  }

  return { setVisible, release, liveCount: () => live.size, waitingCount: () => waiting.size }
}

export type FrameBudget = ReturnType<typeof createFrameBudget>

/** The one budget of the dashboard's widget frames. */
export const widgetFrames = createFrameBudget()
