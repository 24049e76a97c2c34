import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { DatePicker, parseDate } from '@ark-ui/react/date-picker'
import type { Language } from '../i18n/create-i18n'
import type { DateKind } from './date-text'
import type { DateFieldLabels } from './labels'

export interface CalendarProps {
  kind: Exclude<DateKind, 'time'>
  /** The field's value ('' for none). */
  value: string
  min?: string
  max?: string
  language: Language
  labels: DateFieldLabels
  /** The field the calendar opens under; clicks in it do not close the calendar. */
  anchor: RefObject<HTMLElement | null>
  /** A day (or month) was chosen: its value, 2026-03-08 (2026-03 for a month). */
  onPick: (value: string) => void
  /** Closed without a choice: by Escape (the focus goes back to the field) or by a click elsewhere (it stays there). */
  onClose: (byKey: boolean) => void
}

const dateOf = (value: string | undefined, kind: CalendarProps['kind']) => {
  const day = kind === 'month' ? (value ? `${value}-01` : '') : (value ?? '').slice(0, 10)
  try {
    return day ? parseDate(day) : undefined
  } catch {
    return undefined
  }
}

/** Where the calendar goes: under the field, or over it when the window has no room below. */
function placeOf(anchor: HTMLElement, own: HTMLElement | null) {
  const box = anchor.getBoundingClientRect()
  const height = own?.offsetHeight ?? 300
  const width = own?.offsetWidth ?? 280
  const below = box.bottom + 4 + height <= window.innerHeight || box.top < height + 4
  return {
    top: below ? box.bottom + 4 : Math.max(4, box.top - 4 - height),
    left: Math.max(4, Math.min(box.left, window.innerWidth - width - 4)),
  }
}

/**
 * The calendar a date field opens: a month of days (or a year of months) in the page's language,
 * ark's date picker shown in place. Arrow keys move between days, Enter chooses, Escape or a click
 * outside closes it.
 */
export default function Calendar({ kind, value, min, max, language, labels, anchor, onPick, onClose }: CalendarProps) {
  const own = useRef<HTMLDivElement>(null)
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null)
  const view = kind === 'month' ? 'month' : 'day'

  useLayoutEffect(() => {
    const update = () => {
      if (anchor.current) setPlace(placeOf(anchor.current, own.current))
    }
    update()
    window.addEventListener('resize', update)
    window.addEventListener('scroll', update, true)
    return () => {
      window.removeEventListener('resize', update)
      window.removeEventListener('scroll', update, true)
    }
  }, [anchor])

  // Once placed (and so visible), the chosen day (or today) takes the focus, so the keyboard goes on in the calendar.
  const placed = place !== null
  useEffect(() => {
    if (placed)
      own.current
        ?.querySelector<HTMLElement>(`[data-part="table-cell-trigger"][data-view="${view}"][data-focus]`)
        ?.focus()
  }, [placed, view])

  const closeOutside = useEffectEvent(() => onClose(false))
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node
      if (!own.current?.contains(target) && !anchor.current?.contains(target)) closeOutside()
    }
    document.addEventListener('pointerdown', outside, true)
    return () => document.removeEventListener('pointerdown', outside, true)
  }, [anchor])

  const selected = dateOf(value, kind)
  return (
    <div
      ref={own}
      className="hr-calendar"
      role="dialog"
      aria-label={labels.choose[kind]}
      style={place ?? { visibility: 'hidden' }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        event.stopPropagation()
        onClose(true)
      }}
    >
      <DatePicker.Root
        inline
        locale={language === 'en' ? 'en-US' : 'zh-CN'}
        startOfWeek={language === 'en' ? 0 : 1}
        selectionMode="single"
        defaultView={view}
        minView={view}
        value={selected ? [selected] : []}
        min={dateOf(min, kind)}
        max={dateOf(max, kind)}
        translations={{
          prevTrigger: (v) => labels.previous[v],
          nextTrigger: (v) => labels.next[v],
          viewTrigger: (v) => labels.switchView[v],
          dayCell: (state) => (state.selected ? `${labels.selected} ${state.valueText}` : state.valueText),
          content: labels.choose[kind],
        }}
        onValueChange={(details) => {
          const picked = details.value[0]?.toString()
          if (picked) onPick(kind === 'month' ? picked.slice(0, 7) : picked)
        }}
      >
        <DatePicker.Content className="hr-calendar-content">
          <DatePicker.View view="day">
            <DatePicker.Context>
              {(api) => (
                <>
                  <Head />
                  <DatePicker.Table>
                    <DatePicker.TableHead>
                      <DatePicker.TableRow>
                        {api.weekDays.map((day, i) => (
                          <DatePicker.TableHeader key={i} abbr={day.long}>
                            {day.narrow}
                          </DatePicker.TableHeader>
                        ))}
                      </DatePicker.TableRow>
                    </DatePicker.TableHead>
                    <DatePicker.TableBody>
                      {api.weeks.map((week, i) => (
                        <DatePicker.TableRow key={i}>
                          {week.map((day, j) => (
                            <DatePicker.TableCell key={j} value={day}>
                              <DatePicker.TableCellTrigger>{day.day}</DatePicker.TableCellTrigger>
                            </DatePicker.TableCell>
                          ))}
                        </DatePicker.TableRow>
                      ))}
                    </DatePicker.TableBody>
                  </DatePicker.Table>
                </>
              )}
            </DatePicker.Context>
          </DatePicker.View>
          <DatePicker.View view="month">
            <DatePicker.Context>
              {(api) => (
                <>
                  <Head />
                  <CellGrid rows={api.getMonthsGrid({ columns: 4, format: 'short' })} />
                </>
              )}
            </DatePicker.Context>
          </DatePicker.View>
          <DatePicker.View view="year">
            <DatePicker.Context>
              {(api) => (
                <>
                  <Head />
                  <CellGrid rows={api.getYearsGrid({ columns: 4 })} />
                </>
              )}
            </DatePicker.Context>
          </DatePicker.View>
        </DatePicker.Content>
      </DatePicker.Root>
    </div>
  )
}

/** The calendar's head: the month (or year, or decade) shown, with the previous and next. */
function Head() {
  return (
    <DatePicker.ViewControl className="hr-calendar-head">
      <DatePicker.PrevTrigger className="hr-calendar-step">‹</DatePicker.PrevTrigger>
      <DatePicker.ViewTrigger className="hr-calendar-view">
        <DatePicker.RangeText />
      </DatePicker.ViewTrigger>
      <DatePicker.NextTrigger className="hr-calendar-step">›</DatePicker.NextTrigger>
    </DatePicker.ViewControl>
  )
}

/** A grid of months or years, four to a row. */
function CellGrid({ rows }: { rows: { label: string; value: number }[][] }) {
  return (
    <DatePicker.Table>
      <DatePicker.TableBody>
        {rows.map((cells, i) => (
          <DatePicker.TableRow key={i}>
            {cells.map((cell, j) => (
              <DatePicker.TableCell key={j} value={cell.value}>
                <DatePicker.TableCellTrigger>{cell.label}</DatePicker.TableCellTrigger>
              </DatePicker.TableCell>
            ))}
          </DatePicker.TableRow>
        ))}
      </DatePicker.TableBody>
    </DatePicker.Table>
  )
}
