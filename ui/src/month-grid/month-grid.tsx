import type { ReactNode } from 'react'

export interface MonthGridProps<E> {
  /** The table's name, also the name of its scrolling region. */
  label: string
  testId: string
  /** The head of the people's column ('Employee'). */
  employeeHeader: string
  /** The month's days, YYYY-MM-DD. */
  days: string[]
  employees: E[]
  /** One cell's attributes beyond its day, and its content. */
  cell: (employee: E, day: string) => { attributes?: Record<string, string>; content: ReactNode }
}

const isWeekend = (day: string): boolean => new Date(`${day}T00:00:00Z`).getUTCDay() % 6 === 0

/**
 * A month of people (§2 shift and leave tables, attendance results): employees as rows with their job number, days as
 * columns, Saturdays and Sundays marked, in a region that scrolls sideways and can be reached by keyboard. Styled by
 * assets/themes/base.css.
 */
export function MonthGrid<E extends { id: number; name: string; jobNumber: string }>({ label, testId, employeeHeader, days, employees, cell }: MonthGridProps<E>) {
  const weekend = (day: string) => (isWeekend(day) ? 'weekend' : undefined)
  return (
    <div className="grid-scroll" tabIndex={0} role="region" aria-label={label}>
      <table className="month-grid" aria-label={label} data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{employeeHeader}</th>
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
