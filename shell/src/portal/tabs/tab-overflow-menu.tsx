import { Menu } from '@ark-ui/react/menu'
import { useT } from '../../lib/i18n/use-t'
import type { RouteTab } from './tabs'
import { MoreTabsFace } from './tab-face'
import type { OpensAtStart } from '../bar-part'
import { useMenuAtStart } from '../menu-at-start'
import '../user-menu/screens-texts'

export type TabOverflowProps = {
  tabs: RouteTab[]
  active: RouteTab | undefined
  overflowing: boolean
  onOpen: (tab: RouteTab) => void
}

/**
 * "All open pages": a menu of every open tab (the checked one is the current page), for tabs that do not
 * fit in the bar and for a phone, where it shows the current page's title instead of the tab list.
 * Enter, Space or ArrowDown opens it; Escape closes it and gives the focus back. In its own chunk
 * (bar-slots.tsx): `openAtStart` opens it as it first shows, when its stand-in was clicked before.
 */
export function TabOverflowMenu({ tabs, active, overflowing, onOpen, openAtStart }: TabOverflowProps & OpensAtStart) {
  const t = useT()
  const menu = useMenuAtStart(openAtStart, { positioning: { placement: 'bottom-end' } })
  const title = (tab: RouteTab) => (tab.meta.affix ? t('portal.home') : tab.meta.title)
  return (
    <Menu.RootProvider value={menu}>
      <Menu.Trigger className="tab-more" data-overflow={overflowing} data-testid="more-tabs">
        <MoreTabsFace tabs={tabs} active={active} />
      </Menu.Trigger>
      <Menu.Positioner className="tab-more-positioner">
        <Menu.Content className="hr-menu tab-more-menu" data-testid="more-tabs-menu">
          <Menu.RadioItemGroup
            value={active?.path ?? ''}
            onValueChange={({ value }) => {
              const tab = tabs.find((x) => x.path === value)
              if (tab) onOpen(tab)
            }}
          >
            <Menu.ItemGroupLabel className="hr-sr-only">{t('portal.tabs')}</Menu.ItemGroupLabel>
            {tabs.map((tab) => (
              <Menu.RadioItem key={tab.path} value={tab.path} className="hr-menu-item user-menu-item">
                <Menu.ItemIndicator className="user-menu-check" aria-hidden="true">
                  ✓
                </Menu.ItemIndicator>
                <Menu.ItemText>{title(tab)}</Menu.ItemText>
              </Menu.RadioItem>
            ))}
          </Menu.RadioItemGroup>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.RootProvider>
  )
}

export default TabOverflowMenu
