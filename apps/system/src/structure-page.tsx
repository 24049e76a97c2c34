import { useState } from 'react'
import { listPageLabels } from '@hr-portal/ui'
import { OrganAside } from './organ-aside'
import { OrganActions } from './org/organ-actions'
import { shell, useLanguage, useT } from '@hr-portal/kit'
import { UserTable } from './user-table'

/** The staff status the organisation's counts and this page's list show (1: on the job). */
const ON_THE_JOB = 1

/** Organisation structure: the tree on the left, the staff of the selected unit on the right. */
export function StructurePage() {
  const t = useT()
  const labels = listPageLabels[useLanguage()]
  const [search, setSearch] = useState('')
  const [organId, setOrganId] = useState<string | null>(null)
  // Bumped after an organisation change, so the tree reloads.
  const [treeVersion, setTreeVersion] = useState(0)
  const changed = (selectId: number | null) => {
    setTreeVersion((v) => v + 1)
    setOrganId(selectId === null ? null : String(selectId))
  }
  return (
    <div className="structure">
      <header className="page-head">
        <h1>{t('structure.title')}</h1>
        <button
          type="button"
          data-testid="say-hello"
          onClick={() => shell.ui.message('success', t('structure.hello')).catch(() => {})}
        >
          {t('structure.sayHello')}
        </button>
      </header>
      <div className="structure-body">
        <aside className="hr-list-aside">
          <OrganActions organId={organId} onChanged={changed} />
          {/* The department search of the list page: matching units with their whole subtrees. */}
          <input
            type="search"
            aria-label={labels.asideSearch}
            placeholder={labels.asideSearchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            data-testid="organ-search"
          />
          <OrganAside key={treeVersion} selected={organId} onSelect={setOrganId} search={search.trim()} />
        </aside>
        {/* Staff on the job, as the tree counts them: a unit's count is the list's total. */}
        <UserTable key={`${organId ?? 'all'}|${treeVersion}`} organId={organId ?? undefined} status={ON_THE_JOB} />
      </div>
    </div>
  )
}
