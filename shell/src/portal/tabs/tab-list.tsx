import type { Ref } from 'react'
import { Tabs } from '@ark-ui/react/tabs'
import { navigate } from 'wouter/use-browser-location'
import { useT } from '../../lib/i18n/use-t'
import { DevBadge } from '../pool/dev-badge'
import type { RouteTab } from './tabs'

/** What the tab bar gives its list of tabs. */
export type TabListProps = {
  tabs: RouteTab[]
  active: RouteTab | undefined
  devBuilds: ReadonlyMap<string, string>
  listRef: Ref<HTMLDivElement>
  onClose: (tab: RouteTab) => void
}

/**
 * The list of open pages, an Ark UI tab list in its own chunk (tab-bar.tsx loads it after the first page): arrow keys
 * move between tabs, Enter or Space opens one, Delete closes the focused tab.
 */
export default function TabList({ tabs, active, devBuilds, listRef, onClose }: TabListProps) {
  const t = useT()
  return (
    <Tabs.Root
      className="tab-root"
      value={active?.path ?? null}
      activationMode="manual"
      onValueChange={({ value }) => {
        const tab = tabs.find((x) => x.path === value)
        if (tab) navigate(tab.fullPath)
      }}
    >
      <Tabs.List ref={listRef} className="tab-list" aria-label={t('portal.tabs')}>
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.path}
            value={tab.path}
            className="tab"
            data-pinned={tab.meta.affix || undefined}
            aria-controls="portal-main"
            aria-keyshortcuts={tab.meta.affix ? undefined : 'Delete'}
            onKeyDown={(e) => {
              if (e.key === 'Delete' && !tab.meta.affix) onClose(tab)
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
                  onClose(tab)
                }}
              >
                ×
              </span>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  )
}
