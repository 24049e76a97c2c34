import { useState } from 'react'
import { PaginationBar } from '@hr-portal/ui'
import { useRequest } from '@hr-portal/bridge/react'
import { paginationLabels } from './pagination-labels'
import { RequestError } from './request-error'
import { http } from './shell'
import { useT } from './use-t'

interface Role { id: number; name: string; description: string; functionIds: string[]; userIds: number[] }
interface AuditRow { id: number; at: number; app: string; method: string; capability: string; decision: string; reason: string; argBytes: number; latencyMs: number; userId: number }
interface AuditPage { total: number; page: number; totalPage: number; rows: AuditRow[] }

/** Roles with their functionIds, and the bridge audit log (every sub-app call, allowed or denied). */
export function RolesPage() {
  const t = useT()
  const roles = useRequest(() => http.postForm<Role[]>('/joyhr/web/authRole/list', {}).then((a) => a.result ?? []), [])
  const [decision, setDecision] = useState('')
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState(20)
  const audit = useRequest(() => http.postForm<AuditPage>('/joyhr/web/bridgeAudit/list',
    { page, rows, ...(decision ? { decision } : {}) }).then((a) => a.result!), [page, rows, decision])
  return (
    <div className="roles">
      <header className="page-head"><h1>{t('roles.title')}</h1></header>
      <section className="roles-section" aria-busy={roles.loading}>
        <RequestError error={roles.error} retry={roles.retry} />
        <table data-testid="roles-table">
          <thead><tr><th scope="col">{t('roles.name')}</th><th scope="col">{t('roles.functions')}</th><th scope="col">{t('roles.users')}</th></tr></thead>
          <tbody>{roles.data?.map((role) => (
            <tr key={role.id}><td>{role.name}</td><td>{role.functionIds.join(', ')}</td><td>{role.userIds.length}</td></tr>
          ))}</tbody>
        </table>
      </section>
      <section className="roles-section" aria-busy={audit.loading}>
        <h2>{t('roles.audit')}</h2>
        <label>{t('roles.decision')} <select value={decision} onChange={(e) => { setDecision(e.target.value); setPage(1) }} data-testid="audit-decision">
          <option value="">{t('roles.all')}</option><option value="allow">allow</option><option value="deny">deny</option>
        </select></label>
        <RequestError error={audit.error} retry={audit.retry} />
        <table data-testid="audit-table">
          <thead><tr>{['at', 'app', 'method', 'capability', 'decision', 'reason', 'bytes', 'latency'].map((k) => <th key={k} scope="col">{t(`roles.col.${k}`)}</th>)}</tr></thead>
          <tbody>{audit.data?.rows.map((row) => (
            <tr key={row.id}><td>{new Date(row.at).toLocaleString()}</td><td>{row.app}</td><td>{row.method}</td><td>{row.capability}</td>
              <td>{row.decision}</td><td>{row.reason}</td><td>{row.argBytes}</td><td>{row.latencyMs}</td></tr>
          ))}</tbody>
        </table>
        <PaginationBar total={audit.data?.total ?? 0} page={page} rows={rows} disabled={audit.loading} resetOnTotalChange={false}
          onPageChange={setPage} onSizeChange={setRows} labels={paginationLabels(t)} />
      </section>
    </div>
  )
}
