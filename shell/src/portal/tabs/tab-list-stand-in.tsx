import type { DOMAttributes, KeyboardEvent } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { useT } from '../../lib/i18n/use-t'
import { TabFace } from './tab-face'
import type { TabListProps } from './tab-list'

/** The next tab the arrow keys, Home and End reach (around the ends), as the tab list moves the focus. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const tabs = [...(event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])]
  const at = tabs.indexOf(event.currentTarget)
  const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key]
  if (next === undefined || at < 0) return
  event.preventDefault()
  tabs[(next + tabs.length) % tabs.length]?.focus()
}

/**
 * The list of open pages as it first shows, while the tab list's code (Ark UI's tabs) loads after the first page:
 * the same tabs, names and look; a click opens a tab's page, the arrow keys, Home and End move the focus, and the
 * focus or the pointer reaching a tab loads the list (`handlers`), whose same tab then takes the focus.
 */
export function TabListStandIn({
  tabs,
  active,
  devBuilds,
  listRef,
  onClose,
  handlers,
}: TabListProps & { handlers: DOMAttributes<HTMLElement> }) {
  const t = useT()
  return (
    <div className="tab-root">
      <div ref={listRef} role="tablist" className="tab-list" aria-label={t('portal.tabs')}>
        {tabs.map((tab) => {
          const selected = tab === active
          return (
            <button
              key={tab.path}
              type="button"
              role="tab"
              className="tab"
              data-pinned={tab.meta.affix || undefined}
              data-value={tab.path}
              data-selected={selected ? '' : undefined}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              aria-controls="portal-main"
              aria-keyshortcuts={tab.meta.affix ? undefined : 'Delete'}
              onFocus={handlers.onFocus}
              onBlur={handlers.onBlur}
              onPointerEnter={handlers.onPointerEnter}
              onClick={() => navigate(tab.fullPath)}
              onKeyDown={(e) => {
                if (e.key === 'Delete' && !tab.meta.affix) onClose(tab)
                else moveFocus(e)
              }}
            >
              <TabFace tab={tab} devBuilds={devBuilds} onClose={onClose} />
            </button>
          )
        })}
      </div>
    </div>
  )
}
