import { useState } from 'react'
import { api, messageOf, type Goal, type GoalInput } from '../api'
import { useT } from '@hr-portal/kit'

const blank = (): GoalInput => ({ title: '', measure: '', weight: 0 })

/** Sets my goals for the cycle: title, measure and weight each; saved as a draft, or submitted once the weights add up to 100. */
export function GoalsEditor({
  cycleId,
  goals,
  onSaved,
}: {
  cycleId: number
  goals: Goal[]
  onSaved: (message: string) => void
}) {
  const t = useT()
  const [rows, setRows] = useState<GoalInput[]>(() =>
    goals.length ? goals.map(({ title, measure, weight }) => ({ title, measure, weight })) : [blank()],
  )
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const total = rows.reduce((sum, row) => sum + (Number.isFinite(row.weight) ? row.weight : 0), 0)
  const set = (index: number, change: Partial<GoalInput>) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...change } : row)))

  async function save(submit: boolean) {
    setProblem('')
    setBusy(true)
    try {
      await api.saveGoals(
        cycleId,
        rows.map((row) => ({ ...row, title: row.title.trim(), measure: row.measure.trim() })),
        submit,
      )
      onSaved(t(submit ? 'goals.submitted' : 'goals.saved'))
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="panel form-grid"
      aria-labelledby="goals-edit"
      onSubmit={(e) => {
        e.preventDefault()
        void save(true)
      }}
      data-testid="goals-editor"
    >
      <h2 id="goals-edit">{t('goals.set')}</h2>
      <p className="hint">{t('goals.rule')}</p>
      {rows.map((row, index) => (
        <fieldset key={index} className="goal-fields" data-testid="goal-row">
          <legend>{t('goals.number', { n: index + 1 })}</legend>
          <label>
            {t('goals.goalTitle')}
            <input value={row.title} maxLength={100} required onChange={(e) => set(index, { title: e.target.value })} />
          </label>
          <label>
            {t('goals.measure')}
            <input value={row.measure} maxLength={300} onChange={(e) => set(index, { measure: e.target.value })} />
          </label>
          <div className="row">
            <label className="weight">
              {t('goals.weight')}
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                value={row.weight}
                required
                onChange={(e) => set(index, { weight: Number(e.target.value) })}
              />
            </label>
            {rows.length > 1 && (
              <button
                type="button"
                className="danger"
                onClick={() => setRows((all) => all.filter((_, i) => i !== index))}
                aria-label={t('goals.removeOf', { n: index + 1 })}
              >
                {t('goals.remove')}
              </button>
            )}
          </div>
        </fieldset>
      ))}
      <div className="row">
        <button type="button" onClick={() => setRows((all) => [...all, blank()])} disabled={rows.length >= 20}>
          {t('goals.add')}
        </button>
        <output aria-live="polite" className={total === 100 ? 'total ok' : 'total'} data-testid="goals-total">
          {t('goals.total', { total })}
        </output>
      </div>
      {problem && (
        <p role="alert" className="form-error" data-testid="goals-problem">
          {problem}
        </p>
      )}
      <div className="buttons">
        <button type="button" disabled={busy} onClick={() => void save(false)}>
          {t('goals.saveDraft')}
        </button>
        <button type="submit" className="primary" disabled={busy}>
          {t('goals.submit')}
        </button>
      </div>
    </form>
  )
}
