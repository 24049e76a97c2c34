import { memo, useRef } from 'react'
import { useStore } from '@nanostores/react'
import { Tabs } from '@ark-ui/react/tabs'
import { navigate } from 'wouter/use-browser-location'
import { Button } from '@hr-portal/ui/light'
import { useT } from '../../lib/i18n/use-t'
import { BarIcon } from '../../lib/layout/bar-icon'
import { DevBadge } from '../pool/dev-badge'
import { confirmLeave } from '../../session/leave-guard'
import type { RouteTab } from './tabs'
import { $tabs, closeAllButPinned, closeTabAt } from './tabs-store'
import { TabOverflowSlot } from '../bar-slots'
import { useTabOverflow } from './use-tab-overflow'

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
  const list = useRef<HTMLDivElement>(null)
  const overflowing = useTabOverflow(list, active?.path, tabs.length)

  return (
    <div className="tab-bar" data-tour="tabs">
      <Tabs.Root
        className="tab-root"
        value={active?.path ?? null}
        activationMode="manual"
        onValueChange={({ value }) => {
          const tab = tabs.find((x) => x.path === value)
          if (tab) navigate(tab.fullPath)
        }}
      >
        <Tabs.List ref={list} className="tab-list" aria-label={t('portal.tabs')}>
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab.path}
              value={tab.path}
              className="tab"
              data-pinned={tab.meta.affix || undefined}
              aria-controls="portal-main"
              aria-keyshortcuts={tab.meta.affix ? undefined : 'Delete'}
              onKeyDown={(e) => {
                if (e.key === 'Delete' && !tab.meta.affix) void closeGuarded([tab], activePath)
              }}
            >
              <span>{tab.meta.affix ? t('portal.home') : tab.meta.title}</span>
              {tab.meta.appName && devBuilds.has(tab.meta.appName) && (
                <>
                  {' '}
                  <DevBadge url={devBuilds.get(tab.meta.appName)!} place="tab" />
                </>
              )}
              {/* A pointer affordance only: the keyboard closes the focused tab with Delete. */}
              {!tab.meta.affix && (
                <span
                  aria-hidden="true"
                  className="tab-close"
                  title={t('portal.closeTab', { title: tab.meta.title })}
                  onClick={(e) => {
                    e.stopPropagation()
                    void closeGuarded([tab], activePath)
                  }}
                >
                  ×
                </span>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
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
