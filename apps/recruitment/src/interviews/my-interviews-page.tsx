import { useRequest } from '@hr-portal/bridge/react'
import { useState } from 'react'
import { api, type MyInterview } from '../api'
import { messageOf, useLanguage, useT } from '@hr-portal/kit'
import { LoadState, Page } from '../page-parts'
import { timeInZone } from '../zone-time'

/** My interviews (8404, everyone): the interviews I was invited to, and my scorecard of each (1–5 and notes). */
export function MyInterviewsPage() {
  const t = useT()
  const language = useLanguage()
  const list = useRequest(() => api.myInterviews(), [])
  return (
    <Page title={t('mine.title')} busy={list.loading}>
      <LoadState error={list.error} loading={list.loading && !list.data} retry={list.retry} />
      {list.data && list.data.interviews.length === 0 && <p className="empty">{t('mine.none')}</p>}
      <ul className="cards">
        {(list.data?.interviews ?? []).map((i) => (
          <li key={i.id} className="panel">
            <h2>
              {i.candidateName} · {i.jobTitle}
            </h2>
            <p>
              <time dateTime={new Date(i.startsAt).toISOString()}>
                {timeInZone(i.startsAt, list.data!.timeZone, language, true)}
              </time>{' '}
              · {t('interviews.minutes', { minutes: i.minutes })} · {i.place}
            </p>
            <ScoreForm interview={i} onSaved={list.retry} />
          </li>
        ))}
      </ul>
    </Page>
  )
}

function ScoreForm({ interview, onSaved }: { interview: MyInterview; onSaved: () => void }) {
  const t = useT()
  const [rating, setRating] = useState(interview.rating ?? 0)
  const [notes, setNotes] = useState(interview.notes)
  const [status, setStatus] = useState('')
  const [problem, setProblem] = useState('')
  async function save() {
    setProblem('')
    if (!rating) return setProblem(t('mine.chooseRating'))
    try {
      await api.score(interview.id, rating, notes)
      setStatus(t('mine.saved'))
      onSaved()
    } catch (cause) {
      setProblem(messageOf(cause))
    }
  }
  return (
    <div className="form-grid">
      <fieldset>
        <legend>{t('interviews.rating')}</legend>
        <div className="row">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="check">
              <input
                type="radio"
                name={`rating-${interview.id}`}
                checked={rating === n}
                onChange={() => setRating(n)}
              />{' '}
              {t(`mine.rating${n}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <label>
        {t('interviews.notes')}
        <textarea value={notes} maxLength={2000} onChange={(e) => setNotes(e.target.value)} />
      </label>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <p role="status" className="form-done">
        {status}
      </p>
      <div className="buttons">
        <button type="button" className="primary" onClick={() => void save()}>
          {t('mine.save')}
        </button>
      </div>
    </div>
  )
}
