import { useState } from 'react'
import { api, messageOf, type Cycle, type CycleFields } from '../api'
import { useFocusHeading } from '../parts/use-focus-heading'
import { useT } from '@hr-portal/kit'
import { DateField } from '@hr-portal/ui'

const year = new Date().getFullYear()
const empty = (): CycleFields => ({
  name: '',
  kind: 'annual',
  period: String(year),
  startDate: `${year}-01-01`,
  goalsDue: `${year}-01-31`,
  selfDue: `${year}-11-30`,
  managerDue: `${year}-12-10`,
  calibrationDue: `${year}-12-20`,
  endDate: `${year}-12-31`,
  targetTop: 20,
  targetMiddle: 70,
  targetBottom: 10,
})
const fieldsOf = (c: Cycle): CycleFields => ({
  name: c.name,
  kind: c.kind,
  period: c.period,
  startDate: c.startDate,
  goalsDue: c.goalsDue,
  selfDue: c.selfDue,
  managerDue: c.managerDue,
  calibrationDue: c.calibrationDue,
  endDate: c.endDate,
  targetTop: c.target.top,
  targetMiddle: c.target.middle,
  targetBottom: c.target.bottom,
})
const DATES = ['startDate', 'goalsDue', 'selfDue', 'managerDue', 'calibrationDue', 'endDate'] as const
const TARGETS = [
  ['targetTop', 'top'],
  ['targetMiddle', 'middle'],
  ['targetBottom', 'bottom'],
] as const

/** Creates a review cycle or changes one: name, kind and period, the due date of each phase, the target distribution. */
export function CycleForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing: Cycle | null
  onSaved: (message: string, id?: number) => void
  onCancel: () => void
}) {
  const t = useT()
  const heading = useFocusHeading()
  const [draft, setDraft] = useState<CycleFields>(() => (editing ? fieldsOf(editing) : empty()))
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const set = (change: Partial<CycleFields>) => setDraft((d) => ({ ...d, ...change }))

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setProblem('')
    setBusy(true)
    try {
      const { id } = await api.saveCycle({
        ...(editing ? { id: editing.id } : {}),
        ...draft,
        name: draft.name.trim(),
        period: draft.period.trim(),
      })
      onSaved(t('cycles.saved', { name: draft.name.trim() }), id)
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="panel form-grid wide" aria-labelledby="cycle-form-title" onSubmit={save} data-testid="cycle-form">
      <h2 id="cycle-form-title" ref={heading} tabIndex={-1}>
        {editing ? t('cycles.edit', { name: editing.name }) : t('cycles.new')}
      </h2>
      <label>
        {t('cycle.name')}
        <input value={draft.name} maxLength={60} required onChange={(e) => set({ name: e.target.value })} />
      </label>
      <div className="row">
        <label>
          {t('cycle.kind')}
          <select
            value={draft.kind}
            onChange={(e) => {
              const kind = e.target.value as CycleFields['kind']
              set({ kind, period: kind === 'annual' ? String(year) : `${year}-Q1` })
            }}
          >
            <option value="annual">{t('kind.annual')}</option>
            <option value="quarterly">{t('kind.quarterly')}</option>
          </select>
        </label>
        <label>
          {t('cycle.period')}
          <input
            value={draft.period}
            required
            pattern={draft.kind === 'annual' ? '\\d{4}' : '\\d{4}-Q[1-4]'}
            aria-describedby="period-hint"
            onChange={(e) => set({ period: e.target.value })}
          />
        </label>
      </div>
      <p className="hint" id="period-hint">
        {t(`cycle.periodHint.${draft.kind}`)}
      </p>
      <fieldset>
        <legend>{t('cycle.dates')}</legend>
        <div className="row">
          {DATES.map((key) => (
            <label key={key}>
              {t(`cycle.${key}`)}
              <DateField kind="date" value={draft[key]} required onValueChange={(v) => set({ [key]: v })} />
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('cycle.target')}</legend>
        <div className="row">
          {TARGETS.map(([key, rating]) => (
            <label key={key} className="weight">
              {t('cycle.targetOf', { rating: t(`rating.${rating}`) })}
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                value={draft[key]}
                required
                onChange={(e) => set({ [key]: Number(e.target.value) })}
              />
            </label>
          ))}
        </div>
        <p className="hint">
          {t('cycle.targetHint', { total: draft.targetTop + draft.targetMiddle + draft.targetBottom })}
        </p>
      </fieldset>
      {problem && (
        <p role="alert" className="form-error" data-testid="cycle-problem">
          {problem}
        </p>
      )}
      <div className="buttons">
        <button type="submit" className="primary" disabled={busy}>
          {t('common.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
