import { useState } from 'react'
import { api, messageOf, type Goal } from '../api'
import { useT } from '@hr-portal/kit'
import { DateField } from '@hr-portal/ui'

const today = () => new Date().toISOString().slice(0, 10)

/** Adds a check-in to one of my goals: a dated progress note with the share done. */
export function CheckinForm({
  cycleId,
  goals,
  onSaved,
}: {
  cycleId: number
  goals: Goal[]
  onSaved: (message: string) => void
}) {
  const t = useT()
  const [goalId, setGoalId] = useState(goals[0]?.id ?? 0)
  const [date, setDate] = useState(today)
  const [progress, setProgress] = useState(0)
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  if (goals.length === 0) return null

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setProblem('')
    setBusy(true)
    try {
      await api.checkin(cycleId, goalId, date, progress, note.trim())
      setNote('')
      onSaved(t('checkin.saved'))
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="panel form-grid" aria-labelledby="checkin-title" onSubmit={save} data-testid="checkin-form">
      <h2 id="checkin-title">{t('checkin.title')}</h2>
      <label>
        {t('checkin.goal')}
        <select value={goalId} onChange={(e) => setGoalId(Number(e.target.value))}>
          {goals.map((goal) => (
            <option key={goal.id} value={goal.id}>
              {goal.title}
            </option>
          ))}
        </select>
      </label>
      <div className="row">
        <label>
          {t('checkin.date')}
          <DateField kind="date" value={date} required onValueChange={setDate} />
        </label>
        <label className="weight">
          {t('checkin.progress')}
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            value={progress}
            required
            onChange={(e) => setProgress(Number(e.target.value))}
          />
        </label>
      </div>
      <label>
        {t('checkin.note')}
        <textarea value={note} maxLength={500} required rows={3} onChange={(e) => setNote(e.target.value)} />
      </label>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <div className="buttons">
        <button type="submit" className="primary" disabled={busy}>
          {t('checkin.save')}
        </button>
      </div>
    </form>
  )
}
