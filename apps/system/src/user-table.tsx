import { useEffect, useEffectEvent, useMemo, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { DataTable, dataTableLabels, isNoAccess, PaginationBar, type ColumnDef } from '@hr-portal/ui'
import { ExportButton, type StaffFilter } from './export-button'
import { BatchModifyButton } from './schemes/batch-modify'
import { OpenAccountsButton } from './open-accounts'
import { paginationLabels } from './pagination-labels'
import { http, RequestError, useLanguage, useT } from '@hr-portal/kit'

interface UserRow extends Record<string, unknown> {
  id: number
  name: string
  jobNumber: string
  organName: string
  gangweiName?: string
  phone: string
  entryDate: string
  status: number
  hasAccount?: boolean
}
interface UserPage {
  total: number
  page: number
  totalPage: number
  rows: UserRow[]
  countData: Record<string, number>
}

const COLUMNS = ['name', 'jobNumber', 'organName', 'gangweiName', 'phone', 'entryDate'] as const
const TITLES: Record<(typeof COLUMNS)[number], string> = {
  name: 'users.name',
  jobNumber: 'users.jobNumber',
  organName: 'users.organ',
  gangweiName: 'users.position',
  phone: 'users.phone',
  entryDate: 'users.entryDate',
}

interface Props extends StaffFilter {
  /** The §3 statistics counts of the filter (staff by status), whenever a page arrives. */
  onCounts?: (countData: Record<string, number>) => void
  /** The list was refused for permission: the page shows no access instead of the list. */
  onRefused?: () => void
}

/** The paged staff list (a data table with selection), and the export of the list or of the selected rows. */
export function UserTable({ organId, keyword, status, quick, onCounts, onRefused }: Props) {
  const t = useT()
  const language = useLanguage()
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState(10)
  const [selected, setSelected] = useState<number[]>([])
  const [exporting, setExporting] = useState(false)
  // Bumped after a batch modify: the table's selection starts afresh.
  const [batches, setBatches] = useState(0)
  const filter: StaffFilter = {
    ...(organId ? { organId } : {}),
    ...(keyword ? { keyword } : {}),
    ...(status ? { status } : {}),
    ...(quick && Object.keys(quick).length ? { quick } : {}),
  }
  const { data, error, loading, retry } = useRequest(
    () => http.postForm<UserPage>('/ums/web/entryUser/getUserPage', { page, rows, ...filter }).then((a) => a.result!),
    [organId, keyword, status, JSON.stringify(quick), page, rows],
  )
  const counted = useEffectEvent(() => {
    if (data) onCounts?.(data.countData)
  })
  const refused = useEffectEvent(() => {
    if (isNoAccess(error)) onRefused?.()
  })
  useEffect(() => {
    counted()
  }, [data])
  useEffect(() => {
    refused()
  }, [error])
  const columns = useMemo<ColumnDef<UserRow, any>[]>(() => {
    const columns = COLUMNS.map((key): ColumnDef<UserRow, any> => ({ accessorKey: key, header: t(TITLES[key]) }))
    // Whether the person can sign in, beside the job number (in view on a narrow screen).
    columns.splice(2, 0, {
      id: 'account',
      header: t('openAccounts.hasAccount'),
      cell: ({ row }) => (row.original.hasAccount ? t('openAccounts.hasAccount') : t('openAccounts.noAccount')),
    })
    return columns
  }, [language])
  return (
    <section aria-busy={loading} className="user-table" data-testid="user-table">
      <RequestError error={error} retry={retry} />
      <div className="table-actions">
        <span role="status" data-testid="selected-count">
          {selected.length ? t('users.selected', { count: selected.length }) : ''}
        </span>
        <ExportButton filter={filter} ids={selected} onBusy={setExporting} />
        <OpenAccountsButton
          rows={(data?.rows ?? []).filter((row) => selected.includes(row.id))}
          onDone={() => {
            setSelected([])
            setBatches((n) => n + 1)
            retry()
          }}
        />
        <BatchModifyButton
          ids={selected}
          onDone={() => {
            setSelected([])
            setBatches((n) => n + 1)
            retry()
          }}
        />
      </div>
      {/* A new page is a new selection: the batch is always the rows in view. */}
      <DataTable
        key={`${page}-${rows}-${batches}`}
        label={t('users.title')}
        columns={columns}
        data={data?.rows ?? []}
        loading={loading && !data}
        labels={dataTableLabels[language]}
        selectable
        getRowId={(row) => String(row.id)}
        height={Math.min(rows, 12) * 44}
        batchKeys={['id']}
        onSelectionChange={(_, batch) => setSelected(batch.id as number[])}
      />
      <PaginationBar
        total={data ? data.total : loading ? null : 0}
        page={page}
        rows={rows}
        disabled={loading || exporting}
        showGoTo
        onPageChange={(next) => {
          setPage(next)
          setSelected([])
        }}
        onSizeChange={(next) => {
          setRows(next)
          setSelected([])
        }}
        labels={paginationLabels(t)}
      />
    </section>
  )
}
