import { useId, useState } from 'react'
import { usePermission } from '@hr-portal/bridge/react'
import { ConfirmDialog } from '@hr-portal/ui'
import { useT } from '@hr-portal/kit'
import {
  cancelStaffImport,
  downloadImportErrors,
  downloadImportTemplate,
  startStaffImport,
  useImportProgress,
  type ImportProgress,
} from './staff-import-task'
import { NameRuleSelect, OPEN_ACCOUNTS_FUNCTION, type NameRule } from './open-accounts'

/** The staff list's import (button 100203): a dialog to choose a CSV/xlsx, its progress, the result and the error report. */
export function StaffImportButton({ onImported }: { onImported: () => void }) {
  const t = useT()
  const allowed = usePermission('100203')
  const [open, setOpen] = useState(false)
  if (!allowed) return null
  return (
    <>
      <button type="button" className="hr-button" data-testid="import-staff" onClick={() => setOpen(true)}>
        {t('staffImport.button')}
      </button>
      {open && <StaffImportDialog onClose={() => setOpen(false)} onImported={onImported} />}
    </>
  )
}

function StaffImportDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const t = useT()
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [task, setTask] = useState<ImportProgress | null>(null)
  // Opening accounts for the imported staff: offered to those who may open accounts (onboarding).
  const mayOpen = usePermission(OPEN_ACCOUNTS_FUNCTION)
  const accountsId = useId()
  const [withAccounts, setWithAccounts] = useState(false)
  const [rule, setRule] = useState<NameRule>('jobNumber')
  const progress = useImportProgress(task, (p) => {
    if (p.okCount > 0) onImported()
  })
  const running = progress !== null && (progress.state === 'pending' || progress.state === 'running')

  async function start() {
    if (!file) return setError(t('staffImport.chooseFirst'))
    setBusy(true)
    setError('')
    try {
      setTask(await startStaffImport(file, withAccounts ? { nameRule: rule } : undefined))
    } catch (err) {
      setError((err as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <ConfirmDialog
      open
      title={t('staffImport.title')}
      okText={t('staffImport.close')}
      onOk={onClose}
      onCancel={onClose}
    >
      <div className="staff-import" data-testid="staff-import">
        <p>{t('staffImport.intro')}</p>
        <button type="button" className="hr-link-button" onClick={() => void downloadImportTemplate().catch(() => {})}>
          {t('staffImport.template')}
        </button>
        <label htmlFor={inputId} className="staff-import-file">
          {t('staffImport.file')}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={busy || running}
          onChange={(e) => {
            setFile(e.currentTarget.files?.[0] ?? null)
            setTask(null)
            setError('')
          }}
        />
        {mayOpen && (
          <fieldset className="staff-import-accounts" disabled={busy || running}>
            <div>
              <input
                id={accountsId}
                type="checkbox"
                checked={withAccounts}
                onChange={(e) => setWithAccounts(e.currentTarget.checked)}
              />
              <label htmlFor={accountsId}>{t('openAccounts.importOption')}</label>
            </div>
            {withAccounts && <NameRuleSelect value={rule} onChange={setRule} />}
          </fieldset>
        )}
        <div className="staff-import-actions">
          <button
            type="button"
            className="hr-button hr-button-primary"
            disabled={busy || running}
            onClick={() => void start()}
          >
            {busy ? t('staffImport.uploading') : t('staffImport.start')}
          </button>
          {running && (
            <button type="button" className="hr-button" onClick={() => void cancelStaffImport(progress.taskId)}>
              {t('staffImport.cancel')}
            </button>
          )}
        </div>
        {error && (
          <p role="alert" className="staff-import-error">
            {error}
          </p>
        )}
        {progress && (
          <div className="staff-import-progress">
            <div
              role="progressbar"
              aria-label={t('staffImport.progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
              className="staff-import-bar"
            >
              <span style={{ width: `${progress.percent}%` }} />
            </div>
            <p role="status" aria-live="polite">
              {progress.state === 'done'
                ? `${t('staffImport.result', { ok: progress.okCount, failed: progress.failCount })}${progress.message ? ` ${progress.message}` : ''}`
                : progress.state === 'failed'
                  ? t('staffImport.failedTask', { message: progress.message })
                  : progress.state === 'cancelled'
                    ? t('staffImport.cancelled')
                    : t('staffImport.rows', { done: progress.done, total: progress.total })}
            </p>
            {progress.state === 'done' && progress.errorFileId && (
              <button
                type="button"
                className="hr-button"
                data-testid="import-errors"
                onClick={() => void downloadImportErrors(progress.taskId).catch(() => {})}
              >
                {t('staffImport.downloadErrors')}
              </button>
            )}
          </div>
        )}
      </div>
    </ConfirmDialog>
  )
}
