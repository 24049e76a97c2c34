import { useEffect, useMemo, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import { Combobox, createListCollection } from '@ark-ui/react/combobox'
import { Portal } from '@ark-ui/react/portal'
import { $language } from '../../lib/i18n/i18n'
import { useT } from '../../lib/i18n/use-t'
import { $session } from '../../session/session-store'
import { openResult } from './open-result'
import { RecentPages } from './recent-tracker'
import { takeSearchRequest } from '../services/shortcuts'
import { recentViews, recordView, searchAll, type SearchGroup, type SearchItem } from './search-api'
import './search-texts'
import { SEARCH_INPUT_ID, takeTypedEarly } from './search-stand-in'

/** The search input's id: the Alt+K shortcut (services/shortcuts.ts) focuses it. */
export { SEARCH_INPUT_ID }
const DEBOUNCE_MS = 200

type Status = 'idle' | 'loading' | 'done' | 'error'
interface Option extends SearchItem {
  value: string
  group: string
}

/** Zag's announcements of the results, turned off (empty texts). */
const SILENT_RESULTS = { resultsCount: () => '', noResults: '', loading: '' }

const optionsOf = (groups: SearchGroup[]): Option[] =>
  groups.flatMap((g) =>
    g.items.map((item, i) => ({ ...item, group: g.kind, value: `${g.kind}|${item.appCode}|${item.path}|${i}` })),
  )

/**
 * The shell bar's global search: results as you type (debounced; a newer keystroke cancels the older
 * request), grouped by kind, in an ARIA combobox with a listbox (Ark UI); with the box empty, the
 * user's recent views of the last 7 days. Choosing a result opens its page in its sub-app.
 */
export default function SearchBox() {
  const t = useT()
  const language = useStore($language)
  const { apps } = useStore($session)
  // Typed into the stand-in while this box's code loaded: kept (the caret after it), and its results shown.
  const [input, setInput] = useState(takeTypedEarly)
  const [open, setOpen] = useState(() => input !== '')
  const [groups, setGroups] = useState<SearchGroup[]>([])
  const [recent, setRecent] = useState<SearchItem[]>([])
  const [status, setStatus] = useState<Status>('idle')
  const keyword = input.trim()
  const pending = useRef<AbortController | null>(null)

  // Alt+K pressed while this box's code was still loading: the box takes the focus now that it is drawn.
  useEffect(() => {
    if (takeSearchRequest()) document.getElementById(SEARCH_INPUT_ID)?.focus()
  }, [])

  useEffect(() => {
    pending.current?.abort()
    if (!keyword) {
      setGroups([])
      setStatus('idle')
      return
    }
    const controller = new AbortController()
    pending.current = controller
    setStatus('loading')
    const timer = setTimeout(() => {
      searchAll(keyword, language, controller.signal).then(
        (found) => {
          if (!controller.signal.aborted) {
            setGroups(found)
            setStatus('done')
          }
        },
        () => {
          if (!controller.signal.aborted) {
            setGroups([])
            setStatus('error')
          }
        },
      )
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [keyword, language])

  useEffect(() => {
    if (!open || keyword) return
    let live = true
    recentViews(language).then(
      (items) => {
        if (live) setRecent(items)
      },
      () => {
        if (live) setRecent([])
      },
    )
    return () => {
      live = false
    }
  }, [open, keyword, language])

  const options = useMemo(
    () =>
      keyword
        ? optionsOf(groups)
        : optionsOf(recent.length ? [{ kind: 'page', items: recent }] : []).map((o) => ({ ...o, group: 'recent' })),
    [keyword, groups, recent],
  )
  const collection = useMemo(
    () =>
      createListCollection<Option>({
        items: options,
        itemToValue: (o) => o.value,
        itemToString: (o) => o.title,
        groupBy: (o) => o.group,
      }),
    [options],
  )

  function choose(value: string) {
    const item = options.find((o) => o.value === value)
    if (!item || !openResult(apps, item)) return
    void recordView(item)
    setInput('')
    setOpen(false)
  }

  const count = options.length
  const announcement = !keyword
    ? ''
    : status === 'loading'
      ? t('search.searching')
      : status === 'done'
        ? count
          ? t('search.count', { count })
          : t('search.none', { keyword })
        : ''

  return (
    <div className="search-box" data-tour="search">
      <RecentPages apps={apps} />
      <Combobox.Root
        collection={collection}
        ids={{ input: SEARCH_INPUT_ID }}
        inputValue={input}
        onInputValueChange={(d) => setInput(d.inputValue)}
        open={open}
        onOpenChange={(d) => setOpen(d.open)}
        openOnClick
        // The box's own status below announces the results in the page's language; Zag's (in English) stays silent.
        translations={SILENT_RESULTS}
        selectionBehavior="clear"
        value={[]}
        onSelect={(d) => choose(d.itemValue)}
        positioning={{ placement: 'bottom-end', sameWidth: false }}
        lazyMount
        unmountOnExit
      >
        <Combobox.Label className="hr-sr-only">{t('search.label')}</Combobox.Label>
        <Combobox.Control className="search-control">
          <span className="search-icon" aria-hidden="true">
            ⌕
          </span>
          <Combobox.Input
            className="search-input"
            placeholder={t('search.placeholder')}
            aria-keyshortcuts="Alt+K"
            data-testid="global-search"
            onFocus={() => setOpen(true)}
          />
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a hint for the eye; the input announces its shortcut */}
          <kbd className="search-kbd" aria-hidden="true">
            {t('search.shortcut')}
          </kbd>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner className="search-positioner">
            <Combobox.Content className="search-panel" data-testid="search-panel">
              {status === 'error' && keyword && (
                <p className="search-note" role="alert">
                  {t('search.failed')}
                </p>
              )}
              {!keyword && !recent.length && <p className="search-note">{t('search.noRecent')}</p>}
              {keyword && status === 'done' && !count && <p className="search-note">{t('search.none', { keyword })}</p>}
              {collection.group().map(([group, items]) => (
                <Combobox.ItemGroup key={group} className="search-group">
                  <Combobox.ItemGroupLabel className="search-group-label">
                    {t(`search.kind.${group}`)}
                  </Combobox.ItemGroupLabel>
                  {items.map((item) => (
                    <Combobox.Item key={item.value} item={item} className="search-item" data-kind={item.kind}>
                      <Combobox.ItemText className="search-item-title">{item.title}</Combobox.ItemText>
                      {item.snippet && <span className="search-item-snippet">{item.snippet}</span>}
                    </Combobox.Item>
                  ))}
                </Combobox.ItemGroup>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      <span className="hr-sr-only" role="status" aria-live="polite" data-testid="search-status">
        {announcement}
      </span>
    </div>
  )
}
