import { memo, useMemo, useState } from 'react'
import { useStore } from '@nanostores/react'
import { navigate } from 'wouter/use-browser-location'
import { Button } from '@hr-portal/ui/light'
import { useT } from '../../lib/i18n/use-t'
import { BarIcon } from '../../lib/layout/bar-icon'
import { confirmLeave } from '../../session/leave-guard'
import type { RouteTab } from './tabs'
import { $tabs, closeAllButPinned, closeTabAt } from './tabs-store'
import { TabOverflowSlot } from '../bar-slots'
import { barPart, useBarPart } from '../bar-part'
import type { TabListProps } from './tab-list'
import { TabListStandIn } from './tab-list-stand-in'
import { useTabOverflow } from './use-tab-overflow'

// The tab list (Ark UI's tabs) loads after the first page; a stand-in of the same tabs shows until then.
const TabList = barPart<TabListProps>(() => import('./tab-list'))

/** The tab of the list that takes the focus from the stand-in's tab that had it (arrow keys may have moved it). */
const focusedTab = (standIn: HTMLElement) =>
  standIn.dataset.value
    ? `.tab-list [role="tab"][data-value="${CSS.escape(standIn.dataset.value)}"]`
    : '.tab-list [aria-selected="true"]'

/** Closing a page of an app with unsaved changes asks first. */
async function closeGuarded(tabs: RouteTab[], activePath: string) {
  const apps = tabs.map((tab) => tab.meta.appName).filter((app): app is string => Boolean(app))
  if (!(await confirmLeave(apps))) return
  if (tabs.length === 1) closeTabAt(tabs[0].path, activePath)
  else closeAllButPinned(activePath)
}

/**
 * The open pages (§2). Arrow keys move between tabs, Enter or Space opens one, Delete closes
 * the focused tab; refresh and "close all but pinned" act on the active page. A page of an app running a
 * development build (`devBuilds`: app code → its address) is marked. The active tab is kept in view; tabs
 * that do not fit are offered in a menu of all open pages (on a phone, that menu replaces the list).
 */
export const TabBar = memo(function TabBar({
  activePath,
  onRefresh,
  devBuilds,
}: {
  activePath: string
  onRefresh: () => void
  devBuilds: ReadonlyMap<string, string>
}) {
  const t = useT()
  const tabs = useStore($tabs)
  const active =
    tabs.find((tab) => new URL(tab.fullPath, 'http://x').pathname === activePath) ??
    tabs.find((tab) => tab.path === activePath || activePath.startsWith(`${tab.path}/`))
  // The list's element (the stand-in's, then the tab list's): measured again when it changes.
  const [listElement, setListElement] = useState<HTMLDivElement | null>(null)
  const measured = useMemo(() => ({ current: listElement }), [listElement])
  const overflowing = useTabOverflow(measured, active?.path, tabs.length)
  const list = useBarPart(TabList, focusedTab)
  const listProps: TabListProps = {
    tabs,
    active,
    devBuilds,
    listRef: setListElement,
    onClose: (tab) => void closeGuarded([tab], activePath),
  }

  return (
    <div className="tab-bar" data-tour="tabs">
      {list.loaded ? <TabList {...listProps} /> : <TabListStandIn {...listProps} handlers={list.standIn} />}
      <TabOverflowSlot tabs={tabs} active={active} overflowing={overflowing} onOpen={(tab) => navigate(tab.fullPath)} />
      <Button onClick={onRefresh} disabled={!active} data-testid="refresh-tab" className="tab-action">
        <BarIcon name="refresh" />
        <span className="tab-action-text">{t('portal.refreshTab')}</span>
      </Button>
      <Button
        onClick={() =>
          void closeGuarded(
            tabs.filter((tab) => !tab.meta.affix),
            activePath,
          )
        }
        data-testid="close-others"
        className="tab-action"
      >
        <BarIcon name="closeAll" />
        <span className="tab-action-text">{t('portal.closeOthers')}</span>
      </Button>
    </div>
  )
})
