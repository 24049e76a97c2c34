import { useCallback, useEffect, useRef, useState, type ComponentType, type DOMAttributes } from 'react'
import { preloadedLazy, type PreloadedLazy } from '../lib/preloaded-lazy'
import { afterPageReady } from '../lib/page-ready'

/** Props of a top-bar part that opens something: `openAtStart` opens it as it first shows (asked before it loaded). */
export type OpensAtStart = { openAtStart?: boolean }

/**
 * A part of the portal's top bar (a menu, a popover) in its own chunk, loaded once the first page is ready: its
 * code (Ark UI's menu and popover, floating-ui) does not delay the first screen on a slow phone.
 */
export function barPart<P extends object>(load: () => Promise<{ default: ComponentType<P & OpensAtStart> }>) {
  return preloadedLazy(load)
}

/**
 * The state of a lazily loaded bar part: `loaded` once its chunk is there (fetched after the first page is ready, or
 * at once when the user reaches for its button), `wanted` once its button was pressed (or ArrowDown pressed on it)
 * before that, and the handlers that its stand-in button takes. The stand-in had the focus when the part replaced
 * it: the part's own button (`button`, a selector) takes it.
 */
export function useBarPart(part: Pick<PreloadedLazy<object>, 'preload' | 'isLoaded'>, button: string) {
  const [loaded, setLoaded] = useState(part.isLoaded)
  const [wanted, setWanted] = useState(false)
  const focused = useRef(false)
  const load = useCallback(() => {
    void part.preload().then(() => setLoaded(part.isLoaded()))
  }, [part])
  useEffect(() => (loaded ? undefined : afterPageReady(load)), [loaded, load])
  useEffect(() => {
    if (loaded && focused.current) document.querySelector<HTMLElement>(button)?.focus()
  }, [loaded, button])
  const standIn: DOMAttributes<HTMLElement> = {
    onPointerEnter: load,
    onFocus: () => {
      focused.current = true
      load()
    },
    onBlur: () => {
      focused.current = false
    },
    // Wanted from the press on: a part that arrives between the press and the release takes the stand-in's place
    // under the pointer, and the click then reaches neither.
    onPointerDown: () => {
      setWanted(true)
      load()
    },
    onClick: () => {
      setWanted(true)
      load()
    },
    // ArrowDown opens a menu's button as Enter and Space do.
    onKeyDown: (event) => {
      if (event.key !== 'ArrowDown') return
      event.preventDefault()
      setWanted(true)
      load()
    },
  }
  return { loaded, wanted, standIn }
}
