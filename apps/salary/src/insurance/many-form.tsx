import { useState } from 'react'
import { app, useT } from '@hr-portal/kit'
import { insuranceApi, messageOf, type BaseOptions, type BaseRule } from './insurance-api'
import { DateField } from '@hr-portal/ui'

interface Props {
  options: BaseOptions
  month: string
  /** The people ticked in the table; when none, the department of the filter. */
  employeeIds: number[]
  organId?: number
  organName: string
  onDone: (message: string) => void
}

const RULES: BaseRule[] = ['amount', 'lower', 'upper', 'keep']

/** Many people at once (the ticked ones, or the department of the filter): a scheme from a month on, with one base rule. */
export function ManyForm({ options, month, employeeIds, organId, organName, onDone }: Props) {
  const t = useT()
  const [schemeId, setSchemeId] = useState(options.schemes[0]?.id ?? 0)
  const [rule, setRule] = useState<BaseRule>('amount')
  const [amount, setAmount] = useState('')
  const [effectiveMonth, setEffectiveMonth] = useState(month)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const who = employeeIds.length
    ? t('insurance.manyPicked', { count: employeeIds.length })
    : organId !== undefined
      ? t('insurance.manyDepartment', { name: organName })
      : ''

  async function apply(event: React.FormEvent) {
    event.preventDefault()
    setProblem('')
    if (!who) {
      setProblem(t('insurance.manyNobody'))
      return
    }
    const scheme = options.schemes.find((s) => s.id === schemeId)
    const sure = await app.shell.ui
      .confirm({
        title: t('insurance.manyTitle'),
        content: t('insurance.manyConfirm', { who, scheme: scheme?.name ?? '', month: effectiveMonth }),
      })
      .catch(() => false)
    if (!sure) return
    setBusy(true)
    try {
      const done = await insuranceApi.bases.setMany({
        ...(employeeIds.length ? { employeeIds } : { organId }),
        schemeId,
        effectiveMonth,
        rule,
        ...(rule === 'amount' ? { amount } : {}),
      })
      onDone(t('insurance.manyDone', { count: done.people, month: done.effectiveMonth }))
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="panel si-form" onSubmit={apply} aria-labelledby="many-form-title" data-testid="many-form">
      <h2 id="many-form-title">{t('insurance.manyTitle')}</h2>
      <p className="si-muted" aria-live="polite">
        {who || t('insurance.manyNobody')}
      </p>
      <div className="si-fields">
        <label>
          {t('insurance.scheme')}
          <select value={schemeId} onChange={(e) => setSchemeId(Number(e.target.value))} data-testid="many-scheme">
            {options.schemes.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} · {s.city}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="si-choice">
          <legend>{t('insurance.baseRule')}</legend>
          {RULES.map((value) => (
            <label key={value} className="si-check">
              <input
                type="radio"
                name="base-rule"
                value={value}
                checked={rule === value}
                onChange={() => setRule(value)}
              />
              {t(`insurance.rule.${value}`)}
            </label>
          ))}
        </fieldset>
        {rule === 'amount' && (
          <label>
            {t('insurance.base')}
            <input
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              required
              inputMode="decimal"
              placeholder="0.00"
              data-testid="many-amount"
            />
          </label>
        )}
        <label>
          {t('insurance.effectiveMonth')}
          <DateField
            kind="month"
            value={effectiveMonth}
            onValueChange={setEffectiveMonth}
            required
            data-testid="many-month"
          />
        </label>
      </div>
      {problem && (
        <p role="alert" className="si-error">
          {problem}
        </p>
      )}
      <div className="si-buttons">
        <button type="submit" className="primary" disabled={busy || options.schemes.length === 0}>
          {t('insurance.apply')}
        </button>
      </div>
    </form>
  )
}
