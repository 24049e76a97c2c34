import { useCallback, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { MonthGrid, monthGridLabels } from '@hr-portal/ui'
import { LeaveLegend } from './leave-legend'
import { useLiveRefresh } from './live-refresh'
import { TableFilters } from './table-filters'
import { currentMonth, tablesApi, type LeaveCell, type LeaveTable } from './tables-api'
import { LoadError, useLanguage, useT } from '@hr-portal/kit'

/** §2 leave table (menu 8003): a department's month, each employee's approved and pending leave per day, half days marked. */
export function LeaveTablePage() {
  const t = useT()
  const language = useLanguage()
  const [organId, setOrganId] = useState<number | null>(null)
  const [month, setMonth] = useState(currentMonth)
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  useLiveRefresh(reload)
  // The language too: the answer names the holidays in it.
  const table = useRequest(
    () => (organId === null ? Promise.resolve(null) : tablesApi.leaveTable(organId, month)),
    [organId, month, version, language],
  )
  const data = table.data
  const typeName = (data: LeaveTable, code: string) => {
    const type = data.types.find((ty) => ty.code === code)
    return type ? (language === 'en' ? type.nameEn : type.nameZh) : code
  }
  const describe = (data: LeaveTable, cell: LeaveCell) =>
    `${typeName(data, cell.typeCode)} ${t(`tables.part.${cell.part}`)} (${t(`status.${cell.status}`)})`
  return (
    <div className="tables-page">
      <header className="page-head">
        <h1>{t('tables.leaveTitle')}</h1>
      </header>
      <div className="tables-body">
        <TableFilters organId={organId} month={month} onOrgan={setOrganId} onMonth={setMonth} />
        <LeaveLegend own={data?.employees.some((e) => e.dayKinds) ?? false} />
        {table.loading && <p className="empty">{t('common.loading')}</p>}
        <LoadError refusalAsNote error={table.error} retry={table.retry} />
        {data && data.employees.length === 0 && <p className="empty">{t('tables.noStaff')}</p>}
        {data && data.employees.length > 0 && (
          <MonthGrid
            employeeHeader={t('tables.employee')}
            label={t('tables.leaveCaption', { month })}
            testId="leave-grid"
            days={data.days}
            dayKinds={data.dayKinds}
            labels={monthGridLabels[language]}
            employees={data.employees}
            cell={(employee, day) => ({
              content: (employee.days[day] ?? []).map((cell) => (
                <span
                  key={cell.requestId}
                  className="leave-mark"
                  data-status={cell.status}
                  data-part={cell.part}
                  title={describe(data, cell)}
                >
                  <span className="visually-hidden">{describe(data, cell)}</span>
                </span>
              )),
            })}
          />
        )}
      </div>
    </div>
  )
}
