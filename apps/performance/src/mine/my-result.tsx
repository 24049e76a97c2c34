import { useState } from 'react'
import { api, messageOf, type Review } from '../api'
import { ratingLabel } from '../parts/labels'
import { useLanguage, useT } from '@hr-portal/kit'

/** My released result: the rating, the manager's comment, and its acknowledgement with an optional comment. */
export function MyResult({
  cycleId,
  review,
  onSaved,
}: {
  cycleId: number
  review: Review
  onSaved: (message: string) => void
}) {
  const t = useT()
  const language = useLanguage()
  const [comment, setComment] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)

  async function acknowledge(event: React.FormEvent) {
    event.preventDefault()
    setProblem('')
    setBusy(true)
    try {
      await api.acknowledge(cycleId, comment.trim())
      onSaved(t('result.acknowledged'))
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="panel form-grid" aria-labelledby="result-title" data-testid="my-result">
      <h2 id="result-title">{t('result.title')}</h2>
      <p className="rating-line">
        {t('common.labelled', { label: t('result.rating'), value: '' })}
        <strong data-testid="my-rating">{ratingLabel(t, review.rating)}</strong>
      </p>
      {review.managerComment && (
        <p>{t('common.labelled', { label: t('result.managerComment'), value: review.managerComment })}</p>
      )}
      {review.ackAt !== null ? (
        <p data-testid="acknowledged">
          {t('result.acknowledgedOn', { date: new Date(review.ackAt).toLocaleDateString(language) })}
          {review.ackComment ? ` · ${review.ackComment}` : ''}
        </p>
      ) : (
        <form className="form-grid" onSubmit={acknowledge}>
          <label>
            {t('result.ackComment')}
            <textarea value={comment} maxLength={500} rows={3} onChange={(e) => setComment(e.target.value)} />
          </label>
          {problem && (
            <p role="alert" className="form-error">
              {problem}
            </p>
          )}
          <div className="buttons">
            <button type="submit" className="primary" disabled={busy}>
              {t('result.acknowledge')}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
