import { useMemo, useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { DataTable, dataTableLabels, PaginationBar, TextField, type ColumnDef } from '@hr-portal/ui'
import { findLeft, type LeftPerson } from '../api'
import { paginationLabels } from '../pagination-labels'
import { RequestError, router, useLanguage, useT } from '@hr-portal/kit'

/** Left staff (1102): the lizhi search (getLizhiUserByKeyWord), newest leavers first; a name opens the record when the user may. */
export function LeftStaffPage() {
  const t = useT()
  const language = useLanguage()
  const canOpen = usePermission('1101')
  const [text, setText] = useState('')
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState(10)
  const { data, error, loading, retry } = useRequest(() => findLeft(page, rows, keyword), [keyword, page, rows])
  const columns = useMemo<ColumnDef<LeftPerson, any>[]>(
    () => [
      {
        accessorKey: 'name',
        header: t('records.name'),
        cell: ({ row }) =>
          canOpen ? (
            <button
              type="button"
              className="hr-link-button"
              aria-label={t('records.open', { name: row.original.name })}
              onClick={() => router.navigate(`/records/${row.original.id}`)}
            >
              {row.original.name}
            </button>
          ) : (
            row.original.name
          ),
      },
      { accessorKey: 'jobNumber', header: t('records.jobNumber') },
      { accessorKey: 'organName', header: t('records.organ') },
      { accessorKey: 'gangweiName', header: t('records.position') },
      { accessorKey: 'entryDate', header: t('records.entryDate') },
      { accessorKey: 'leaveDate', header: t('left.leaveDate') },
      { accessorKey: 'leaveReason', header: t('left.leaveReason') },
    ],
    [language, canOpen],
  )
  return (
    <div className="pers-page" data-testid="left-staff">
      <header className="page-head">
        <h1>{t('left.title')}</h1>
      </header>
      <main className="pers-body">
        <form
          className="pers-search"
          role="search"
          onSubmit={(e) => {
            e.preventDefault()
            setPage(1)
            setKeyword(text.trim())
          }}
        >
          <TextField
            label={t('left.search')}
            value={text}
            onValueChange={setText}
            placeholder={t('left.searchPlaceholder')}
            maxLength={100}
          />
          <button type="submit" className="hr-button" data-variant="primary">
            {t('left.search')}
          </button>
        </form>
        <section aria-busy={loading} className="pers-table">
          <RequestError className="pers-error" error={error} retry={retry} />
          <DataTable
            label={t('left.title')}
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
      </main>
    </div>
  )
}
