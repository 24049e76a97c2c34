import { useState } from 'react'
import { call } from '../api/client'
import { describeFailure } from '../api/describe'
import { readOneSupplier } from '../api/read'
import type { Supplier } from '../api/types'
import type { Translate } from '../i18n/i18n'
import { announce } from '../parts/announcer'

/** Suspend a supplier, or reinstate a suspended one; a pending one is told how to qualify. */
export function StatusActions({ supplier, changed, t }: { supplier: Supplier; changed(): void; t: Translate }) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')
  const action = supplier.status === 'suspended' ? 'reinstate' : 'suspend'
  const run = async () => {
    setBusy(true)
    setFailure('')
    try {
      readOneSupplier(await call(`/suppliers/${action}`, { id: supplier.id }))
      announce(t(action === 'suspend' ? 'detail.suspended' : 'detail.reinstated'))
      changed()
    } catch (error) {
      setFailure(describeFailure(error, t))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="status-actions">
      {supplier.status === 'pending' && <p className="hint-box">{t('detail.pendingHint')}</p>}
      <button type="button" className={action === 'suspend' ? 'button danger' : 'button'} onClick={run} disabled={busy}>
        {t(`detail.${action}`)}
      </button>
      {failure && (
        <p className="failure" role="alert">
          {failure}
        </p>
      )}
    </div>
  )
}
