import type { ReactNode } from 'react'
import { describeDay, kindOfDay, markOf, type DayKindView, type MonthGridLabels } from './day-kinds'

/** A person of the grid; `dayKinds`: the days on which their own calendar says otherwise than the columns'. */
export interface MonthGridRow {
  id: number
  name: string
  jobNumber: string
  dayKinds?: Record<string, DayKindView>
}

export interface MonthGridProps<E> {
  /** The table's name, also the name of its scrolling region. */
  label: string
  testId: string
  /** The head of the people's column ('Employee'). */
  employeeHeader: string
  /** The month's days, YYYY-MM-DD. */
  days: string[]
  /**
   * Each day's kind in the calendar the page is about (the gateway's `dayKinds`): rest days and holidays shaded,
   * holidays and make-up working days marked and named. Without it, Saturdays and Sundays are the rest days.
   */
  dayKinds?: Record<string, DayKindView>
  /** The words for the days' kinds (`monthGridLabels[language]`). */
  labels: MonthGridLabels
  employees: E[]
  /** One cell's attributes beyond its day, and its content. */
  cell: (employee: E, day: string) => { attributes?: Record<string, string>; content: ReactNode }
}

/** A day's visible mark and its kind in words for assistive technology; nothing on a plain working day. */
function DayNote({ view, own, labels }: { view: DayKindView; own: boolean; labels: MonthGridLabels }) {
  if (view.kind === 'work' && !own) return null
  const mark = markOf(view, own, labels)
  const words = own ? labels.own(describeDay(view, labels)) : describeDay(view, labels)
  return (
    <>
      {mark && (
        <span className="day-mark" data-kind={view.kind} aria-hidden="true">
          {mark}
        </span>
      )}
      <span className="hr-visually-hidden">{words}</span>
    </>
  )
}

/**
 * A month of people (§2 shift and leave tables, attendance results): employees as rows with their job number, days as
 * columns, in a region that scrolls sideways and can be reached by keyboard. Rest days and holidays are shaded;
 * holidays and make-up working days carry a mark and their name (title and hidden text, not colour alone); a cell
 * where the person's own calendar differs from the columns' is marked the same way. Styled by assets/themes/base.css.
 */
export function MonthGrid<E extends MonthGridRow>({
  label,
  testId,
  employeeHeader,
  days,
  dayKinds,
  labels,
  employees,
  cell,
}: MonthGridProps<E>) {
  const columns = new Map(days.map((day) => [day, kindOfDay(dayKinds, day)]))
  const titleOf = (view: DayKindView) => (view.kind === 'work' ? undefined : describeDay(view, labels))
  return (
    <div className="grid-scroll" tabIndex={0} role="region" aria-label={label}>
      <table className="month-grid" aria-label={label} data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{employeeHeader}</th>
            {days.map((day) => {
              const view = columns.get(day)!
              return (
                <th
                  scope="col"
                  key={day}
                  abbr={day}
                  data-kind={view.kind}
                  data-bridged={view.bridged ? 'true' : undefined}
                  title={titleOf(view)}
                >
                  {Number(day.slice(8))}
                  <DayNote view={view} own={false} labels={labels} />
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {employees.map((employee) => (
            <tr key={employee.id} data-employee={employee.id}>
              <th scope="row">
                {employee.name}
                <span className="job-number">{employee.jobNumber}</span>
              </th>
              {days.map((day) => {
                const { attributes, content } = cell(employee, day)
                const own = employee.dayKinds?.[day]
                const view = own ?? columns.get(day)!
                return (
                  <td
                    key={day}
                    data-day={day}
                    data-kind={view.kind}
                    data-bridged={view.bridged ? 'true' : undefined}
                    data-own-calendar={own ? 'true' : undefined}
                    title={own ? labels.own(describeDay(own, labels)) : undefined}
                    {...attributes}
                  >
                    {content}
                    {own && <DayNote view={own} own labels={labels} />}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
