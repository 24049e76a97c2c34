import { useCallback, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { DayKindKey, MonthGrid, monthGridLabels } from '@hr-portal/ui'
import { RosterPublish } from './roster-publish'
import { ShiftEditor } from './shift-editor'
import { TableFilters } from './table-filters'
import { currentMonth, tablesApi, type Shift } from './tables-api'
import { WeekFill } from './week-fill'
import { LoadError, useLanguage, useT } from '@hr-portal/kit'

/** §2 shift table (menu 8002): a department's month, employees as rows and days as columns; 800102 sets shifts. */
export function ShiftTablePage() {
  const t = useT()
  const language = useLanguage()
  const [organId, setOrganId] = useState<number | null>(null)
  const [month, setMonth] = useState(currentMonth)
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  // The language too: the answer names the holidays in it.
  const roster = useRequest(
    () => (organId === null ? Promise.resolve(null) : tablesApi.roster(organId, month)),
    [organId, month, version, language],
  )
  const [editing, setEditing] = useState<{
    employeeId: number
    name: string
    day: string
    shiftId: number | undefined
  } | null>(null)
  const data = roster.data
  const shiftName = (shift: Shift) => (language === 'en' ? shift.nameEn : shift.nameZh)
  const label = (id: number | undefined) => {
    if (id === undefined) return ''
    if (id === 0) return t('tables.rest')
    const shift = data?.shifts.find((s) => s.id === id)
    return shift ? shiftName(shift) : ''
  }
  return (
    <div className="tables-page">
      <header className="page-head">
        <h1>{t('tables.shiftTitle')}</h1>
      </header>
      <div className="tables-body">
        <TableFilters organId={organId} month={month} onOrgan={setOrganId} onMonth={setMonth} />
        {data && (
          <ul className="table-legend" aria-label={t('tables.legend')}>
            {data.shifts.map((shift) => (
              <li key={shift.id}>
                <span className="cell-mark" data-shift={shift.id} />
                {shiftName(shift)} {shift.startTime}–{shift.endTime}
              </li>
            ))}
            <li>
              <span className="cell-mark" data-shift="0" />
              {t('tables.rest')}
            </li>
            <DayKindKey labels={monthGridLabels[language]} own={data.employees.some((e) => e.dayKinds)} />
          </ul>
        )}
        {data?.canEdit && data.employees.length > 0 && organId !== null && (
          <WeekFill
            shifts={data.shifts}
            onFill={async (week) => {
              await tablesApi.fillWeek(
                organId,
                month,
                data.employees.map((e) => e.id),
                week,
              )
              reload()
            }}
          />
        )}
        {data?.canEdit && data.employees.length > 0 && organId !== null && (
          <RosterPublish organId={organId} month={month} publishedAt={data.publishedAt} onDone={reload} />
        )}
        {data?.locked && (
          <p className="hint" role="status">
            {t('tables.locked')}
          </p>
        )}
        {roster.loading && <p className="empty">{t('common.loading')}</p>}
        <LoadError error={roster.error} retry={roster.retry} />
        {data && data.employees.length === 0 && <p className="empty">{t('tables.noStaff')}</p>}
        {data && data.employees.length > 0 && (
          <MonthGrid
            employeeHeader={t('tables.employee')}
            label={t('tables.shiftCaption', { month })}
            testId="shift-grid"
            days={data.days}
            dayKinds={data.dayKinds}
            labels={monthGridLabels[language]}
            employees={data.employees}
            cell={(employee, day) => {
              const id = employee.days[day]
              const text = label(id)
              return {
                attributes: { 'data-shift': String(id ?? '') },
                content: data.canEdit ? (
                  <button
                    type="button"
                    className="cell-button"
                    aria-label={`${employee.name} ${day}: ${text || t('tables.unplanned')}`}
                    onClick={() => setEditing({ employeeId: employee.id, name: employee.name, day, shiftId: id })}
                  >
                    {text}
                  </button>
                ) : (
                  text
                ),
              }
            }}
          />
        )}
        {editing && organId !== null && data && (
          <ShiftEditor
            shifts={data.shifts}
            target={editing}
            onClose={() => setEditing(null)}
            onSave={async (shiftId) => {
              await tablesApi.setShift(organId, editing.employeeId, editing.day, shiftId)
              setEditing(null)
              reload()
            }}
          />
        )}
      </div>
    </div>
  )
}
