import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { PaginationBar } from '@hr-portal/ui'
import { ExportButton } from './export-button'
import { paginationLabels } from './pagination-labels'
import { RequestError } from './request-error'
import { http } from './shell'
import { useT } from './use-t'

interface UserRow { id: string | number; name: string; jobNumber: string; organName: string; gangweiName?: string; phone: string; entryDate: string }
interface UserPage { total: number; page: number; totalPage: number; rows: UserRow[] }

/** The paged staff list of one organisation (or all staff). */
export function UserTable({ organId }: { organId: string | null }) {
  const t = useT()
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState(10)
  const { data, error, loading, retry } = useRequest(
    () => http.postForm<UserPage>('/ums/web/entryUser/getUserPage', { page, rows, ...(organId ? { organId } : {}) }).then((a) => a.result!),
    [organId, page, rows],
  )
  return (
    <section aria-busy={loading} className="user-table">
      <RequestError error={error} retry={retry} />
      <table data-testid="user-table">
        <thead>
          <tr>{['name', 'jobNumber', 'organ', 'position', 'phone', 'entryDate'].map((k) => <th key={k} scope="col">{t(`users.${k}`)}</th>)}</tr>
        </thead>
        <tbody>
          {data?.rows.map((row) => (
            <tr key={row.id}><td>{row.name}</td><td>{row.jobNumber}</td><td>{row.organName}</td><td>{row.gangweiName ?? ''}</td><td>{row.phone}</td><td>{row.entryDate}</td></tr>
          ))}
          {data && data.rows.length === 0 && <tr><td colSpan={6}>{t('users.empty')}</td></tr>}
        </tbody>
      </table>
      <div className="table-actions"><ExportButton organId={organId} /></div>
      <PaginationBar total={data?.total ?? 0} page={page} rows={rows} disabled={loading} showGoTo
        onPageChange={setPage} onSizeChange={setRows} labels={paginationLabels(t)} />
    </section>
  )
}
