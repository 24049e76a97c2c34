import { type UseMenuProps, type UseMenuReturn, useMenu } from '@ark-ui/react/menu'
import { useEffect } from 'react'
import type { OpenedBy } from './bar-part'

/**
 * An Ark UI menu of the top bar (for `Menu.RootProvider`) that opens as it first shows when its stand-in was asked to
 * open (`openAtStart`); opened by a key, its first item is highlighted, as the menu's own button does.
 */
export function useMenuAtStart(openAtStart: OpenedBy | null | undefined, props: UseMenuProps): UseMenuReturn {
  const menu = useMenu({ ...props, defaultOpen: Boolean(openAtStart) })
  const { api } = menu
  const contentId = api.getContentProps().id
  // biome-ignore lint/correctness/useExhaustiveDependencies: only as the menu first shows
  useEffect(() => {
    if (openAtStart !== 'keyboard' || !contentId) return
    const content = document.getElementById(contentId)
    const first = content?.querySelector('[role^="menuitem"]:not([data-disabled])')?.getAttribute('data-value')
    if (first) api.setHighlightedValue(first)
  }, [])
  return menu
}
