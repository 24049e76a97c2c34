import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { ExportButton } from './export-button'
import { RequestError } from './request-error'
import { http } from './shell'
import { useT } from './use-t'

interface UserRow { id: string | number; name: string; jobNumber: string; organName: string; gangweiName?: string; phone: string; entryDate: string }
interface UserPage { total: number; page: number; totalPage: number; rows: UserRow[] }

const PAGE_SIZES = [10, 20, 50, 100, 200]

/** The paged staff list of one organisation (or all staff). */
export function UserTable({ organId }: { organId: string | null }) {
  const t = useT()
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState(10)
  const { data, error, loading, retry } = useRequest(
    () => http.postForm<UserPage>('/ums/web/entryUser/getUserPage', { page, rows, ...(organId ? { organId } : {}) }).then((a) => a.result!),
    [organId, page, rows],
  )
  const totalPage = Math.max(1, data?.totalPage ?? 1)
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
      <nav className="pager" aria-label={t('pager.size')}>
        <ExportButton organId={organId} />
        <span>{t('pager.total', { total: data?.total ?? 0 })}</span>
        <label>{t('pager.size')} <select value={rows} onChange={(e) => { setRows(Number(e.target.value)); setPage(1) }}>
          {PAGE_SIZES.map((n) => <option key={n} value={n}>{n}</option>)}
        </select></label>
        <button type="button" disabled={page <= 1 || loading} onClick={() => setPage(page - 1)}>{t('pager.prev')}</button>
        <span>{t('pager.page', { page, totalPage })}</span>
        <button type="button" disabled={page >= totalPage || loading} onClick={() => setPage(page + 1)}>{t('pager.next')}</button>
      </nav>
    </section>
  )
}
