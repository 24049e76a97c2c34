import type { DOMAttributes } from 'react'
import { useT } from '../../lib/i18n/use-t'
import './search-texts'

/** The search input's id (the combobox's, and its stand-in's): Alt+K focuses it (services/shortcuts.ts). */
export const SEARCH_INPUT_ID = 'shell-search-input'

/** What was typed into the stand-in before the box's code arrived: the box starts with it. */
let typedEarly = ''

/** Answers what was typed into the stand-in (once: it is forgotten then). */
export function takeTypedEarly(): string {
  const typed = typedEarly
  typedEarly = ''
  return typed
}

/**
 * The global search box as it first shows, while its code (Ark UI's combobox) loads after the first page: the same
 * box, name and shortcut; reaching it (`handlers`: pointer, focus, click) loads the box, which then takes the focus and
 * what was typed meanwhile.
 */
export function SearchStandIn({ handlers }: { handlers: DOMAttributes<HTMLElement> }) {
  const t = useT()
  return (
    <div className="search-box" data-tour="search">
      <div className="search-control">
        <span className="search-icon" aria-hidden="true">
          ⌕
        </span>
        <input
          {...handlers}
          id={SEARCH_INPUT_ID}
          className="search-input"
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          aria-keyshortcuts="Alt+K"
          autoComplete="off"
          data-testid="global-search"
          onInput={(event) => {
            typedEarly = event.currentTarget.value
          }}
        />
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a hint for the eye; the input announces its shortcut */}
        <kbd className="search-kbd" aria-hidden="true">
          {t('search.shortcut')}
        </kbd>
      </div>
    </div>
  )
}
