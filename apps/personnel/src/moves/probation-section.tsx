import { useId, useState } from 'react'
import { RequestError, useAction, useLanguage, useT } from '@hr-portal/kit'
import { DateField, PeoplePicker, type PickedPerson } from '@hr-portal/ui'
import { movesApi, type ProbationState, type ReviewKind } from './moves-api'

const KINDS: ReviewKind[] = ['confirm', 'extend', 'end']

/**
 * Probation (试用期 / Probation): the chosen person's probation end (from their active contract), the latest end the law
 * allows, its reviews, and asking to confirm, extend (to a new end) or end it (a last day and a reason) for approval.
 */
export function ProbationSection() {
  const t = useT()
  const id = useId()
  const language = useLanguage()
  const [person, setPerson] = useState<PickedPerson[]>([])
  const [state, setState] = useState<ProbationState | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [kind, setKind] = useState<ReviewKind>('confirm')
  const [date, setDate] = useState('')
  const [reason, setReason] = useState('')
  async function load(employeeId: number) {
    setError(null)
    try {
      setState(await movesApi.probation(employeeId))
    } catch (failure) {
      setState(null)
      setError(failure)
    }
  }
  const action = useAction(() => {
    const chosen = person.at(-1)
    if (chosen) void load(chosen.id)
  })
  const find = async (keyword: string, page: number) => {
    const found = await movesApi.findPeople(keyword, page)
    return { rows: found.rows.map((p) => ({ ...p })), total: found.total }
  }
  const chosen = person.at(-1)
  return (
    <section className="pers-section" aria-labelledby={`${id}-title`} data-testid="probation-section">
      <h2 id={`${id}-title`}>{t('probation.title')}</h2>
      <PeoplePicker
        legend={t('moves.person')}
        chosen={person}
        onChange={(people) => {
          const last = people.slice(-1)
          setPerson(last)
          setState(null)
          if (last[0]) void load(last[0].id)
        }}
        find={find}
        language={language === 'en' ? 'en' : 'zh-CN'}
      />
      <RequestError className="pers-error" error={error} retry={() => chosen && void load(chosen.id)} />
      {state && (
        <>
          <p data-testid="probation-state">
            {state.probationEnd
              ? t('probation.ends', { date: state.probationEnd, latest: state.latestEnd ?? '' })
              : t('probation.none')}
            {state.confirmed && ` · ${t('probation.confirmed')}`}
            {state.extended && ` · ${t('probation.extended')}`}
          </p>
          {state.reviews.length > 0 && (
            <ul className="pers-history">
              {state.reviews.map((review) => (
                <li key={review.id}>
                  {t(`probation.kind_${review.kind}`)}
                  {review.newDate && ` · ${review.newDate}`} · {t(`moves.status_${review.status}`)}
                  {review.reason && ` · ${review.reason}`}
                </li>
              ))}
            </ul>
          )}
          {state.probationEnd && !state.confirmed && chosen && (
            <form
              className="pers-moves-form"
              onSubmit={(event) => {
                event.preventDefault()
                void action.run(
                  () =>
                    movesApi.review({
                      employeeId: chosen.id,
                      kind,
                      ...(kind !== 'confirm' && date ? { newDate: date } : {}),
                      ...(reason.trim() ? { reason: reason.trim() } : {}),
                    }),
                  t('probation.sent', { name: chosen.name }),
                )
              }}
            >
              <label>
                {t('probation.kind')}
                <select className="hr-input" value={kind} onChange={(e) => setKind(e.target.value as ReviewKind)}>
                  {KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`probation.kind_${k}`)}
                    </option>
                  ))}
                </select>
              </label>
              {kind !== 'confirm' && (
                <label>
                  {t(kind === 'extend' ? 'probation.newEnd' : 'probation.lastDay')}
                  <DateField kind="date" className="hr-input" required value={date} onValueChange={setDate} />
                </label>
              )}
              <label className="pers-moves-wide">
                {t('moves.reason')}
                <textarea
                  className="hr-input"
                  rows={3}
                  required={kind === 'end'}
                  maxLength={500}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
              </label>
              <div className="pers-moves-wide">
                <button type="submit" className="hr-button" data-variant="primary" disabled={action.busy}>
                  {t('moves.submit')}
                </button>
                {action.status}
              </div>
            </form>
          )}
        </>
      )}
    </section>
  )
}
