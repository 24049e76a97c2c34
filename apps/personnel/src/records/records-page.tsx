import { useEffect, useState } from 'react'
import { usePermission } from '@hr-portal/bridge/react'
import { ListPage, listPageLabels, noAccessLabels, type StatisticsState } from '@hr-portal/ui'
import { app, router, useLanguage, useT } from '@hr-portal/kit'
import { DepartmentAside } from './department-aside'
import { RecordSchemes, type RecordConditions } from './record-schemes'
import { RecordTable } from './record-table'

/**
 * Employee records (1101): the §2 list page with its saved query schemes, a department aside, keyword search, counts by
 * status, and Onboard (110102).
 */
export function RecordsPage() {
  const t = useT()
  const language = useLanguage()
  const canOnboard = usePermission('110102')
  const [organId, setOrganId] = useState<number | null>(null)
  const [keyword, setKeyword] = useState('')
  const [status, setStatus] = useState<string | null>('1')
  // null until the list's first answer: the strip shows the counts as loading, not as 0.
  const [counts, setCounts] = useState<Record<string, number> | null>(null)
  const [changes, setChanges] = useState(0)
  const [refused, setRefused] = useState(false)
  // A record changed in another app or page: reload the list.
  useEffect(() => app.events.on('staff.changed', () => setChanges((n) => n + 1)), [])
  const statistics: StatisticsState = {
    activeStatus: status,
    total: Object.values(counts ?? {}).reduce((sum, n) => sum + n, 0),
    countData: counts ?? {},
    loading: counts === null,
    formats: {
      blue: [{ status: '1', value: t('records.onJob') }],
      yellow: [{ status: '2', value: t('records.left') }],
      green: [],
    },
  }
  const conditions: RecordConditions = {
    ...(keyword ? { keyword } : {}),
    ...(organId ? { organId } : {}),
    ...(status ? { status: Number(status) } : {}),
  }
  function applyScheme(saved: RecordConditions) {
    setOrganId(saved.organId ?? null)
    setKeyword(saved.keyword ?? '')
    setStatus(saved.status ? String(saved.status) : null)
  }
  return (
    <div className="pers-page pers-records">
      <RecordSchemes conditions={conditions} onApply={applyScheme} />
      <ListPage
        title={t('records.title')}
        labels={{ ...listPageLabels[language], add: t('records.onboard') }}
        statistics={statistics}
        noAccess={refused ? noAccessLabels[language] : null}
        onStatus={setStatus}
        onSearch={setKeyword}
        onAdd={canOnboard ? () => router.navigate('/records/new') : undefined}
        aside={(search) => <DepartmentAside selected={organId} onSelect={setOrganId} search={search} />}
      >
        <RecordTable
          key={`${organId}|${keyword}|${status}|${changes}`}
          organId={organId}
          keyword={keyword}
          status={status ? Number(status) : undefined}
          onCounts={setCounts}
          onRefused={() => setRefused(true)}
        />
      </ListPage>
    </div>
  )
}
