import { useEffect, useState } from 'react'
import { api, messageOf, type Declaration, type DeductionKind } from '../api'
import { useT } from '@hr-portal/kit'

const KINDS: DeductionKind[] = ['children', 'infant', 'education', 'housingLoan', 'housingRent', 'elderly', 'illness']
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1)
const SHARED: DeductionKind[] = ['children', 'infant', 'housingLoan']

interface Draft {
  kind: DeductionKind
  startMonth: number
  endMonth: number
  share: number
  choice: string
  amount: string
  note: string
}
const empty = (): Draft => ({
  kind: 'children',
  startMonth: 1,
  endMonth: 12,
  share: 100,
  choice: '',
  amount: '',
  note: '',
})
const draftOf = (d: Declaration): Draft => ({
  kind: d.kind,
  startMonth: d.startMonth,
  endMonth: d.endMonth,
  share: d.share,
  choice: d.choice,
  amount: d.amount,
  note: d.note,
})
/** The choice a kind starts with. */
const firstChoice = (kind: DeductionKind) =>
  kind === 'education' ? 'degree' : kind === 'housingRent' ? '1' : kind === 'elderly' ? 'only' : ''

/** Declares a special additional deduction for the year, or changes one (`editing`); the gateway checks the rules. */
export function DeclarationForm({
  year,
  editing,
  onSaved,
  onCancel,
  onSubmit,
}: {
  year: number
  editing: Declaration | null
  onSaved: (message: string) => void
  onCancel: () => void
  onSubmit: () => void
}) {
  const t = useT()
  const [draft, setDraft] = useState<Draft>(empty)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    setDraft(editing ? draftOf(editing) : empty())
    setProblem('')
  }, [editing])
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }))
  const certificate = draft.kind === 'education' && draft.choice === 'certificate'

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setProblem('')
    onSubmit()
    setBusy(true)
    const d = draft
    try {
      await api.saveDeclaration({
        ...(editing ? { id: editing.id } : {}),
        year,
        kind: d.kind,
        startMonth: d.startMonth,
        endMonth: certificate ? d.startMonth : d.endMonth,
        ...(SHARED.includes(d.kind) ? { share: d.share } : {}),
        ...(d.choice ? { choice: d.choice } : {}),
        ...(d.kind === 'illness' || (d.kind === 'elderly' && d.choice === 'shared') ? { amount: d.amount.trim() } : {}),
        note: d.note.trim(),
      })
      onSaved(t(editing ? 'mine.changed' : 'mine.declared', { kind: t(`kind.${d.kind}`) }))
      setDraft(empty())
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }

  const monthSelect = (label: string, value: number, onChange: (month: number) => void, testId: string) => (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(Number(e.target.value))} data-testid={testId}>
        {MONTHS.map((m) => (
          <option key={m} value={m}>
            {t('common.monthNumber', { month: m })}
          </option>
        ))}
      </select>
    </label>
  )

  return (
    <form className="panel form-grid" onSubmit={save} aria-labelledby="declare-title" data-testid="declaration-form">
      <h2 id="declare-title">{editing ? t('mine.change', { kind: t(`kind.${editing.kind}`) }) : t('mine.declare')}</h2>
      <label>
        {t('mine.kind')}
        <select
          value={draft.kind}
          disabled={Boolean(editing)}
          onChange={(e) => {
            const kind = e.target.value as DeductionKind
            set({ kind, choice: firstChoice(kind), share: 100, amount: '' })
          }}
          data-testid="declaration-kind"
        >
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kind.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      <p className="hint" data-testid="kind-rule">
        {t(`rule.${draft.kind}`)}
      </p>
      {draft.kind === 'education' && (
        <fieldset>
          <legend>{t('mine.educationType')}</legend>
          {['degree', 'certificate'].map((choice) => (
            <label className="check" key={choice}>
              <input type="radio" name="education" checked={draft.choice === choice} onChange={() => set({ choice })} />
              {t(`education.${choice}`)}
            </label>
          ))}
        </fieldset>
      )}
      {draft.kind !== 'illness' &&
        (certificate ? (
          monthSelect(
            t('mine.certificateMonth'),
            draft.startMonth,
            (m) => set({ startMonth: m, endMonth: m }),
            'declaration-start',
          )
        ) : (
          <div className="row">
            {monthSelect(t('mine.startMonth'), draft.startMonth, (m) => set({ startMonth: m }), 'declaration-start')}
            {monthSelect(t('mine.endMonth'), draft.endMonth, (m) => set({ endMonth: m }), 'declaration-end')}
          </div>
        ))}
      {SHARED.includes(draft.kind) && (
        <fieldset>
          <legend>{t('mine.share')}</legend>
          {[100, 50].map((share) => (
            <label className="check" key={share}>
              <input type="radio" name="share" checked={draft.share === share} onChange={() => set({ share })} />
              {t(`share.${share}`)}
            </label>
          ))}
        </fieldset>
      )}
      {draft.kind === 'housingRent' && (
        <label>
          {t('mine.cityTier')}
          <select value={draft.choice} onChange={(e) => set({ choice: e.target.value })} data-testid="rent-tier">
            {['1', '2', '3'].map((tier) => (
              <option key={tier} value={tier}>
                {t(`tier.${tier}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {draft.kind === 'elderly' && (
        <fieldset>
          <legend>{t('mine.onlyChild')}</legend>
          <label className="check">
            <input
              type="radio"
              name="elderly"
              checked={draft.choice === 'only'}
              onChange={() => set({ choice: 'only' })}
            />
            {t('elderly.only')}
          </label>
          <label className="check">
            <input
              type="radio"
              name="elderly"
              checked={draft.choice === 'shared'}
              onChange={() => set({ choice: 'shared' })}
            />
            {t('elderly.shared')}
          </label>
          {draft.choice === 'shared' && (
            <label>
              {t('mine.elderlyShare')}
              <input
                inputMode="decimal"
                value={draft.amount}
                onChange={(e) => set({ amount: e.target.value })}
                required
                data-testid="elderly-share"
              />
            </label>
          )}
        </fieldset>
      )}
      {draft.kind === 'illness' && (
        <>
          <label>
            {t('mine.illnessAmount')}
            <input
              inputMode="decimal"
              value={draft.amount}
              onChange={(e) => set({ amount: e.target.value })}
              required
              data-testid="illness-amount"
            />
          </label>
          <p className="notice" role="note" data-testid="illness-note">
            {t('mine.illnessNotWithheld')}
          </p>
        </>
      )}
      <label>
        {t('mine.note')}
        <input
          value={draft.note}
          onChange={(e) => set({ note: e.target.value })}
          maxLength={100}
          placeholder={t(`notePlaceholder.${draft.kind}`)}
        />
      </label>
      {problem && (
        <p role="alert" className="form-error" data-testid="declaration-problem">
          {problem}
        </p>
      )}
      <div className="buttons">
        <button className="primary" type="submit" disabled={busy}>
          {editing ? t('common.save') : t('mine.submit')}
        </button>
        {editing && (
          <button type="button" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  )
}
