import type { ReactNode } from 'react'
import { isWeekend } from './tables-api'
import { useT } from './use-t'

interface Props<E> {
  /** The table's name, also the name of its scrolling region. */
  label: string
  testId: string
  days: string[]
  employees: E[]
  /** One cell's attributes beyond its day, and its content. */
  cell: (employee: E, day: string) => { attributes?: Record<string, string>; content: ReactNode }
}

/**
 * A department's month as the shift and leave tables show it (§2): employees as rows, days as columns, weekends marked,
 * in a region that scrolls sideways and can be reached by keyboard.
 */
export function MonthGrid<E extends { id: number; name: string; jobNumber: string }>({ label, testId, days, employees, cell }: Props<E>) {
  const t = useT()
  const weekend = (day: string) => (isWeekend(day) ? 'weekend' : undefined)
  return (
    <div className="grid-scroll" tabIndex={0} role="region" aria-label={label}>
      <table className="month-grid" aria-label={label} data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t('tables.employee')}</th>
            {days.map((day) => <th scope="col" key={day} className={weekend(day)} abbr={day}>{Number(day.slice(8))}</th>)}
          </tr>
        </thead>
        <tbody>
          {employees.map((employee) => (
            <tr key={employee.id} data-employee={employee.id}>
              <th scope="row">{employee.name}<span className="job-number">{employee.jobNumber}</span></th>
              {days.map((day) => {
                const { attributes, content } = cell(employee, day)
                return <td key={day} className={weekend(day)} data-day={day} {...attributes}>{content}</td>
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
