import { MonthGrid, monthGridLabels } from '@hr-portal/ui'
import { LeaveLegend } from '../leave-legend'
import { useLanguage, useT } from '@hr-portal/kit'
import type { RequestTeamCalendar } from './team-leave-api'

type Grid = RequestTeamCalendar
type Cell = Grid['employees'][number]['days'][string][number]

/**
 * People's leave over days (the team leave calendar's month, or a request's days in the approver's dialog): a mark per
 * leave in its cell (whole day or a half, approved filled, pending hatched) with the type's first letter, and the type,
 * the part of the day and the status in words for assistive technology and as the mark's title.
 */
export function LeaveCalendar({ grid, label, testId }: { grid: Grid; label: string; testId: string }) {
  const t = useT()
  const language = useLanguage()
  const typeName = (code: string) => {
    const type = grid.types.find((ty) => ty.code === code)
    return type ? (language === 'en' ? type.nameEn : type.nameZh) : code
  }
  const describe = (cell: Cell) =>
    `${typeName(cell.typeCode)} ${t(`tables.part.${cell.part}`)} (${t(`status.${cell.status}`)})`
  const employees = grid.employees.map((employee) =>
    employee.applicant ? { ...employee, name: t('teamLeave.applicantName', { name: employee.name }) } : employee,
  )
  return (
    <>
      <LeaveLegend own={grid.employees.some((e) => e.dayKinds)} />
      <MonthGrid
        employeeHeader={t('tables.employee')}
        label={label}
        testId={testId}
        days={grid.days}
        dayKinds={grid.dayKinds}
        labels={monthGridLabels[language]}
        employees={employees}
        cell={(employee, day) => ({
          attributes: employee.applicant ? { 'data-applicant': 'true' } : undefined,
          content: (employee.days[day] ?? []).map((cell) => (
            <span
              key={cell.requestId}
              className="leave-mark team-leave-mark"
              data-status={cell.status}
              data-part={cell.part}
              data-type={cell.typeCode}
              title={describe(cell)}
            >
              <span aria-hidden="true">{typeName(cell.typeCode).slice(0, 1)}</span>
              <span className="visually-hidden">{describe(cell)}</span>
            </span>
          )),
        })}
      />
    </>
  )
}
