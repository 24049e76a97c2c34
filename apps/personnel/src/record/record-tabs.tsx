import { useRef, type KeyboardEvent } from 'react'
import { useT } from '@hr-portal/kit'

export type RecordTab = 'details' | 'contracts' | 'history'

/** The record's tabs (the record's fields, its contracts, its history); arrow keys, Home and End move between them. */
export function RecordTabs({
  tabs: TABS,
  selected,
  onSelect,
}: {
  tabs: RecordTab[]
  selected: RecordTab
  onSelect: (tab: RecordTab) => void
}) {
  const t = useT()
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  function onKeyDown(event: KeyboardEvent) {
    const at = TABS.indexOf(selected)
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (at + TABS.length - 1) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : -1
    if (next < 0) return
    event.preventDefault()
    onSelect(TABS[next])
    buttons.current[next]?.focus()
  }
  return (
    <div role="tablist" aria-label={t('record.tabs')} className="pers-tabs" onKeyDown={onKeyDown}>
      {TABS.map((tab, index) => (
        <button
          key={tab}
          ref={(el) => {
            buttons.current[index] = el
          }}
          type="button"
          role="tab"
          id={`tab-${tab}`}
          aria-controls={`panel-${tab}`}
          aria-selected={selected === tab}
          tabIndex={selected === tab ? 0 : -1}
          data-testid={`record-tab-${tab}`}
          onClick={() => onSelect(tab)}
        >
          {t(`record.${tab}`)}
        </button>
      ))}
    </div>
  )
}
