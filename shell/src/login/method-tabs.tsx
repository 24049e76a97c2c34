import { useRef, type KeyboardEvent, type ReactNode } from 'react'

interface MethodTabsProps<T extends string> {
  label: string
  tabs: Array<{ id: T; label: string }>
  value: T
  onChange: (id: T) => void
  /** The open tab's panel (only the open one is rendered, so other methods' chunks stay unloaded). */
  children: ReactNode
}

/**
 * The WAI-ARIA tabs pattern for the sign-in methods: arrow keys, Home and End move and open,
 * one tab stop. Written here rather than with the UI kit's Ark tabs because those weigh 13 KB
 * gzip, a seventh of the whole login route's budget (90 KB).
 */
export function MethodTabs<T extends string>({ label, tabs, value, onChange, children }: MethodTabsProps<T>) {
  const list = useRef<HTMLDivElement>(null)
  const id = (tab: T, part: string) => `login-${part}-${tab}`

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.id === value)
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const tab = tabs[(next + tabs.length) % tabs.length]
    onChange(tab.id)
    list.current?.querySelector<HTMLElement>(`#${id(tab.id, 'tab')}`)?.focus()
  }

  return (
    <div className="login-tabs">
      <div ref={list} role="tablist" aria-label={label} className="login-tab-list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={id(tab.id, 'tab')}
            className="login-tab"
            aria-selected={tab.id === value}
            aria-controls={id(tab.id, 'panel')}
            tabIndex={tab.id === value ? 0 : -1}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={id(value, 'panel')} aria-labelledby={id(value, 'tab')} className="login-tab-panel">
        {children}
      </div>
    </div>
  )
}
