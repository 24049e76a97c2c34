import { useT } from '@hr-portal/kit'

type Compensation = 'timeOff' | 'pay'

/**
 * What the employee asks for overtime on a rest day: time off in lieu instead of pay, or pay (200 %). A working day and
 * a statutory holiday are always paid, whatever is chosen; the company's policy may decide for everyone.
 */
export function OvertimeCompensation({
  value,
  onChange,
}: {
  value: Compensation | undefined
  onChange: (value: Compensation) => void
}) {
  const t = useT()
  return (
    <fieldset className="overtime-timing overtime-compensation" data-testid="overtime-compensation">
      <legend>{t('overtime.compensation')}</legend>
      {(['pay', 'timeOff'] as const).map((choice) => (
        <label key={choice}>
          <input
            type="radio"
            name="overtime-compensation"
            value={choice}
            checked={(value ?? 'pay') === choice}
            onChange={() => onChange(choice)}
          />
          {t(`overtime.compensationChoice.${choice}`)}
        </label>
      ))}
      <p className="form-hint">{t('overtime.compensationHint')}</p>
    </fieldset>
  )
}
