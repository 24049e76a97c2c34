import { useState } from 'react'
import { api, messageOf, RATINGS, type CalibrationRow, type Rating } from '../api'
import { ratingLabel } from '../parts/labels'
import { useFocusHeading } from '../parts/use-focus-heading'
import { useT } from '@hr-portal/kit'

/** Adjusts one participant's rating in calibration; a reason is required and kept with the change. */
export function AdjustForm({
  cycleId,
  row,
  onSaved,
  onCancel,
}: {
  cycleId: number
  row: CalibrationRow
  onSaved: (message: string) => void
  onCancel: () => void
}) {
  const t = useT()
  const heading = useFocusHeading()
  const [rating, setRating] = useState<Rating>(row.rating ?? 'middle')
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setProblem('')
    setBusy(true)
    try {
      await api.adjust(cycleId, row.employeeId, rating, reason.trim())
      onSaved(t('calibration.adjusted', { name: row.name, rating: ratingLabel(t, rating) }))
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="panel form-grid" aria-labelledby="adjust-title" onSubmit={save} data-testid="adjust-form">
      <h2 id="adjust-title" ref={heading} tabIndex={-1}>
        {t('calibration.adjustOf', { name: row.name })}
      </h2>
      <p className="sub">{t('calibration.now', { rating: ratingLabel(t, row.rating) })}</p>
      <label>
        {t('result.rating')}
        <select value={rating} onChange={(e) => setRating(e.target.value as Rating)} data-testid="adjust-rating">
          {RATINGS.map((r) => (
            <option key={r} value={r}>
              {t(`rating.${r}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('calibration.reason')}
        <textarea value={reason} required maxLength={500} rows={3} onChange={(e) => setReason(e.target.value)} />
      </label>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <div className="buttons">
        <button type="submit" className="primary" disabled={busy}>
          {t('calibration.saveAdjust')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
