import { useId, useState } from 'react'
import { useAction, useT } from '@hr-portal/kit'
import { type LeavingCase, leavingApi } from './leaving-api'

/** The exit interview of a case: why they leave, a rating of 1 to 5, comments, whether they would come back. */
export function InterviewForm({ item, onSaved }: { item: LeavingCase; onSaved: () => void }) {
  const t = useT()
  const id = useId()
  const [reason, setReason] = useState(item.interview.reason)
  const [rating, setRating] = useState(item.interview.rating || 3)
  const [comments, setComments] = useState(item.interview.comments)
  const [wouldReturn, setWouldReturn] = useState(item.interview.wouldReturn)
  const action = useAction(onSaved)
  return (
    <form
      className="pers-leaving-form"
      aria-labelledby={`${id}-title`}
      data-testid="exit-interview"
      onSubmit={(event) => {
        event.preventDefault()
        void action.run(
          () => leavingApi.interview({ id: item.id, reason, rating, comments, wouldReturn }),
          t('leaving.interviewSaved'),
        )
      }}
    >
      <h3 id={`${id}-title`}>{t('leaving.interview')}</h3>
      <label htmlFor={`${id}-reason`}>{t('leaving.interviewReason')}</label>
      <input
        id={`${id}-reason`}
        className="hr-input"
        value={reason}
        maxLength={200}
        onChange={(e) => setReason(e.target.value)}
      />
      <label htmlFor={`${id}-rating`}>{t('leaving.rating')}</label>
      <select
        id={`${id}-rating`}
        className="hr-input"
        value={rating}
        onChange={(e) => setRating(Number(e.target.value))}
      >
        {[5, 4, 3, 2, 1].map((n) => (
          <option key={n} value={n}>
            {t(`leaving.ratings.${n}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-comments`}>{t('leaving.comments')}</label>
      <textarea
        id={`${id}-comments`}
        className="hr-input"
        rows={3}
        maxLength={2000}
        value={comments}
        onChange={(e) => setComments(e.target.value)}
      />
      <label className="pers-leaving-check">
        <input type="checkbox" checked={wouldReturn} onChange={(e) => setWouldReturn(e.target.checked)} />
        {t('leaving.wouldReturn')}
      </label>
      <button type="submit" className="hr-button" data-variant="primary" disabled={action.busy}>
        {t('leaving.saveInterview')}
      </button>
      {action.status}
    </form>
  )
}
