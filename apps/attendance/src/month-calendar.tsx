import { monthGridLabels } from '@hr-portal/ui'
import { useRef, type KeyboardEvent } from 'react'
import type { DayResult } from './kaoqin-api'
import { resultText } from './result-text'
import { useLanguage, useT } from '@hr-portal/kit'

interface Props {
  month: string
  days: DayResult[]
  selected: string | null
  onSelect: (day: string) => void
  leaveName: (code: string) => string
}

/** Monday first: the blank cells before the month's first day. */
const leadOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7

/**
 * A month as a calendar, each day's result in colour and in words; the days are one tab stop (arrow keys move a
 * day or a week, Home and End to the month's ends), Enter or a click opens the day.
 */
export function MonthCalendar({ month, days, selected, onSelect, leaveName }: Props) {
  const t = useT()
  const language = useLanguage()
  const labels = monthGridLabels[language === 'en' ? 'en' : 'zh-CN']
  const grid = useRef<HTMLDivElement>(null)
  const focusDay = selected ?? days.find((d) => d.open)?.day ?? days[0]?.day
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key]
    const target =
      event.key === 'Home' ? 0 : event.key === 'End' ? days.length - 1 : step === undefined ? null : index + step
    if (target === null || target < 0 || target >= days.length) return
    event.preventDefault()
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${days[target].day}"]`)?.focus()
  }
  const lead = days.length ? leadOf(days[0].day) : 0
  return (
    <div
      className="month-calendar"
      role="group"
      aria-label={t('att.calendar', { month })}
      ref={grid}
      data-testid="month-calendar"
    >
      {Array.from({ length: 7 }, (_, i) => (
        <span key={i} className="weekday" aria-hidden="true">
          {t(`att.weekdays.${i}`)}
        </span>
      ))}
      {Array.from({ length: lead }, (_, i) => (
        <span key={`lead-${i}`} aria-hidden="true" />
      ))}
      {days.map((day, index) => {
        const text =
          day.status === 'open'
            ? day.shift
              ? `${day.shift.start}–${day.shift.end}`
              : ''
            : resultText(t, day, day.leaveType ? leaveName(day.leaveType) : undefined)
        const weekday = t(`att.weekdayNames.${leadOf(day.day)}`)
        const makeUp = day.makeUpName ? day.makeUpName[language === 'en' ? 'en' : 'zh'] || labels.kinds.makeUp : null
        return (
          <button
            key={day.day}
            type="button"
            className="calendar-day"
            data-day={day.day}
            data-status={day.status}
            data-testid={`day-${day.day}`}
            tabIndex={day.day === focusDay ? 0 : -1}
            aria-pressed={day.day === selected}
            onClick={() => onSelect(day.day)}
            onKeyDown={(event) => move(event, index)}
            data-make-up={makeUp ? 'true' : undefined}
            aria-label={`${day.day} ${weekday}${makeUp ? ` (${makeUp})` : ''}: ${day.status === 'open' ? t('att.status.open') : text}${day.flagged ? `, ${t('att.flagged')}` : ''}`}
          >
            <span className="calendar-date" aria-hidden="true">
              {Number(day.day.slice(8))}
            </span>
            <span className="calendar-text" aria-hidden="true">
              {day.kind === 'holiday' && day.holidayName ? day.holidayName[language === 'en' ? 'en' : 'zh'] : text}
            </span>
            {makeUp && (
              <span className="calendar-make-up" aria-hidden="true" title={makeUp}>
                {labels.marks.on}
              </span>
            )}
            {day.flagged && (
              <span className="calendar-flag" aria-hidden="true">
                !
              </span>
            )}
          </button>
        )
      })}
    </div>
  )
}
