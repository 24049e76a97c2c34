import { useEffect, useMemo, useState } from 'react'
import { useStore } from '@nanostores/react'
import {
  ConfirmDialog,
  DataTable,
  dataTableLabels,
  PaginationBar,
  paginationLabels,
  type ColumnDef,
} from '@hr-portal/ui'
import { $language } from '../../lib/i18n/i18n'
import { useT } from '../../lib/i18n/use-t'
import { describeError } from '../../lib/describe-error'
import { noticeApi, type PublishedRow, type ReadReport } from '../notice-api'

type Reader = ReadReport['readers'][number]

/** The publisher's announcements with their read counts, and who has read (and confirmed) each, with the times. */
export function PublishedList() {
  const t = useT()
  const language = useStore($language)
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState(10)
  const [data, setData] = useState<{ total: number; rows: PublishedRow[] } | null>(null)
  const [report, setReport] = useState<ReadReport | null>(null)
  const [error, setError] = useState('')
  const format = (at: number | null) =>
    at === null ? t('messages.published.notYet') : new Date(at).toLocaleString(language)
  /** Month, day and time: the read report's columns are narrow. */
  const short = (at: number | null) =>
    at === null
      ? t('messages.published.notYet')
      : new Date(at).toLocaleString(language, {
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
        })

  useEffect(() => {
    let live = true
    noticeApi
      .published(page, rows)
      .then((answer) => {
        if (live) setData(answer)
      })
      .catch((e) => {
        if (live) setError(describeError(e, t))
      })
    return () => {
      live = false
    }
  }, [page, rows])

  const columns = useMemo<ColumnDef<PublishedRow, any>[]>(
    () => [
      { accessorKey: 'title', header: t('messages.published.columns.title'), size: 260 },
      {
        accessorKey: 'publishedAt',
        header: t('messages.published.columns.publishedAt'),
        size: 180,
        cell: ({ row }) => format(row.original.publishedAt),
      },
      {
        id: 'read',
        header: t('messages.published.columns.read'),
        size: 140,
        accessorFn: (row) => row.readers,
        cell: ({ row }) =>
          t('messages.published.readCount', { read: row.original.readers, total: row.original.recipients }),
      },
    ],
    [language],
  )
  const readerColumns = useMemo<ColumnDef<Reader, any>[]>(
    () => [
      { accessorKey: 'name', header: t('messages.published.columns.name'), size: 90 },
      { accessorKey: 'userName', header: t('messages.published.columns.account'), size: 80 },
      {
        accessorKey: 'readAt',
        header: t('messages.published.columns.readAt'),
        size: 140,
        cell: ({ row }) => short(row.original.readAt),
      },
      ...(report?.mustRead
        ? [
            {
              accessorKey: 'confirmedAt',
              header: t('messages.published.columns.confirmedAt'),
              size: 140,
              cell: ({ row }: { row: { original: Reader } }) => short(row.original.confirmedAt),
            } as ColumnDef<Reader, any>,
          ]
        : []),
    ],
    [language, report?.id],
  )

  async function open(row: PublishedRow) {
    try {
      setReport(await noticeApi.readReport(row.id))
    } catch (e) {
      setError(describeError(e, t))
    }
  }

  return (
    <section className="msg-published" data-testid="message-published">
      {error && (
        <p role="alert" className="msg-error">
          {error}
        </p>
      )}
      <DataTable
        label={t('messages.tabs.published')}
        columns={columns}
        data={data?.rows ?? []}
        loading={!data && !error}
        labels={dataTableLabels[language]}
        getRowId={(row) => row.id}
        height={Math.min(rows, 8) * 44 + 44}
        rowButtons={{
          name: (row) => row.title,
          buttons: [{ event: 'report', text: t('messages.published.report') }],
          onEvent: (_, row) => void open(row),
        }}
      />
      {data && data.rows.length === 0 && (
        <p role="status" className="msg-empty">
          {t('messages.published.empty')}
        </p>
      )}
      <PaginationBar
        total={data ? data.total : error ? 0 : null}
        page={page}
        rows={rows}
        onPageChange={setPage}
        onSizeChange={(size) => {
          setRows(size)
          setPage(1)
        }}
        labels={paginationLabels[language]}
      />
      {report && (
        <ConfirmDialog
          open
          title={report.title}
          subtitle={t('messages.published.report')}
          okText={t('messages.published.close')}
          closeLabel={t('messages.published.close')}
          onOk={() => setReport(null)}
          onCancel={() => setReport(null)}
        >
          <div data-testid="message-read-report">
            <DataTable
              label={t('messages.published.report')}
              columns={readerColumns}
              data={report.readers}
              labels={dataTableLabels[language]}
              getRowId={(row) => String(row.userId)}
              height={Math.min(report.readers.length, 8) * 44 + 44}
            />
          </div>
        </ConfirmDialog>
      )}
    </section>
  )
}
