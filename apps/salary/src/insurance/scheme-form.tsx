import { useEffect, useRef, useState } from 'react'
import { KINDS, messageOf, thisMonth, type Kind, type KindRule, type SchemeInput } from './insurance-api'
import { useT } from '@hr-portal/kit'
import { DateField } from '@hr-portal/ui'

const EMPTY_RULE: KindRule = { lower: '', upper: '', employee: '', employer: '' }

/** A new scheme: every kind empty, from this month. */
export const emptyScheme = (): SchemeInput => ({
  name: '',
  city: '',
  effectiveMonth: thisMonth(),
  housingFundRounding: 'fen',
  rates: Object.fromEntries(KINDS.map((kind) => [kind, { ...EMPTY_RULE }])) as Record<Kind, KindRule>,
})

const FIELDS = ['lower', 'upper', 'employee', 'employer'] as const

/**
 * A scheme's name and city and its rules from a month on: the six kinds in a table (base limits in yuan, rates as
 * decimals such as 0.08), the housing fund's rounding. The gateway checks every value and answers what is wrong.
 */
export function SchemeForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: SchemeInput
  onSave: (scheme: SchemeInput) => Promise<void>
  onCancel: () => void
}) {
  const t = useT()
  const [draft, setDraft] = useState<SchemeInput>(initial)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const title = useRef<HTMLHeadingElement>(null)
  useEffect(() => title.current?.focus(), [])
  const setRule = (kind: Kind, field: keyof KindRule, value: string) =>
    setDraft({ ...draft, rates: { ...draft.rates, [kind]: { ...draft.rates[kind], [field]: value } } })

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setProblem('')
    try {
      await onSave(draft)
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="panel si-form" onSubmit={save} aria-labelledby="scheme-form-title" data-testid="scheme-form">
      <h2 id="scheme-form-title" ref={title} tabIndex={-1}>
        {initial.id ? t('insurance.editScheme', { name: initial.name }) : t('insurance.newScheme')}
      </h2>
      <div className="si-fields">
        <label>
          {t('insurance.name')}
          <input
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            required
            maxLength={60}
            data-testid="scheme-name"
          />
        </label>
        <label>
          {t('insurance.city')}
          <input
            value={draft.city}
            onChange={(e) => setDraft({ ...draft, city: e.target.value })}
            required
            maxLength={40}
            data-testid="scheme-city"
          />
        </label>
        <label>
          {t('insurance.effectiveMonth')}
          <DateField
            kind="month"
            value={draft.effectiveMonth}
            onValueChange={(v) => setDraft({ ...draft, effectiveMonth: v })}
            required
            data-testid="scheme-month"
          />
        </label>
        <label>
          {t('insurance.housingRounding')}
          <select
            value={draft.housingFundRounding}
            onChange={(e) =>
              setDraft({ ...draft, housingFundRounding: e.target.value as SchemeInput['housingFundRounding'] })
            }
            data-testid="scheme-rounding"
          >
            <option value="fen">{t('insurance.rounding.fen')}</option>
            <option value="yuan">{t('insurance.rounding.yuan')}</option>
          </select>
        </label>
      </div>
      <p className="si-muted" id="scheme-form-hint">
        {t('insurance.formHint')}
      </p>
      <div
        className="si-scroll"
        role="region"
        tabIndex={0}
        aria-label={t('insurance.ratesOf', { month: draft.effectiveMonth })}
      >
        <table className="si-rates si-edit">
          <caption className="si-hidden">{t('insurance.ratesOf', { month: draft.effectiveMonth })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('insurance.kind')}</th>
              {FIELDS.map((field) => (
                <th scope="col" key={field}>
                  {t(
                    `insurance.${field === 'employee' ? 'employeeRate' : field === 'employer' ? 'employerRate' : field}`,
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {KINDS.map((kind) => (
              <tr key={kind}>
                <th scope="row">{t(`insurance.kinds.${kind}`)}</th>
                {FIELDS.map((field) => (
                  <td key={field}>
                    <input
                      value={draft.rates[kind][field]}
                      onChange={(e) => setRule(kind, field, e.target.value)}
                      required
                      inputMode="decimal"
                      placeholder={field === 'lower' || field === 'upper' ? '0.00' : '0.08'}
                      aria-describedby="scheme-form-hint"
                      aria-label={t(`insurance.cell.${field}`, { kind: t(`insurance.kinds.${kind}`) })}
                      data-testid={`${kind}-${field}`}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problem && (
        <p role="alert" className="si-error" data-testid="scheme-problem">
          {problem}
        </p>
      )}
      <div className="si-buttons">
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
