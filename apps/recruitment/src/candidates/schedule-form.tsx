import { useState, type FormEvent } from 'react'
import { api, type Person } from '../api'
import { messageOf, useLanguage, useT } from '@hr-portal/kit'
import { instantInZone, zoneName } from '../zone-time'
import { DateField } from '@hr-portal/ui'

/** Scheduling an interview (840202): interviewers picked by name, the date and time, how long, the room or link. */
export function ScheduleForm({
  candidateId,
  timeZone,
  onDone,
}: {
  candidateId: number
  timeZone: string
  onDone: () => void
}) {
  const t = useT()
  const language = useLanguage()
  const [keyword, setKeyword] = useState('')
  const [found, setFound] = useState<Person[]>([])
  const [chosen, setChosen] = useState<Person[]>([])
  const [when, setWhen] = useState('')
  const [minutes, setMinutes] = useState(60)
  const [place, setPlace] = useState('')
  const [status, setStatus] = useState('')
  const [problem, setProblem] = useState('')

  async function search() {
    setProblem('')
    try {
      setFound(await api.people(keyword.trim()))
    } catch (cause) {
      setProblem(messageOf(cause))
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setProblem('')
    const startsAt = instantInZone(when, timeZone)
    if (!chosen.length || Number.isNaN(startsAt) || !place.trim()) return setProblem(t('interviews.fillIn'))
    try {
      await api.schedule({
        candidateId,
        startsAt,
        minutes,
        place: place.trim(),
        interviewerIds: chosen.map((p) => p.id),
      })
      setStatus(t('interviews.scheduled'))
      setChosen([])
      onDone()
    } catch (cause) {
      setProblem(messageOf(cause))
    }
  }

  return (
    <form className="panel form-grid" onSubmit={submit} aria-labelledby="schedule-title">
      <h2 id="schedule-title">{t('interviews.schedule')}</h2>
      <fieldset>
        <legend>{t('interviews.interviewers')}</legend>
        <div className="row">
          <label>
            {t('interviews.findPerson')}
            <input
              value={keyword}
              maxLength={60}
              onChange={(e) => setKeyword(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault()
                  void search()
                }
              }}
            />
          </label>
          <button type="button" onClick={() => void search()}>
            {t('interviews.find')}
          </button>
        </div>
        {found.length > 0 && (
          <ul className="cards" aria-label={t('interviews.results')}>
            {found.map((p) => (
              <li key={p.id}>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={chosen.some((c) => c.id === p.id)}
                    onChange={(e) =>
                      setChosen((list) => (e.target.checked ? [...list, p] : list.filter((c) => c.id !== p.id)))
                    }
                  />{' '}
                  {p.name} ({p.account}){p.hasEmail ? '' : ` · ${t('interviews.noEmail')}`}
                </label>
              </li>
            ))}
          </ul>
        )}
        <p className="hint" aria-live="polite">
          {chosen.length ? t('interviews.chosen', { names: chosen.map((p) => p.name).join(', ') }) : ''}
        </p>
      </fieldset>
      <label>
        {t('interviews.when')}
        <DateField kind="datetime" value={when} aria-describedby="schedule-zone" onValueChange={setWhen} />
      </label>
      <p className="hint" id="schedule-zone">
        {t('interviews.zone', { zone: zoneName(timeZone, language) })}
      </p>
      <label>
        {t('interviews.length')}
        <select value={minutes} onChange={(e) => setMinutes(Number(e.target.value))}>
          {[30, 45, 60, 90, 120].map((m) => (
            <option key={m} value={m}>
              {t('interviews.minutes', { minutes: m })}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('interviews.place')}
        <input value={place} maxLength={300} onChange={(e) => setPlace(e.target.value)} />
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
        <button type="submit" className="primary">
          {t('interviews.send')}
        </button>
      </div>
    </form>
  )
}
