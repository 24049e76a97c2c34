import { useState } from 'react'
import { api, type Session } from '../api'
import { useAction, useT } from '@hr-portal/kit'
import { DateField } from '@hr-portal/ui'

/** The local date-time input's value of an instant, and back. */
const toInput = (at: number) => new Date(at - new Date(at).getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
const fromInput = (value: string) => new Date(value).getTime()

/** A session of a course: start, end, place and capacity; a new one, or `session` changed in place. */
export function SessionForm({
  courseId,
  session,
  onSaved,
  onCancel,
}: {
  courseId: number
  session?: Session
  onSaved: () => void
  onCancel?: () => void
}) {
  const t = useT()
  const tomorrow = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 86_400_000
  const [startsAt, setStartsAt] = useState(toInput(session?.startsAt ?? tomorrow))
  const [endsAt, setEndsAt] = useState(toInput(session?.endsAt ?? tomorrow + 7_200_000))
  const [place, setPlace] = useState(session?.place ?? '')
  const [capacity, setCapacity] = useState(session?.capacity ?? 20)
  const action = useAction()
  return (
    <form
      className="panel row"
      aria-label={session ? t('sessions.edit') : t('sessions.add')}
      onSubmit={(e) => {
        e.preventDefault()
        const input = {
          id: session?.id,
          courseId,
          startsAt: fromInput(startsAt),
          endsAt: fromInput(endsAt),
          place,
          capacity,
        }
        void action.run(() => api.saveSession(input), session ? '' : t('sessions.added')).then((ok) => ok && onSaved())
      }}
    >
      {!session && <h3>{t('sessions.add')}</h3>}
      <label>
        {t('sessions.startsAt')}
        <DateField kind="datetime" required value={startsAt} onValueChange={setStartsAt} />
      </label>
      <label>
        {t('sessions.endsAt')}
        <DateField kind="datetime" required value={endsAt} onValueChange={setEndsAt} />
      </label>
      <label>
        {t('sessions.place')}
        <input required maxLength={100} value={place} onChange={(e) => setPlace(e.target.value)} />
      </label>
      <label>
        {t('sessions.capacity')}
        <input
          type="number"
          min={1}
          max={10000}
          required
          value={capacity}
          onChange={(e) => setCapacity(Number(e.target.value))}
        />
      </label>
      <button type="submit" className="primary" disabled={action.busy}>
        {session ? t('common.save') : t('sessions.add')}
      </button>
      {onCancel && (
        <button type="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      )}
      {action.status}
    </form>
  )
}
