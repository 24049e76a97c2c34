import { useMemo } from 'react'
import { useStore } from '@nanostores/react'
import { DataTable, dataTableLabels, PaginationBar, paginationLabels, type ColumnDef } from '@hr-portal/ui'
import { $language } from '../lib/i18n/i18n'
import { useT } from '../lib/i18n/use-t'
import { formatSize, type FilePage, type FileRow } from './files-api'

/** What a row's buttons do. */
export type FileAction = 'preview' | 'download' | 'copyLink' | 'delete'

interface Props {
  data: FilePage | null
  loading: boolean
  page: number
  rows: number
  /** The own uploads (copy link, delete) or the download list (download only). */
  own: boolean
  onPage: (page: number) => void
  onRows: (rows: number) => void
  onAction: (action: FileAction, row: FileRow) => void
}

/** The file list: name, size, type, date, with preview, download, copy signed link and delete per row. */
export function FilesTable({ data, loading, page, rows, own, onPage, onRows, onAction }: Props) {
  const t = useT()
  const language = useStore($language)
  const columns = useMemo<ColumnDef<FileRow, any>[]>(
    () => [
      { accessorKey: 'fileName', header: t('files.colName'), size: 200 },
      { accessorKey: 'size', header: t('files.colSize'), size: 90, cell: ({ row }) => formatSize(row.original.size) },
      { accessorKey: 'type', header: t('files.colType'), size: 110 },
      {
        accessorKey: 'createdAt',
        header: t('files.colCreated'),
        size: 170,
        cell: ({ row }) => new Date(row.original.createdAt).toLocaleString(language),
      },
    ],
    [language],
  )
  return (
    <section aria-busy={loading} className="files-list" data-testid="files-list">
      <DataTable
        label={t(own ? 'files.myFiles' : 'files.downloads')}
        columns={columns}
        data={data?.rows ?? []}
        loading={loading && !data}
        labels={dataTableLabels[language]}
        getRowId={(row) => row.id}
        height={Math.max(3, Math.min(rows, 10)) * 44}
        rowButtons={{
          name: (row) => row.fileName,
          buttons: [
            { event: 'preview', text: t('files.preview') },
            { event: 'download', text: t('files.download') },
            { event: 'copyLink', text: t('files.copyLink') },
            ...(own ? [{ event: 'delete', text: t('files.delete') }] : []),
          ],
          onEvent: (event, row) => onAction(event as FileAction, row),
        }}
      />
      {data && data.rows.length === 0 && (
        <p role="status" className="files-empty">
          {t('files.empty')}
        </p>
      )}
      <PaginationBar
        total={data ? data.total : loading ? null : 0}
        page={page}
        rows={rows}
        disabled={loading}
        onPageChange={onPage}
        onSizeChange={onRows}
        labels={paginationLabels[language]}
      />
    </section>
  )
}
