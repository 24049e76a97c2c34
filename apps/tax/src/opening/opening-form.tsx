import { useState } from 'react'
import { useT } from '@hr-portal/kit'
import { api, messageOf, type OpeningRow } from '../api'

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/
const AMOUNTS = ['income', 'social', 'special', 'other', 'tax'] as const
type AmountKey = (typeof AMOUNTS)[number]
const THROUGH = Array.from({ length: 11 }, (_, i) => i + 1)

interface Draft extends Record<AmountKey, string> {
  through: number
  basicMonths: number
  bonusSeparate: boolean
}

const draftOf = (row: OpeningRow): Draft =>
  row.opening
    ? { ...row.opening }
    : { through: 6, basicMonths: 6, bonusSeparate: false, income: '', social: '', special: '', other: '', tax: '' }

/** HR's form of one person's opening balance of a year; the gateway checks the rest and writes the trail. */
export function OpeningForm({
  year,
  row,
  onSaved,
  onCancel,
}: {
  year: number
  row: OpeningRow
  onSaved: (message: string) => void
  onCancel: () => void
}) {
  const t = useT()
  const [draft, setDraft] = useState<Draft>(() => draftOf(row))
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }))
  const amountOf = (key: AmountKey) => draft[key].trim().replace(/,/g, '') || '0'

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setProblem('')
    if (AMOUNTS.some((key) => !AMOUNT.test(amountOf(key)))) {
      setProblem(t('opening.badAmount'))
      return
    }
    setBusy(true)
    try {
      const amounts = Object.fromEntries(AMOUNTS.map((key) => [key, amountOf(key)])) as Record<AmountKey, string>
      await api.saveOpening({
        year,
        employeeId: row.employeeId,
        through: draft.through,
        basicMonths: Math.min(draft.basicMonths, draft.through),
        bonusSeparate: draft.bonusSeparate,
        ...amounts,
      })
      onSaved(t('opening.saved', { name: row.name }))
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }

  const monthSelect = (label: string, value: number, from: number, to: number, onChange: (m: number) => void) => (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {Array.from({ length: to - from + 1 }, (_, i) => from + i).map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </select>
    </label>
  )

  return (
    <form className="panel form-grid" onSubmit={save} aria-labelledby="opening-form-title" data-testid="opening-form">
      <h3 id="opening-form-title">{t('opening.formTitle', { name: row.name, year })}</h3>
      <div className="row">
        {monthSelect(t('opening.throughMonth'), draft.through, THROUGH[0], THROUGH.length, (through) =>
          set({ through, basicMonths: Math.min(draft.basicMonths, through) }),
        )}
        {monthSelect(t('opening.basicMonths'), draft.basicMonths, 0, draft.through, (basicMonths) =>
          set({ basicMonths }),
        )}
      </div>
      <div className="row">
        {AMOUNTS.map((key) => (
          <label key={key}>
            {t(`opening.${key}`)}
            <input
              inputMode="decimal"
              value={draft[key]}
              placeholder="0.00"
              onChange={(event) => set({ [key]: event.target.value } as Partial<Draft>)}
              data-testid={`opening-${key}`}
            />
          </label>
        ))}
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.bonusSeparate}
          onChange={(event) => set({ bonusSeparate: event.target.checked })}
        />
        {t('opening.bonusSeparate')}
      </label>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <div className="buttons">
        <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
          {t('common.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
