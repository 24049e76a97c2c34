import type { Ref } from 'react'
import { Tabs } from '@ark-ui/react/tabs'
import { navigate } from 'wouter/use-browser-location'
import { useT } from '../../lib/i18n/use-t'
import { TabFace } from './tab-face'
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
            <TabFace tab={tab} devBuilds={devBuilds} onClose={onClose} />
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  )
}
