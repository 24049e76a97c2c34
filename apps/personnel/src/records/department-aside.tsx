import { useRequest } from '@hr-portal/bridge/react'
import { getOptions } from '../api'
import { RequestError, useT } from '@hr-portal/kit'
import { inTreeOrder } from './tree-order'

interface Props {
  selected: number | null
  onSelect: (organId: number | null) => void
  /** Only departments whose name contains this. */
  search: string
}

/** The departments of the tenant (a tree, indented by level) to filter the records by; 'All departments' first. */
export function DepartmentAside({ selected, onSelect, search }: Props) {
  const t = useT()
  const options = useRequest(() => getOptions(), [])
  const organs = inTreeOrder(options.data?.organs ?? []).filter(
    (o) => !search.trim() || o.name.toLowerCase().includes(search.trim().toLowerCase()),
  )
  return (
    <nav className="pers-aside" aria-label={t('records.department')} aria-busy={options.loading}>
      <RequestError className="pers-error" error={options.error} retry={options.retry} />
      {options.loading && !options.data && <p role="status">{t('common.loading')}</p>}
      <ul>
        <li>
          <button type="button" aria-pressed={selected === null} onClick={() => onSelect(null)}>
            {t('records.allDepartments')}
          </button>
        </li>
        {organs.map((o) => (
          <li key={o.id} style={{ paddingInlineStart: search.trim() ? 0 : (o.level - 1) * 12 }}>
            <button type="button" aria-pressed={selected === o.id} onClick={() => onSelect(o.id)}>
              {o.name}
            </button>
          </li>
        ))}
      </ul>
      {options.data && organs.length === 0 && <p className="pers-muted">{t('common.empty')}</p>}
    </nav>
  )
}
