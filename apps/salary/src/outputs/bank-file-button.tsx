import { useState } from 'react'
import { usePermission } from '@hr-portal/bridge/react'
import { useT } from '@hr-portal/kit'
import { messageOf } from '../api'
import { bankApi } from './bank-api'

interface Props {
  runId: number
  /** The run's own name, as the file is named: its group and month. */
  name: string
  status: string
}

/**
 * The bank transfer file of a run whose figures are final (locked or published), for holders of 820404: downloads the
 * file named after the run and says so, or why not (an account missing, a name the encoding cannot write).
 */
export function BankFileButton({ runId, name, status }: Props) {
  const t = useT()
  const allowed = usePermission('820404') === true
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null)
  if (!allowed || (status !== 'locked' && status !== 'published')) return null
  const download = async () => {
    setBusy(true)
    setSaid({ kind: 'status', text: t('bank.downloading', { name }) })
    try {
      await bankApi.export({ runId })
      setSaid({ kind: 'status', text: t('bank.exportedRun', { name }) })
    } catch (cause) {
      setSaid({ kind: 'alert', text: messageOf(cause) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <span className="bank-file-button">
      <button type="button" disabled={busy} onClick={download} aria-label={t('bank.downloadOf', { name })}>
        {t('bank.export')}
      </button>
      {said && (
        <span role={said.kind} className={said.kind === 'alert' ? 'form-error' : 'form-done'}>
          {said.text}
        </span>
      )}
    </span>
  )
}
