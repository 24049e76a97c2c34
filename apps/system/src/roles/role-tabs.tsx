import { useRef, type KeyboardEvent, type ReactNode } from 'react'

export interface TabItem<K extends string> {
  key: K
  label: string /** Marks a tab with unsaved changes. */
  dirty?: boolean
}

interface Props<K extends string> {
  label: string
  idPrefix: string
  tabs: TabItem<K>[]
  active: K
  onChange: (key: K) => void
  children: ReactNode
}

/**
 * WAI-ARIA tabs (automatic activation): arrow keys, Home and End move between tabs; only the active tab is in the
 * tab order. The panel shows the active tab's content.
 */
export function RoleTabs<K extends string>({ label, idPrefix, tabs, active, onChange, children }: Props<K>) {
  const list = useRef<HTMLDivElement>(null)
  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.key === active)
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const key = tabs[(next + tabs.length) % tabs.length].key
    onChange(key)
    list.current?.querySelector<HTMLElement>(`#${idPrefix}-tab-${key}`)?.focus()
  }
  return (
    <div className="role-tabs">
      <div role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown} className="role-tablist">
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.key}`}
            aria-controls={`${idPrefix}-panel`}
            aria-selected={tab.key === active}
            tabIndex={tab.key === active ? 0 : -1}
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
            {tab.dirty && (
              <span className="role-tab-dirty" aria-hidden="true">
                {' '}
                •
              </span>
            )}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-tab-${active}`}
        className="role-tabpanel"
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  )
}
