import { useState } from 'react'
import { api, messageOf, type Review } from '../api'
import { ScoreSelect } from '../parts/score-select'
import { useT } from '@hr-portal/kit'

/** My self review: a score per goal and a comment; it can be sent again while the cycle is in the self review phase. */
export function SelfReviewForm({
  cycleId,
  review,
  onSaved,
}: {
  cycleId: number
  review: Review
  onSaved: (message: string) => void
}) {
  const t = useT()
  const [scores, setScores] = useState<Record<number, number>>(() =>
    Object.fromEntries(review.goals.filter((g) => g.selfScore !== null).map((g) => [g.id, g.selfScore as number])),
  )
  const [comment, setComment] = useState(review.selfComment)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setProblem('')
    setBusy(true)
    try {
      await api.selfReview(
        cycleId,
        Object.entries(scores).map(([goalId, score]) => ({ goalId: Number(goalId), score })),
        comment.trim(),
      )
      onSaved(t('review.selfSent'))
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="panel form-grid" aria-labelledby="self-title" onSubmit={save} data-testid="self-review-form">
      <h2 id="self-title">{t('review.selfTitle')}</h2>
      {review.selfAt !== null && <p className="hint">{t('review.selfAgain')}</p>}
      {review.goals.map((goal) => (
        <ScoreSelect
          key={goal.id}
          label={t('review.scoreOf', { goal: goal.title, weight: goal.weight })}
          value={scores[goal.id] ?? ''}
          onChange={(score) => setScores((all) => ({ ...all, [goal.id]: score }))}
        />
      ))}
      <label>
        {t('review.selfComment')}
        <textarea value={comment} maxLength={1000} rows={4} onChange={(e) => setComment(e.target.value)} />
      </label>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <div className="buttons">
        <button type="submit" className="primary" disabled={busy}>
          {t('review.sendSelf')}
        </button>
      </div>
    </form>
  )
}
