import { useCallback, useDeferredValue, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { DayKindKey, MonthGrid, monthGridLabels, moveMonth } from '@hr-portal/ui'
import { DayDetail } from './day-detail'
import { attendanceApi, type DayStatus, type Mark } from './kaoqin-api'
import { useLiveRefresh } from './live-refresh'
import { resultText } from './result-text'
import { TableFilters } from './table-filters'
import { currentMonth } from './tables-api'
import { LoadError, useLanguage, useT } from '@hr-portal/kit'
import { GridFilter, shownPeople } from './grid-filter'

const LEGEND: DayStatus[] = [
  'normal',
  'late',
  'early',
  'late_early',
  'absent',
  'missing_punch',
  'leave',
  'rest',
  'holiday',
  'open',
]

/**
 * Team attendance (8006: the people reporting to me) or department attendance (8007: a department within my data
 * range): people × days with a result mark per day and a legend; a cell opens that person's day.
 */
export function AttendanceGridPage({ scope }: { scope: 'team' | 'department' }) {
  const t = useT()
  const language = useLanguage()
  const [organId, setOrganId] = useState<number | null>(null)
  const [month, setMonth] = useState(currentMonth)
  const [open, setOpen] = useState<{ employeeId: number; day: string } | null>(null)
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  useLiveRefresh(reload)
  const table = useRequest(
    () =>
      scope === 'team'
        ? attendanceApi.team(month)
        : organId === null
          ? Promise.resolve(null)
          : attendanceApi.department(organId, month),
    [scope, organId, month, version, language],
  )
  const data = table.data
  const [filter, setFilter] = useState({ text: '', exceptions: false })
  const shown = shownPeople(data?.employees ?? [], useDeferredValue(filter))
  const describe = (mark: Mark) => `${resultText(t, mark)}${mark.flagged ? `, ${t('att.flagged')}` : ''}`
  return (
    <div className="tables-page">
      <header className="page-head">
        <h1>{t(scope === 'team' ? 'att.teamTitle' : 'att.departmentTitle')}</h1>
      </header>
      <div className="tables-body">
        {scope === 'department' ? (
          <TableFilters organId={organId} month={month} onOrgan={setOrganId} onMonth={setMonth} />
        ) : (
          <div className="month-switch" role="group" aria-label={t('tables.month')}>
            <button type="button" onClick={() => setMonth(moveMonth(month, -1))} aria-label={t('tables.previousMonth')}>
              ‹
            </button>
            <output aria-live="polite" data-testid="table-month">
              {month}
            </output>
            <button type="button" onClick={() => setMonth(moveMonth(month, 1))} aria-label={t('tables.nextMonth')}>
              ›
            </button>
          </div>
        )}
        <ul className="table-legend" aria-label={t('att.legend')}>
          {LEGEND.map((status) => (
            <li key={status}>
              <span className="result-mark" data-status={status} aria-hidden="true">
                {t(`att.mark.${status}`)}
              </span>
              {t(`att.status.${status}`)}
            </li>
          ))}
          <li>
            <span className="result-mark" data-flagged="true" aria-hidden="true">
              !
            </span>
            {t('att.flagged')}
          </li>
          <DayKindKey
            labels={monthGridLabels[language]}
            kinds={['holiday', 'bridged', 'makeUp']}
            own={data?.employees.some((e) => e.dayKinds) ?? false}
          />
        </ul>
        {table.loading && <p className="empty">{t('common.loading')}</p>}
        <LoadError refusalAsNote error={table.error} retry={table.retry} />
        {data && data.employees.length === 0 && (
          <p className="empty">{t(scope === 'team' ? 'att.noTeam' : 'tables.noStaff')}</p>
        )}
        {data && data.employees.length > 0 && (
          <GridFilter filter={filter} onChange={setFilter} shown={shown.length} total={data.employees.length} />
        )}
        {data && data.employees.length > 0 && (
          <MonthGrid
            employeeHeader={t('tables.employee')}
            label={t(scope === 'team' ? 'att.teamTitle' : 'att.departmentTitle')}
            testId="attendance-grid"
            days={data.days}
            dayKinds={data.dayKinds}
            labels={monthGridLabels[language]}
            employees={shown}
            cell={(employee, day) => {
              const mark = employee.days[day]
              if (!mark) return { content: null }
              return {
                attributes: { 'data-status': mark.status },
                content: (
                  <button
                    type="button"
                    className="cell-button result-mark"
                    data-status={mark.status}
                    data-flagged={mark.flagged}
                    title={describe(mark)}
                    aria-label={`${employee.name} ${day}: ${describe(mark)}`}
                    onClick={() => setOpen({ employeeId: employee.id, day })}
                  >
                    {t(`att.mark.${mark.status}`)}
                    {mark.flagged ? '!' : ''}
                  </button>
                ),
              }
            }}
          />
        )}
        {open && (
          <DayDetail
            key={`${open.employeeId}-${open.day}-${version}`}
            day={open.day}
            employeeId={open.employeeId}
            onClose={() => setOpen(null)}
          />
        )}
      </div>
    </div>
  )
}
