import { useState, type FormEvent } from 'react'
import { call } from '../api/client'
import { describeFailure } from '../api/describe'
import { readEvaluations } from '../api/read'
import type { Evaluation } from '../api/types'
import type { Translate } from '../i18n/i18n'
import { announce } from '../parts/announcer'
import { ScorePicker } from './score-picker'

const SCORES = ['quality', 'delivery', 'service'] as const

/** The signed-in user's evaluation: three scores and a comment; saving again replaces it. */
export function EvaluationForm({
  supplierId,
  mine,
  saved,
  t,
}: {
  supplierId: number
  mine?: Evaluation
  saved(): void
  t: Translate
}) {
  const [scores, setScores] = useState({
    quality: mine?.quality ?? 0,
    delivery: mine?.delivery ?? 0,
    service: mine?.service ?? 0,
  })
  const [comment, setComment] = useState(mine?.comment ?? '')
  const [failure, setFailure] = useState('')
  const [saving, setSaving] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (SCORES.some((key) => scores[key] === 0)) return setFailure(t('eval.pick'))
    setSaving(true)
    setFailure('')
    try {
      readEvaluations(await call('/evaluations/save', { supplierId, ...scores, comment }))
      announce(t('eval.saved'))
      saved()
    } catch (error) {
      setFailure(describeFailure(error, t))
    } finally {
      setSaving(false)
    }
  }
  return (
    <form className="form evaluation" onSubmit={submit} aria-labelledby="evaluation-title">
      <h3 id="evaluation-title">{t('eval.mine')}</h3>
      <div className="form-row">
        {SCORES.map((key) => (
          <ScorePicker
            key={key}
            name={`score-${key}`}
            legend={t(`eval.${key}`)}
            value={scores[key]}
            t={t}
            onChange={(score) => setScores({ ...scores, [key]: score })}
          />
        ))}
      </div>
      <div className="field">
        <label htmlFor="evaluation-comment">{t('eval.comment')}</label>
        <textarea
          id="evaluation-comment"
          className="input"
          rows={3}
          maxLength={500}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      {failure && (
        <p className="failure" role="alert">
          {failure}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="button primary" disabled={saving}>
          {t('eval.save')}
        </button>
      </div>
    </form>
  )
}
