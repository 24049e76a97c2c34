import { useEffect, useMemo, useState } from 'react'
import { useStore } from '@nanostores/react'
import { DataTable, dataTableLabels, PaginationBar, paginationLabels, type ColumnDef } from '@hr-portal/ui'
import { $language } from '../lib/i18n/i18n'
import { useT } from '../lib/i18n/use-t'
import { describeError } from '../lib/describe-error'
import { downloadFile, listTasks, markTasksSeen, type TaskPage, type TaskRow } from './files-api'

const KIND_KEYS: Record<string, string> = { 'staff-import': 'files.kindStaffImport' }
const STATE_KEYS: Record<TaskRow['state'], string> = {
  pending: 'files.statePending',
  running: 'files.stateRunning',
  done: 'files.stateDone',
  failed: 'files.stateFailed',
  cancelled: 'files.stateCancelled',
}
const finished = (row: TaskRow) => row.state === 'done' || row.state === 'failed' || row.state === 'cancelled'

interface Props {
  /** How many finished tasks are still unseen, after this view marked the ones it shows. */
  onUnseen: (count: number) => void
  onError: (message: string) => void
}

/**
 * The file centre's import and export tasks (§7 IEL list): newest first, their state and result, the error report of an
 * import with refused rows. The finished results it shows count as seen (§7 IEL status update); they stay marked new
 * here until the list is read again.
 */
export function TasksView({ onUnseen, onError }: Props) {
  const t = useT()
  const language = useStore($language)
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState(10)
  const [data, setData] = useState<TaskPage | null>(null)
  const [loading, setLoading] = useState(true)

  useEffect(() => {
    let current = true
    setLoading(true)
    void (async () => {
      try {
        const answer = await listTasks(page, rows)
        if (!current) return
        setData(answer)
        onUnseen(answer.unseen)
        const shownUnseen = answer.rows.filter((row) => finished(row) && !row.seen).map((row) => row.taskId)
        if (shownUnseen.length) onUnseen((await markTasksSeen(shownUnseen)).unseen)
      } catch (error) {
        if (current) onError(describeError(error, t))
      } finally {
        if (current) setLoading(false)
      }
    })()
    return () => {
      current = false
    }
  }, [page, rows])

  const columns = useMemo<ColumnDef<TaskRow, any>[]>(
    () => [
      {
        id: 'task',
        header: t('files.colTask'),
        size: 150,
        cell: ({ row }) => (
          <>
            {t(KIND_KEYS[row.original.kind] ?? row.original.kind)}
            {finished(row.original) && !row.original.seen && (
              <mark className="files-new" data-testid="task-new">
                {t('files.newResult')}
              </mark>
            )}
          </>
        ),
      },
      { accessorKey: 'fileName', header: t('files.colFile'), size: 180 },
      {
        id: 'state',
        header: t('files.colState'),
        size: 140,
        cell: ({ row }) => t(STATE_KEYS[row.original.state], { done: row.original.done, total: row.original.total }),
      },
      {
        id: 'result',
        header: t('files.colResult'),
        size: 200,
        cell: ({ row }) =>
          row.original.state === 'done'
            ? t('files.result', { ok: row.original.okCount, failed: row.original.failCount })
            : row.original.message,
      },
      {
        accessorKey: 'createdAt',
        header: t('files.colStarted'),
        size: 170,
        cell: ({ row }) => new Date(row.original.createdAt).toLocaleString(language),
      },
    ],
    [language],
  )

  return (
    <section aria-busy={loading} className="files-list" data-testid="tasks-list">
      <DataTable
        label={t('files.tasks')}
        columns={columns}
        data={data?.rows ?? []}
        loading={loading && !data}
        labels={dataTableLabels[language]}
        getRowId={(row) => row.taskId}
        height={Math.max(3, Math.min(rows, 10)) * 44}
        rowButtons={{
          name: (row) => row.fileName || t(KIND_KEYS[row.kind] ?? row.kind),
          buttons: [{ event: 'errors', text: t('files.errorReport'), condition: (row) => row.errorFileId !== null }],
          onEvent: (_, row) => {
            if (row.errorFileId) downloadFile(row.errorFileId).catch((error) => onError(describeError(error, t)))
          },
        }}
      />
      {data && data.rows.length === 0 && (
        <p role="status" className="files-empty">
          {t('files.noTasks')}
        </p>
      )}
      <PaginationBar
        total={data ? data.total : loading ? null : 0}
        page={page}
        rows={rows}
        disabled={loading}
        onPageChange={setPage}
        onSizeChange={(n) => {
          setRows(n)
          setPage(1)
        }}
        labels={paginationLabels[language]}
      />
    </section>
  )
}
