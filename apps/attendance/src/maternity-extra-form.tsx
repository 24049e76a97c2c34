import { useEffect, useRef, useState } from 'react'
import { messageOf, useT } from '@hr-portal/kit'
import { leaveCalls } from './leave-api'

/** §9 'supplementary maternity leave' (800103): extra working days of an approved maternity leave, with a reason. */
export function MaternityExtraForm({
  requestId,
  onSent,
  onClose,
}: {
  requestId: string
  onSent: (instanceId: string) => void
  onClose: () => void
}) {
  const t = useT()
  const [days, setDays] = useState('')
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const first = useRef<HTMLInputElement>(null)
  useEffect(() => {
    first.current?.focus()
  }, [])

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setProblem('')
    const sent = await leaveCalls.applyMaternityExtra({ id: requestId, days: Number(days), reason }).then(
      (result) => ({ result, msg: '' }),
      (cause: unknown) => ({ result: undefined, msg: messageOf(cause) }),
    )
    setBusy(false)
    if (!sent.result) setProblem(sent.msg)
    else onSent(sent.result.instanceId)
  }

  return (
    <div
      className="shift-editor"
      role="dialog"
      aria-modal="true"
      aria-labelledby="extra-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
    >
      <form onSubmit={submit} data-testid="maternity-extra-form">
        <h2 id="extra-title">{t('extra.title')}</h2>
        <label>
          {t('extra.days')}
          <input
            ref={first}
            type="number"
            min={1}
            max={30}
            step={1}
            required
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </label>
        <label>
          {t('extra.reason')}
          <textarea required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        <div className="request-buttons">
          <button type="submit" className="primary" disabled={busy}>
            {t('extra.submit')}
          </button>
          <button type="button" onClick={onClose}>
            {t('extra.cancel')}
          </button>
        </div>
      </form>
    </div>
  )
}
