import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { OrganTree, type OrganNode } from './organ-tree'
import { RequestError } from './request-error'
import { http, shell } from './shell'
import { useT } from './use-t'
import { UserTable } from './user-table'

/** Organisation structure: the tree on the left, the staff of the selected unit on the right. */
export function StructurePage() {
  const t = useT()
  const [organId, setOrganId] = useState<string | null>(null)
  const tree = useRequest(() => http.postForm<OrganNode[]>('/ums/web/organ/organTreeList', {}).then((a) => a.result ?? []), [])
  return (
    <div className="structure">
      <header className="page-head">
        <h1>{t('structure.title')}</h1>
        <button type="button" data-testid="say-hello" onClick={() => shell.ui.message('success', t('structure.hello')).catch(() => {})}>
          {t('structure.sayHello')}
        </button>
      </header>
      <div className="structure-body">
        <aside aria-busy={tree.loading}>
          <button type="button" className="organ-all" aria-pressed={organId === null} onClick={() => setOrganId(null)}>{t('structure.allStaff')}</button>
          <RequestError error={tree.error} retry={tree.retry} />
          {tree.loading && !tree.data && <p role="status">{t('common.loading')}</p>}
          {tree.data && <OrganTree nodes={tree.data} selected={organId} onSelect={setOrganId} label={t('structure.tree')} />}
        </aside>
        <UserTable key={organId ?? 'all'} organId={organId} />
      </div>
    </div>
  )
}
