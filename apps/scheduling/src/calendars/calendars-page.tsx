import { useCallback, useState } from 'react'
import { listText } from '@hr-portal/ui'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { api } from '../api'
import { LoadError, useLanguage, useT } from '@hr-portal/kit'
import { CalendarForm } from './calendar-form'
import { DayForm } from './day-form'
import { ImportForm } from './import-form'
import { YearView } from './year-view'

/** Work calendars (menu 8101; 810101 edits): a calendar's year of holidays and make-up days, a day added or removed, a file imported. */
export function CalendarsPage() {
  const t = useT()
  const language = useLanguage()
  const canEdit = usePermission('810101')
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  const calendars = useRequest(() => api.calendars(), [version])
  // The calendar chosen, or the default one until one is chosen (a choice made as the list arrives is never undone).
  const [chosenId, setCalendarId] = useState<number | null>(null)
  const calendarId =
    chosenId ?? (calendars.data?.length ? (calendars.data.find((c) => c.isDefault) ?? calendars.data[0]).id : null)
  const [year, setYear] = useState(() => new Date().getFullYear())
  const [picked, setPicked] = useState<string | null>(null)
  const [status, setStatus] = useState('')
  const days = useRequest(
    () => (calendarId === null ? Promise.resolve(null) : api.days(calendarId, year)),
    [calendarId, year, version],
  )
  const calendar = calendars.data?.find((c) => c.id === calendarId)
  const list = days.data?.days ?? []
  const holidays = list.filter((d) => d.kind === 'holiday' && d.statutory).length
  const bridged = list.filter((d) => d.kind === 'holiday' && !d.statutory).length
  const workdays = list.length - holidays - bridged

  return (
    <div className="page">
      <header className="page-head">
        <h1>{t('calendars.title')}</h1>
      </header>
      <div className="page-body">
        <div className="row">
          <label>
            {t('calendars.calendar')}
            <select
              value={calendarId ?? ''}
              onChange={(e) => setCalendarId(Number(e.target.value))}
              data-testid="calendar-select"
            >
              {(calendars.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {language === 'en' ? c.nameEn : c.nameZh}
                  {c.isDefault ? ` (${t('calendars.default')})` : ''}
                </option>
              ))}
            </select>
          </label>
          <div className="month-switch" role="group" aria-label={t('calendars.year')}>
            <button type="button" onClick={() => setYear(year - 1)} aria-label={t('calendars.previousYear')}>
              ‹
            </button>
            <output aria-live="polite" data-testid="calendar-year">
              {year}
            </output>
            <button type="button" onClick={() => setYear(year + 1)} aria-label={t('calendars.nextYear')}>
              ›
            </button>
          </div>
          {calendar && (
            <span className="hint">
              {t('calendars.summary', {
                zone: calendar.timeZone,
                holidays,
                bridged,
                workdays,
                groups:
                  listText(
                    language,
                    calendar.groups.map((g) => g.name),
                  ) || '—',
              })}
            </span>
          )}
        </div>
        <LoadError error={calendars.error} retry={calendars.retry} />
        <LoadError error={days.error} retry={days.retry} />
        <ul className="legend" aria-label={t('calendars.legend')}>
          <li>
            <span className="mark" data-kind="holiday" />
            {t('calendars.kind.holiday')}
          </li>
          <li>
            <span className="mark" data-kind="bridged" />
            {t('calendars.kind.bridged')}
          </li>
          <li>
            <span className="mark" data-kind="workday" />
            {t('calendars.kind.workday')}
          </li>
          <li>
            <span className="mark" data-kind="weekend" />
            {t('calendars.weekend')}
          </li>
        </ul>
        {days.data && <YearView year={year} days={list} onPick={canEdit ? setPicked : undefined} />}
        <p className="form-done" aria-live="polite">
          {status}
        </p>
        {canEdit && calendarId !== null && <ImportForm calendarId={calendarId} onDone={reload} />}
        {canEdit && (
          <CalendarForm
            onSaved={(id) => {
              setCalendarId(id)
              reload()
            }}
          />
        )}
        {picked && calendarId !== null && (
          <DayForm
            day={picked}
            current={list.find((d) => d.day === picked)}
            onClose={() => setPicked(null)}
            onSave={async (day) => {
              await api.saveDay(calendarId, day)
              setPicked(null)
              setStatus(t('calendars.daySaved', { day: day.day }))
              reload()
            }}
            onRemove={async () => {
              await api.deleteDay(calendarId, picked)
              setStatus(t('calendars.dayRemoved', { day: picked }))
              setPicked(null)
              reload()
            }}
          />
        )}
      </div>
    </div>
  )
}
