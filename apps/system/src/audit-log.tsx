import { useMemo, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { DataTable, dataTableLabels, PaginationBar, type ColumnDef } from '@hr-portal/ui'
import { paginationLabels } from './pagination-labels'
import { http, RequestError, useLanguage, useT } from '@hr-portal/kit'

interface AuditRow extends Record<string, unknown> {
  id: number
  at: number
  app: string
  method: string
  capability: string
  decision: string
  reason: string
  argBytes: number
  latencyMs: number
  userId: number
}
interface AuditPage {
  total: number
  page: number
  totalPage: number
  rows: AuditRow[]
}

const COLUMNS: Array<[keyof AuditRow, string]> = [
  ['at', 'at'],
  ['app', 'app'],
  ['method', 'method'],
  ['capability', 'capability'],
  ['decision', 'decision'],
  ['reason', 'reason'],
  ['argBytes', 'bytes'],
  ['latencyMs', 'latency'],
]

/** The bridge audit log: every sub-app call, allowed or denied, newest first. */
export function AuditLog() {
  const t = useT()
  const language = useLanguage()
  const [decision, setDecision] = useState('')
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState(20)
  const audit = useRequest(
    () =>
      http
        .postForm<AuditPage>('/joyhr/web/bridgeAudit/list', { page, rows, ...(decision ? { decision } : {}) })
        .then((a) => a.result!),
    [page, rows, decision],
  )
  const columns = useMemo<ColumnDef<AuditRow, any>[]>(
    () =>
      COLUMNS.map(([key, title]) => ({
        accessorKey: key,
        header: t(`roles.col.${title}`),
        ...(key === 'at' ? { cell: ({ getValue }) => new Date(getValue() as number).toLocaleString(language) } : {}),
      })),
    [language],
  )
  return (
    <section className="roles-section" aria-busy={audit.loading}>
      <h2>{t('roles.audit')}</h2>
      <label>
        {t('roles.decision')}{' '}
        <select
          value={decision}
          onChange={(e) => {
            setDecision(e.target.value)
            setPage(1)
          }}
          data-testid="audit-decision"
        >
          <option value="">{t('roles.all')}</option>
          <option value="allow">allow</option>
          <option value="deny">deny</option>
        </select>
      </label>
      <RequestError error={audit.error} retry={audit.retry} />
      <div data-testid="audit-table">
        <DataTable
          label={t('roles.audit')}
          columns={columns}
          data={audit.data?.rows ?? []}
          loading={audit.loading && !audit.data}
          labels={dataTableLabels[language]}
          height={440}
          getRowId={(row) => String(row.id)}
        />
      </div>
      <PaginationBar
        total={audit.data ? audit.data.total : audit.loading ? null : 0}
        page={page}
        rows={rows}
        disabled={audit.loading}
        resetOnTotalChange={false}
        onPageChange={setPage}
        onSizeChange={setRows}
        labels={paginationLabels(t)}
      />
    </section>
  )
}
