import { useEffect, useState } from 'react'
import { ListPage, listPageLabels, noAccessLabels, type QuickFilterValues, type StatisticsState } from '@hr-portal/ui'
import { OrganAside } from './organ-aside'
import { useLanguage, useT } from '@hr-portal/kit'
import { UserTable } from './user-table'
import { StaffImportButton } from './staff-import'
import { UsersTourButton } from './users-tour'
import { SchemeBar, type SchemeConditions } from './schemes/scheme-bar'
import { offeredOnly, StaffQuickFilters, useStaffQuickFields } from './staff-quick-filters'

/**
 * The staff list as the §2 generic list page: organisation aside, keyword search, the quick filters HR chose (§7 quick
 * query), statistics by status, the table.
 */
export function UsersPage() {
  const t = useT()
  const language = useLanguage()
  const [organId, setOrganId] = useState<string | null>(null)
  const [keyword, setKeyword] = useState('')
  const [status, setStatus] = useState<string | null>(null)
  const [quick, setQuick] = useState<QuickFilterValues>({})
  const quickFields = useStaffQuickFields()
  // A scheme applied before the quick filters were read: its quick filters wait for them.
  const [pendingQuick, setPendingQuick] = useState<QuickFilterValues | null>(null)
  useEffect(() => {
    if (!quickFields || !pendingQuick) return
    setQuick(offeredOnly(pendingQuick, quickFields))
    setPendingQuick(null)
  }, [quickFields, pendingQuick])
  // null until the list's first answer: the strip shows the counts as loading, not as 0.
  const [counts, setCounts] = useState<Record<string, number> | null>(null)
  // Bumped after an import, so the table reloads with the new staff.
  const [imports, setImports] = useState(0)
  const [refused, setRefused] = useState(false)
  const statistics: StatisticsState = {
    activeStatus: status,
    total: Object.values(counts ?? {}).reduce((sum, n) => sum + n, 0),
    countData: counts ?? {},
    loading: counts === null,
    formats: {
      blue: [{ status: '1', value: t('users.onJob') }],
      yellow: [{ status: '2', value: t('users.left') }],
      green: [],
    },
  }
  function applyScheme(conditions: SchemeConditions) {
    setOrganId(conditions.organId ? String(conditions.organId) : null)
    setKeyword(conditions.keyword ?? '')
    setStatus(conditions.status ? String(conditions.status) : null)
    if (quickFields) setQuick(offeredOnly(conditions.quick, quickFields))
    else setPendingQuick(conditions.quick ?? {})
  }
  const filter = {
    ...(organId ? { organId } : {}),
    ...(keyword ? { keyword } : {}),
    ...(status ? { status: Number(status) } : {}),
    ...(Object.keys(quick).length ? { quick } : {}),
  }
  return (
    <div className="users">
      <header className="page-head">
        <h1>{t('users.title')}</h1>
        <StaffImportButton onImported={() => setImports((n) => n + 1)} />
        <UsersTourButton />
      </header>
      <SchemeBar filter={filter} onApply={applyScheme} />
      <StaffQuickFilters fields={quickFields ?? []} values={quick} onApply={setQuick} />
      <ListPage
        title={t('users.title')}
        labels={listPageLabels[language]}
        statistics={statistics}
        onStatus={setStatus}
        onSearch={setKeyword}
        noAccess={refused ? noAccessLabels[language] : null}
        aside={(search) => <OrganAside selected={organId} onSelect={setOrganId} search={search} />}
      >
        <UserTable
          key={`${organId}|${keyword}|${status}|${imports}|${JSON.stringify(quick)}`}
          organId={organId ?? undefined}
          keyword={keyword || undefined}
          status={status ? Number(status) : undefined}
          quick={quick}
          onCounts={setCounts}
          onRefused={() => setRefused(true)}
        />
      </ListPage>
    </div>
  )
}
