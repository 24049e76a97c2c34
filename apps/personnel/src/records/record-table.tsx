import { useEffect, useEffectEvent, useMemo, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { DataTable, dataTableLabels, isNoAccess, PaginationBar, type ColumnDef } from '@hr-portal/ui'
import type { UserPage, UserRow } from '../api'
import { paginationLabels } from '../pagination-labels'
import { http, RequestError, router, useLanguage, useT } from '@hr-portal/kit'

type Row = UserRow

interface Props {
  organId: number | null
  keyword: string
  status?: number
  onCounts: (counts: Record<string, number>) => void
  /** The list was refused for permission: the page shows no access instead of the list. */
  onRefused?: () => void
}

/** The paged records; a name opens the record. */
export function RecordTable({ organId, keyword, status, onCounts, onRefused }: Props) {
  const t = useT()
  const language = useLanguage()
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState(10)
  const { data, error, loading, retry } = useRequest(
    () =>
      http
        .postJson<UserPage>('/ums/web/entryUser/getRecordPage', {
          page,
          rows,
          ...(organId ? { organId } : {}),
          ...(keyword ? { keyword } : {}),
          ...(status ? { status } : {}),
        })
        .then((a) => a.result!),
    [organId, keyword, status, page, rows],
  )
  const counted = useEffectEvent(() => {
    if (data) onCounts(data.countData)
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
  const columns = useMemo<ColumnDef<Row, any>[]>(
    () => [
      {
        accessorKey: 'name',
        header: t('records.name'),
        cell: ({ row }) => (
          <button
            type="button"
            className="hr-link-button"
            aria-label={t('records.open', { name: row.original.name })}
            onClick={() => router.navigate(`/records/${row.original.id}`)}
          >
            {row.original.name}
          </button>
        ),
      },
      { accessorKey: 'jobNumber', header: t('records.jobNumber') },
      { accessorKey: 'organName', header: t('records.organ') },
      { accessorKey: 'zhiweiName', header: t('records.post') },
      { accessorKey: 'gangweiName', header: t('records.position') },
      { accessorKey: 'entryDate', header: t('records.entryDate') },
      {
        accessorKey: 'status',
        header: t('records.status'),
        cell: ({ row }) => (row.original.status === 1 ? t('records.onJob') : t('records.left')),
      },
    ],
    [language],
  )
  return (
    <section aria-busy={loading} className="pers-table" data-testid="records-table">
      <RequestError className="pers-error" error={error} retry={retry} />
      <DataTable
        label={t('records.title')}
        columns={columns}
        data={data?.rows ?? []}
        loading={loading && !data}
        labels={dataTableLabels[language]}
        getRowId={(row) => String(row.id)}
        height={Math.min(rows, 12) * 44}
      />
      <PaginationBar
        total={data ? data.total : loading ? null : 0}
        page={page}
        rows={rows}
        disabled={loading}
        showGoTo
        onPageChange={setPage}
        onSizeChange={setRows}
        labels={paginationLabels(t)}
      />
    </section>
  )
}
