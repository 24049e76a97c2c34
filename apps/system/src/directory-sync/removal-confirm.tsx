import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useLanguage, useT } from '@hr-portal/kit'
import { cancelRemovals, confirmRemovals, loadHeld, type Run } from './dirsync-api'

/**
 * A sync that stopped before offboarding many people (status 'confirm'): why, the people it would offboard, and for
 * an administrator with the manage function Confirm (the sync goes on) or Cancel (nobody is offboarded).
 */
export function RemovalConfirm({
  run,
  canManage,
  onConfirmed,
  onCancelled,
}: {
  run: Run
  canManage: boolean
  onConfirmed: (runId: string) => void
  onCancelled: () => void
}) {
  const t = useT()
  // The reasons come worded in the shell's language: read again when it changes.
  const held = useRequest(() => loadHeld(run.id), [run.id, useLanguage()])
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  async function decide(action: 'confirm' | 'cancel') {
    setBusy(true)
    setError('')
    try {
      if (action === 'confirm') {
        await confirmRemovals(run.id)
        onConfirmed(run.id)
      } else {
        await cancelRemovals(run.id)
        onCancelled()
      }
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : t('ds.failed'))
    } finally {
      setBusy(false)
    }
  }

  const titleId = `ds-confirm-${run.id}`
  return (
    <section className="ds-confirm" aria-labelledby={titleId} data-testid="ds-confirm">
      <h3 id={titleId}>{t('ds.confirm.title')}</h3>
      <p>{run.error}</p>
      <p className="profile-hint">{t('ds.confirm.intro')}</p>
      <RequestError error={held.error} retry={held.retry} />
      {held.data && (
        <div className="ds-table-wrap" tabIndex={0} role="region" aria-label={t('ds.confirm.list')}>
          <table className="ds-table" data-testid="ds-confirm-list">
            <thead>
              <tr>
                <th scope="col">{t('ds.col.name')}</th>
                <th scope="col">{t('ds.confirm.platformId')}</th>
                <th scope="col">{t('ds.col.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {held.data.map((record) => (
                <tr key={record.seq}>
                  <td>{record.name}</td>
                  <td>{record.platformId}</td>
                  <td>{record.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canManage ? (
        <div className="ds-actions">
          <button type="button" disabled={busy} onClick={() => void decide('confirm')} data-testid="ds-confirm-go">
            {t('ds.confirm.confirm')}
          </button>
          <button
            type="button"
            className="ds-secondary"
            disabled={busy}
            onClick={() => void decide('cancel')}
            data-testid="ds-confirm-cancel"
          >
            {t('ds.confirm.cancel')}
          </button>
        </div>
      ) : (
        <p className="profile-hint">{t('ds.confirm.askAdmin')}</p>
      )}
      {error && (
        <p role="alert" className="role-error">
          {error}
        </p>
      )}
    </section>
  )
}
