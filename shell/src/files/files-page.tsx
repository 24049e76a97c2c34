import './files-texts'
import { useCallback, useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { Button, ConfirmDialog, DOCUMENT_FORMATS, Upload, uploadLabels } from '@hr-portal/ui'
import { $language } from '../lib/i18n/i18n'
import { useT } from '../lib/i18n/use-t'
import { describeError } from '../lib/describe-error'
import {
  cleanFiles,
  deleteFile,
  downloadFile,
  previewFile,
  formatSize,
  listFiles,
  listTasks,
  signedLink,
  uploadDocument,
  useSize as usedSpace,
  type FilePage,
  type FileRow,
} from './files-api'
import { type FileAction, FilesTable } from './files-table'
import { TasksView } from './tasks-view'

const MAX_BYTES = 10 * 1024 * 1024

/**
 * The file centre (/portal/files): upload documents and images with progress (kinds and size limit shown), the own files and
 * downloads, usage, delete, clean, download, share a signed link, and the import and export tasks (how many have new results).
 */
export default function FilesPage() {
  const t = useT()
  const language = useStore($language)
  const [list, setList] = useState<'upload' | 'download' | 'tasks'>('upload')
  const [unseen, setUnseen] = useState(0)
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState(10)
  const [data, setData] = useState<FilePage | null>(null)
  const [usage, setUsage] = useState<{ bytes: number; count: number } | null>(null)
  const [loading, setLoading] = useState(true)
  const [note, setNote] = useState('')
  const [error, setError] = useState('')
  const [link, setLink] = useState('')
  const [asking, setAsking] = useState<{ kind: 'delete'; row: FileRow } | { kind: 'clean' } | null>(null)

  useEffect(() => {
    listTasks(1, 1).then(
      (page) => setUnseen(page.unseen),
      () => {},
    )
  }, [])

  const reload = useCallback(async () => {
    if (list === 'tasks') return
    setLoading(true)
    try {
      setData(await listFiles(list, page, rows))
      setUsage(await usedSpace())
      setError('')
    } catch (err) {
      setError(describeError(err, t))
    } finally {
      setLoading(false)
    }
  }, [list, page, rows])
  useEffect(() => {
    void reload()
  }, [reload])

  async function act(action: FileAction, row: FileRow) {
    setError('')
    try {
      if (action === 'delete') return setAsking({ kind: 'delete', row })
      if (action === 'preview') return await previewFile(row.id)
      if (action === 'download') return await downloadFile(row.id)
      const url = await signedLink(row.id)
      setLink(url)
      try {
        await navigator.clipboard.writeText(url)
        setNote(t('files.copied'))
      } catch {
        setNote(t('files.copyFailed', { url }))
      }
    } catch (err) {
      setError(describeError(err, t))
    }
  }

  async function confirm() {
    const question = asking
    setAsking(null)
    if (!question) return
    try {
      if (question.kind === 'delete') {
        await deleteFile(question.row.id)
        setNote(t('files.deleted'))
      } else {
        setNote(t('files.cleaned', { count: await cleanFiles() }))
      }
      setLink('')
      await reload()
    } catch (err) {
      setError(describeError(err, t))
    }
  }

  return (
    <div className="files-page" data-testid="files-page">
      <header className="files-head">
        <h1>{t('files.title')}</h1>
        <p role="status" aria-live="polite" className="files-usage" data-testid="files-usage">
          {usage ? t('files.usage', { count: usage.count, size: formatSize(usage.bytes) }) : ''}
        </p>
      </header>
      <section className="files-upload" aria-label={t('files.upload')}>
        <h2>{t('files.upload')}</h2>
        <Upload
          labels={uploadLabels[language]}
          maxCount={9}
          maxBytes={MAX_BYTES}
          formats={DOCUMENT_FORMATS}
          upload={(file, { onProgress, signal }) => uploadDocument(file, onProgress, signal)}
          onChange={() => {
            if (list === 'upload') void reload()
            else void usedSpace().then(setUsage)
          }}
        />
      </section>
      <div className="files-toolbar">
        <div role="group" aria-label={t('files.title')} className="files-switch">
          <Button
            aria-pressed={list === 'upload'}
            onClick={() => {
              setList('upload')
              setPage(1)
            }}
          >
            {t('files.myFiles')}
          </Button>
          <Button
            aria-pressed={list === 'download'}
            onClick={() => {
              setList('download')
              setPage(1)
            }}
          >
            {t('files.downloads')}
          </Button>
          <Button
            aria-pressed={list === 'tasks'}
            onClick={() => {
              setList('tasks')
              setError('')
            }}
            data-testid="files-tasks"
          >
            {unseen > 0 ? t('files.tasksUnseen', { count: unseen }) : t('files.tasks')}
          </Button>
        </div>
        {list === 'upload' && (
          <Button onClick={() => setAsking({ kind: 'clean' })} disabled={!data?.total}>
            {t('files.clean')}
          </Button>
        )}
      </div>
      {note && (
        <p role="status" className="files-note">
          {note}
        </p>
      )}
      {error && (
        <p role="alert" className="files-error">
          {error}
        </p>
      )}
      {link && (
        <label className="files-link">
          {t('files.linkLabel')}
          <input readOnly value={link} data-testid="files-signed-link" onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
      {list === 'tasks' ? (
        <TasksView onUnseen={setUnseen} onError={setError} />
      ) : (
        <FilesTable
          data={data}
          loading={loading}
          page={page}
          rows={rows}
          own={list === 'upload'}
          onPage={setPage}
          onRows={(n) => {
            setRows(n)
            setPage(1)
          }}
          onAction={(action, row) => void act(action, row)}
        />
      )}
      {asking && (
        <ConfirmDialog
          open
          title={t(asking.kind === 'clean' ? 'files.clean' : 'files.delete')}
          okText={t('files.confirm')}
          cancelText={t('files.cancel')}
          onOk={() => void confirm()}
          onCancel={() => setAsking(null)}
        >
          <p>{t(asking.kind === 'clean' ? 'files.cleanConfirm' : 'files.deleteConfirm')}</p>
        </ConfirmDialog>
      )}
    </div>
  )
}
