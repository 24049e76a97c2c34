import { useState } from 'react'
import { api, messageOf, type CalibrationRow } from '../api'
import { useFocusHeading } from '../parts/use-focus-heading'
import { useT } from '@hr-portal/kit'
import { DateField } from '@hr-portal/ui'

const nextMonth = () => {
  const d = new Date()
  d.setMonth(d.getMonth() + 1)
  return d.toISOString().slice(0, 7)
}

/** Proposes a salary change from a result to payroll: an amount or a percentage of the base pay, from a month. */
export function SalaryForm({
  cycleId,
  row,
  onSaved,
  onCancel,
}: {
  cycleId: number
  row: CalibrationRow
  onSaved: (message: string) => void
  onCancel: () => void
}) {
  const t = useT()
  const heading = useFocusHeading()
  const [kind, setKind] = useState<'amount' | 'percent'>(row.salaryChange?.kind ?? 'percent')
  const [value, setValue] = useState(row.salaryChange?.value ?? '')
  const [month, setMonth] = useState(row.salaryChange?.effectiveMonth ?? nextMonth())
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setProblem('')
    setBusy(true)
    try {
      await api.proposeSalary({
        cycleId,
        employeeId: row.employeeId,
        kind,
        value: value.trim(),
        effectiveMonth: month,
        reason: reason.trim(),
      })
      onSaved(t('salary.proposed', { name: row.name }))
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="panel form-grid" aria-labelledby="salary-title" onSubmit={save} data-testid="salary-form">
      <h2 id="salary-title" ref={heading} tabIndex={-1}>
        {t('salary.proposeOf', { name: row.name })}
      </h2>
      <fieldset>
        <legend>{t('salary.kind')}</legend>
        {(['percent', 'amount'] as const).map((k) => (
          <label className="check" key={k}>
            <input type="radio" name="salary-kind" checked={kind === k} onChange={() => setKind(k)} />
            {t(`salary.kinds.${k}`)}
          </label>
        ))}
      </fieldset>
      <div className="row">
        <label>
          {t(kind === 'percent' ? 'salary.percent' : 'salary.amount')}
          <input
            inputMode="decimal"
            value={value}
            required
            pattern="-?\d{1,9}(\.\d{1,2})?"
            onChange={(e) => setValue(e.target.value)}
          />
        </label>
        <label>
          {t('salary.month')}
          <DateField kind="month" value={month} required onValueChange={setMonth} />
        </label>
      </div>
      <label>
        {t('salary.reason')}
        <input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </label>
      <p className="hint">{t('salary.hint')}</p>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <div className="buttons">
        <button type="submit" className="primary" disabled={busy}>
          {t('salary.send')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
