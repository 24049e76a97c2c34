import { useEffect } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { tablesApi, moveMonth, type Organ } from './tables-api'
import { useT } from './use-t'

/** The departments in tree order, each with its depth. */
function flatten(organs: Organ[], depth = 0): Array<{ id: number; name: string; depth: number }> {
  return organs.flatMap((organ) => [{ id: organ.id, name: organ.name, depth }, ...flatten(organ.children ?? [], depth + 1)])
}

interface Props { organId: number | null; month: string; onOrgan: (id: number) => void; onMonth: (month: string) => void }

/** The department (tree order, indented) and the month (previous / next) of the shift and leave tables. */
export function TableFilters({ organId, month, onOrgan, onMonth }: Props) {
  const t = useT()
  const organs = useRequest(() => tablesApi.organs(), [])
  const list = organs.data ? flatten(organs.data) : []
  // Once the list is in: the first department under the top one (a table of the whole company is long), else the top.
  const first = (list.find((organ) => organ.depth === 1) ?? list[0])?.id
  useEffect(() => { if (organId === null && first !== undefined) onOrgan(first) }, [organId, first, onOrgan])
  return (
    <div className="table-filters">
      <label>
        {t('tables.department')}
        <select value={organId ?? ''} onChange={(event) => onOrgan(Number(event.target.value))} disabled={!organs.data || organId === null} data-testid="table-department">
          {list.map((organ) => <option key={organ.id} value={organ.id}>{`${'\u00a0\u00a0'.repeat(organ.depth)}${organ.name}`}</option>)}
        </select>
      </label>
      {organs.error ? <p role="alert">{String((organs.error as Error).message)} <button onClick={organs.retry}>{t('common.retry')}</button></p> : null}
      <div className="month-switch" role="group" aria-label={t('tables.month')}>
        <button onClick={() => onMonth(moveMonth(month, -1))} aria-label={t('tables.previousMonth')}>‹</button>
        <output aria-live="polite" data-testid="table-month">{month}</output>
        <button onClick={() => onMonth(moveMonth(month, 1))} aria-label={t('tables.nextMonth')}>›</button>
      </div>
    </div>
  )
}
