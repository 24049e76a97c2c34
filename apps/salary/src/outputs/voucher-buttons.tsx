import { useState } from 'react'
import { usePermission } from '@hr-portal/bridge/react'
import { useT } from '@hr-portal/kit'
import { messageOf } from '../api'
import { voucherApi } from './voucher-api'

interface Props {
  runId: number
  /** The run's own name, as the files are named: its group and month. */
  name: string
  status: string
}

const FORMATS = [
  { format: 'xlsx', label: 'voucher.excel', title: 'Excel' },
  { format: 'csv', label: 'voucher.csv', title: 'CSV' },
] as const

/**
 * The accounting voucher of a run whose figures are final (locked or published), for holders of 820404: downloads it as
 * Excel or CSV, named after the run, and says so or why not.
 */
export function VoucherButtons({ runId, name, status }: Props) {
  const t = useT()
  const allowed = usePermission('820404') === true
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null)
  if (!allowed || (status !== 'locked' && status !== 'published')) return null
  const download = async (format: 'xlsx' | 'csv') => {
    setBusy(true)
    setSaid({ kind: 'status', text: t('voucher.downloading', { name }) })
    try {
      await voucherApi.export({ runId, format })
      setSaid({ kind: 'status', text: t('voucher.exported', { name }) })
    } catch (cause) {
      setSaid({ kind: 'alert', text: messageOf(cause) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <span className="bank-file-button voucher-buttons">
      {FORMATS.map(({ format, label, title }) => (
        <button
          key={format}
          type="button"
          disabled={busy}
          onClick={() => void download(format)}
          aria-label={t('voucher.downloadOf', { name, format: title })}
        >
          {t(label)}
        </button>
      ))}
      {said && (
        <span role={said.kind} className={said.kind === 'alert' ? 'form-error' : 'form-done'}>
          {said.text}
        </span>
      )}
    </span>
  )
}
