import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type DOMAttributes,
} from 'react'
import { preloadedLazy, type PreloadedLazy } from '../lib/preloaded-lazy'
import { afterPageReady } from '../lib/page-ready'

/** How a stand-in was asked to open: a press of the pointer, or a key (Enter, Space, ArrowDown). */
export type OpenedBy = 'pointer' | 'keyboard'

/**
 * Props of a top-bar part that opens something: `openAtStart` opens it as it first shows (asked before it loaded),
 * as its own button would have opened it.
 */
export type OpensAtStart = { openAtStart?: OpenedBy | null }

/**
 * A part of the portal's top bar (a menu, a popover) in its own chunk, loaded once the first page is ready: its
 * code (Ark UI's menu and popover, floating-ui) does not delay the first screen on a slow phone.
 */
export function barPart<P extends object>(load: () => Promise<{ default: ComponentType<P & OpensAtStart> }>) {
  return preloadedLazy(load)
}

/**
 * The state of a lazily loaded bar part: `loaded` once its chunk is there (fetched after the first page is ready, or
 * at once when the user reaches for its button), `wanted` (how) once its button was pressed (or ArrowDown pressed on
 * it) before that, and the handlers that its stand-in button takes. A stand-in had the focus when the part replaced it:
 * the part's own button takes it (`button`: its selector, or the selector for the stand-in element that had it).
 */
export function useBarPart(
  part: Pick<PreloadedLazy<object>, 'preload' | 'isLoaded'>,
  button: string | ((standIn: HTMLElement) => string),
) {
  const [loaded, setLoaded] = useState(part.isLoaded)
  const [wanted, setWanted] = useState<OpenedBy | null>(null)
  const focused = useRef<HTMLElement | null>(null)
  const load = useCallback(() => {
    void part.preload().then(() => setLoaded(part.isLoaded()))
  }, [part])
  useEffect(() => (loaded ? undefined : afterPageReady(load)), [loaded, load])
  // In the commit that replaced the stand-in, before the browser handles another event: a key pressed in between would
  // otherwise reach no field (the stand-in is gone, the part's own field not yet focused) and a typed letter be lost.
  useLayoutEffect(() => {
    const standIn = focused.current
    if (!loaded || !standIn) return
    document.querySelector<HTMLElement>(typeof button === 'string' ? button : button(standIn))?.focus()
  }, [loaded, button])
  const standIn: DOMAttributes<HTMLElement> = {
    onPointerEnter: load,
    onFocus: (event) => {
      focused.current = event.currentTarget as HTMLElement
      load()
    },
    onBlur: () => {
      focused.current = null
    },
    // Wanted from the press on: a part that arrives between the press and the release takes the stand-in's place
    // under the pointer, and the click then reaches neither.
    onPointerDown: () => {
      setWanted('pointer')
      load()
    },
    // A click the keyboard made (Enter, Space) has no pointer details.
    onClick: (event) => {
      setWanted((by) => by ?? (event.detail === 0 ? 'keyboard' : 'pointer'))
      load()
    },
    // ArrowDown opens a menu's button as Enter and Space do.
    onKeyDown: (event) => {
      if (event.key !== 'ArrowDown') return
      event.preventDefault()
      setWanted('keyboard')
      load()
    },
  }
  return { loaded, wanted, standIn }
}
