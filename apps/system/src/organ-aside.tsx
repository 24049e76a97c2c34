import { useRequest } from '@hr-portal/bridge/react'
import { filterOrgans } from './organ-filter'
import { OrganTree, type OrganNode } from './organ-tree'
import { http, RequestError, useT } from '@hr-portal/kit'

interface Props {
  selected: string | null
  onSelect: (organId: string | null) => void
  /** Only units whose name contains this (with their ancestors). */
  search?: string
}

/** The organisation tree of the session's tenant, with an "all staff" entry above it. */
export function OrganAside({ selected, onSelect, search = '' }: Props) {
  const t = useT()
  const tree = useRequest(
    () => http.postForm<OrganNode[]>('/ums/web/organ/organTreeList', {}).then((a) => a.result ?? []),
    [],
  )
  const nodes = tree.data ? filterOrgans(tree.data, search) : null
  return (
    <div className="organ-aside" aria-busy={tree.loading}>
      <button type="button" className="organ-all" aria-pressed={selected === null} onClick={() => onSelect(null)}>
        {t('structure.allStaff')}
      </button>
      <RequestError error={tree.error} retry={tree.retry} />
      {tree.loading && !tree.data && <p role="status">{t('common.loading')}</p>}
      {nodes && nodes.length === 0 && <p className="organ-none">{t('structure.noUnit')}</p>}
      {nodes && nodes.length > 0 && (
        <OrganTree key={search} nodes={nodes} selected={selected} onSelect={onSelect} label={t('structure.tree')} />
      )}
    </div>
  )
}
