import { useState } from 'react'
import { salary, messageOf, type Line } from '../api'
import { useT } from '@hr-portal/kit'
import { money, moneyOrDash } from '../money'

interface Props {
  runId: number
  line: Line
  inputItems: Array<{ code: string; name: string }>
  canInput: boolean
  canRecalculate: boolean
  /** Whether the group has a run of the month before to compare with (none: no one is new). */
  compared: boolean
  onChanged: (message: string) => void
}

/** The change against last month as text with a sign, and the flag in words (not by colour alone); none in a first month. */
export function ChangeCell({ line, compared }: { line: Line; compared: boolean }) {
  const t = useT()
  if (!line.calculated || !compared) return <td className="hint">—</td>
  if (line.flag === 'new')
    return (
      <td data-flag="new">
        <span aria-hidden="true">✚ </span>
        {t('review.new')}
      </td>
    )
  const sign = line.difference && !line.difference.startsWith('-') && line.difference !== '0.00' ? '+' : ''
  return (
    <td data-flag={line.flag ?? undefined} className="num">
      {sign}
      {line.difference !== null && money(line.difference)}{' '}
      {line.changePercent !== null && `(${sign}${line.changePercent}%)`}
      {line.flag === 'over' && (
        <strong className="flag-over">
          {' '}
          <span aria-hidden="true">▲ </span>
          {t('review.over')}
        </strong>
      )}
    </td>
  )
}

/** One person of a run: inputs (editable before calculation is locked), pay, last month, the change; recalculation with a reason. */
export function LineRow({ runId, line, inputItems, canInput, canRecalculate, compared, onChanged }: Props) {
  const t = useT()
  const [values, setValues] = useState<Record<string, string>>(line.inputs)
  const [reason, setReason] = useState('')
  const [recalculating, setRecalculating] = useState(false)
  const [problem, setProblem] = useState('')
  const changed = inputItems.some((item) => (values[item.code] ?? '') !== (line.inputs[item.code] ?? ''))
  const act = async (action: () => Promise<unknown>, message: string) => {
    setProblem('')
    try {
      await action()
      onChanged(message)
    } catch (cause) {
      setProblem(messageOf(cause))
    }
  }
  return (
    <>
      <tr data-employee={line.employeeId} data-flag={line.flag ?? undefined}>
        <th scope="row">
          {line.name}
          <div className="hint">
            {line.jobNumber} · {line.organName}
          </div>
          {line.proration && (
            <div className="hint" data-testid="proration">
              {t(line.proration.basis === 'workingDays' ? 'review.prorationWorking' : 'review.prorationCalendar', {
                ...line.proration,
              })}
            </div>
          )}
        </th>
        {inputItems.map((item) => (
          <td key={item.code}>
            {canInput ? (
              <input
                className="amount"
                inputMode="decimal"
                value={values[item.code] ?? ''}
                aria-label={t('review.inputOf', { item: item.name, name: line.name })}
                onChange={(e) => setValues({ ...values, [item.code]: e.target.value })}
              />
            ) : (
              <span className="num">{money(line.inputs[item.code] ?? '')}</span>
            )}
          </td>
        ))}
        <td className="num">
          {line.calculated ? money(line.gross) : '—'}
          {line.calculated && line.arrears.length > 0 && (
            <ul className="hint arrears" data-testid="arrears">
              {line.arrears.map((one) => (
                <li key={one.month}>
                  {t(one.amount.startsWith('-') ? 'review.arrearsRecovery' : 'review.arrears', {
                    month: one.month,
                    amount: money(one.amount),
                  })}
                </li>
              ))}
            </ul>
          )}
        </td>
        <td className="num">{line.calculated ? money(line.deductions) : '—'}</td>
        <td className="num">{line.calculated ? money(line.social) : '—'}</td>
        <td className="num">{line.calculated ? money(line.tax) : '—'}</td>
        <td className="num">
          <strong>{line.calculated ? money(line.net) : '—'}</strong>
          {line.bonusAdded && (
            <div className="hint" data-testid="bonus-added">
              {t('review.bonusAdded', { amount: money(line.bonusAdded.amount), month: line.bonusAdded.separateIn })}
            </div>
          )}
        </td>
        <td className="num">{moneyOrDash(line.previousNet)}</td>
        <ChangeCell line={line} compared={compared} />
        <td className="row-actions">
          {canInput && changed && (
            <button
              type="button"
              onClick={() =>
                act(
                  () =>
                    salary.runs.setInputs({
                      id: runId,
                      employeeId: line.employeeId,
                      values: Object.fromEntries(inputItems.map((i) => [i.code, values[i.code] ?? ''])),
                    }),
                  t('review.inputsSaved', { name: line.name }),
                )
              }
              aria-label={t('review.saveInputsOf', { name: line.name })}
            >
              {t('common.save')}
            </button>
          )}
          {canRecalculate && (
            <button
              type="button"
              aria-expanded={recalculating}
              onClick={() => setRecalculating(!recalculating)}
              aria-label={t('review.recalculateOne', { name: line.name })}
            >
              {t('review.recalculate')}
            </button>
          )}
        </td>
      </tr>
      {(recalculating || problem) && (
        <tr className="line-extra">
          <td colSpan={inputItems.length + 9}>
            {recalculating && (
              <form
                className="row"
                onSubmit={(e) => {
                  e.preventDefault()
                  void act(
                    () => salary.runs.recalculate({ id: runId, employeeId: line.employeeId, reason: reason.trim() }),
                    t('review.recalculated', { name: line.name }),
                  )
                }}
              >
                <label>
                  {t('review.reason')}
                  <input
                    value={reason}
                    onChange={(e) => setReason(e.target.value)}
                    required
                    minLength={2}
                    maxLength={500}
                  />
                </label>
                <button type="submit" className="primary">
                  {t('review.recalculateConfirm')}
                </button>
              </form>
            )}
            {problem && (
              <p role="alert" className="form-error">
                {problem}
              </p>
            )}
          </td>
        </tr>
      )}
    </>
  )
}
