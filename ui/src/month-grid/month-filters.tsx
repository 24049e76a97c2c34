import { useEffect } from 'react'

/** A department of the tree, with its children. */
export interface FilterOrgan {
  id: number
  name: string
  children?: FilterOrgan[]
}

export interface MonthFiltersLabels {
  department: string
  month: string
  previousMonth: string
  nextMonth: string
  retry: string
}

export interface MonthFiltersProps {
  /** The organisation tree, once loaded; its load error and a retry. */
  organs: FilterOrgan[] | null | undefined
  error?: unknown
  onRetry?: () => void
  organId: number | null
  month: string
  onOrgan: (id: number) => void
  onMonth: (month: string) => void
  labels: MonthFiltersLabels
}

/** The month `step` months from `month` (YYYY-MM). */
export function moveMonth(month: string, step: number): string {
  const [year, index] = month.split('-').map(Number)
  return new Date(Date.UTC(year, index - 1 + step, 1)).toISOString().slice(0, 7)
}

/** The departments in tree order, each with its depth. */
function flatten(organs: FilterOrgan[], depth = 0): Array<{ id: number; name: string; depth: number }> {
  return organs.flatMap((organ) => [
    { id: organ.id, name: organ.name, depth },
    ...flatten(organ.children ?? [], depth + 1),
  ])
}

/**
 * The department (tree order, indented) and the month (previous / next) of a month of people (MonthGrid). Once the
 * tree is in and no department is chosen, it picks the first one under the top (a table of the whole company is long).
 */
export function MonthFilters({ organs, error, onRetry, organId, month, onOrgan, onMonth, labels }: MonthFiltersProps) {
  const list = organs ? flatten(organs) : []
  const first = (list.find((organ) => organ.depth === 1) ?? list[0])?.id
  useEffect(() => {
    if (organId === null && first !== undefined) onOrgan(first)
  }, [organId, first, onOrgan])
  return (
    <div className="table-filters">
      <label>
        {labels.department}
        <select
          value={organId ?? ''}
          onChange={(event) => onOrgan(Number(event.target.value))}
          disabled={!organs || organId === null}
          data-testid="table-department"
        >
          {list.map((organ) => (
            <option key={organ.id} value={organ.id}>{`${'\u00a0\u00a0'.repeat(organ.depth)}${organ.name}`}</option>
          ))}
        </select>
      </label>
      {error ? (
        <p role="alert">
          {String((error as Error).message ?? error)}{' '}
          {onRetry && (
            <button type="button" onClick={onRetry}>
              {labels.retry}
            </button>
          )}
        </p>
      ) : null}
      <div className="month-switch" role="group" aria-label={labels.month}>
        <button type="button" onClick={() => onMonth(moveMonth(month, -1))} aria-label={labels.previousMonth}>
          ‹
        </button>
        <output aria-live="polite" data-testid="table-month">
          {month}
        </output>
        <button type="button" onClick={() => onMonth(moveMonth(month, 1))} aria-label={labels.nextMonth}>
          ›
        </button>
      </div>
    </div>
  )
}
