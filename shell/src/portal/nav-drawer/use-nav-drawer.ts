import { useEffect, type RefObject } from 'react'
import { useStore } from '@nanostores/react'
import { $navOpen, closeNav } from './nav-drawer'

/**
 * The side menu as a drawer on a narrow screen: opening it moves the focus to its current (or first) link, Escape
 * closes it and gives the focus back to the bar's button, and so does a new location.
 */
export function useNavDrawer(nav: RefObject<HTMLElement | null>, location: string): boolean {
  const open = useStore($navOpen)
  useEffect(() => closeNav(), [location])
  useEffect(() => {
    if (!open) return
    const links = nav.current?.querySelectorAll<HTMLElement>('a[aria-current="page"], a')
    links?.[0]?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      closeNav()
      document.querySelector<HTMLElement>('[data-testid="menu-toggle"]')?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])
  return open
}
