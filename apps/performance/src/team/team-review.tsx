import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { api, messageOf, RATINGS, type Rating, type TeamRow } from '../api'
import { GoalsView } from '../parts/goals-view'
import { LoadProblem } from '../parts/problem'
import { ScoreSelect } from '../parts/score-select'
import { useFocusHeading } from '../parts/use-focus-heading'
import { useT } from '@hr-portal/kit'

/** One report's review: their goals, check-ins and self review; in the manager's phase, my scores, comment and overall rating. */
export function TeamReview({
  row,
  onSaved,
  onClose,
}: {
  row: TeamRow
  onSaved: (message: string) => void
  onClose: () => void
}) {
  const t = useT()
  const heading = useFocusHeading()
  const detail = useRequest(() => api.teamReview(row.cycleId, row.employeeId), [row])
  const [scores, setScores] = useState<Record<number, number>>({})
  const [comment, setComment] = useState<string | null>(null)
  const [rating, setRating] = useState<Rating | null>(null)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const review = detail.data?.review
  const canReview = detail.data?.cycle.phase === 'manager' && review?.selfAt !== null
  const scoreOf = (goalId: number, given: number | null) => scores[goalId] ?? given ?? ''

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!review) return
    setProblem('')
    setBusy(true)
    try {
      const given = review.goals
        .map((goal) => ({ goalId: goal.id, score: Number(scoreOf(goal.id, goal.managerScore)) }))
        .filter((s) => s.score > 0)
      await api.submitReview(
        row.cycleId,
        row.employeeId,
        given,
        (comment ?? review.managerComment).trim(),
        (rating ?? review.managerRating) as Rating,
      )
      onSaved(t('review.managerSent', { name: row.name }))
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="panel form-grid wide" aria-labelledby="team-review-title" data-testid="team-review">
      <div className="goal-head">
        <h2 id="team-review-title" ref={heading} tabIndex={-1}>
          {t('team.reviewOf', { name: row.name, cycle: row.cycleName })}
        </h2>
        <button type="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
      <LoadProblem error={detail.error} retry={detail.retry} />
      {review && (
        <>
          <GoalsView goals={review.goals} />
          <p>
            {t('common.labelled', {
              label: t('review.selfComment'),
              value: review.selfAt === null ? t('review.selfMissing') : review.selfComment || '—',
            })}
          </p>
          {canReview ? (
            <form className="form-grid" onSubmit={submit} data-testid="manager-review-form">
              {review.goals.map((goal) => (
                <ScoreSelect
                  key={goal.id}
                  label={t('review.scoreOf', { goal: goal.title, weight: goal.weight })}
                  value={scoreOf(goal.id, goal.managerScore)}
                  onChange={(score) => setScores((all) => ({ ...all, [goal.id]: score }))}
                />
              ))}
              <label>
                {t('review.managerComment')}
                <textarea
                  value={comment ?? review.managerComment}
                  maxLength={1000}
                  rows={4}
                  onChange={(e) => setComment(e.target.value)}
                />
              </label>
              <fieldset>
                <legend>{t('review.overall')}</legend>
                {RATINGS.map((r) => (
                  <label className="check" key={r}>
                    <input
                      type="radio"
                      name="rating"
                      required
                      checked={(rating ?? review.managerRating) === r}
                      onChange={() => setRating(r)}
                    />
                    {t(`rating.${r}`)}
                  </label>
                ))}
              </fieldset>
              {problem && (
                <p role="alert" className="form-error">
                  {problem}
                </p>
              )}
              <div className="buttons">
                <button type="submit" className="primary" disabled={busy}>
                  {t('review.sendManager')}
                </button>
              </div>
            </form>
          ) : (
            <p className="hint">{t('team.notNow')}</p>
          )}
        </>
      )}
    </section>
  )
}
