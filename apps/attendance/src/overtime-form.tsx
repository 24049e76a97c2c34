import type { OvertimeInput } from './overtime-api'
import { OvertimeCompensation } from './overtime-compensation'
import { RequestFormEnd, useRequestForm } from './request-form'
import { useT } from '@hr-portal/kit'
import { DateField } from '@hr-portal/ui'

const empty = (): OvertimeInput => ({ day: '', startTime: '18:00', endTime: '20:00', timing: 'after', reason: '' })

/** Overtime: asked before working it or after, the day, from and to (an end before the start is the next morning), why. */
export function OvertimeForm({
  onSubmit,
  initial,
}: {
  onSubmit: (input: OvertimeInput) => Promise<void>
  /** Fills the first input (overtime suggested from punches). */
  initial?: Partial<OvertimeInput>
}) {
  const t = useT()
  const form = useRequestForm(
    empty,
    (input) => (!input.day || !input.startTime || !input.endTime || !input.reason.trim() ? t('overtime.required') : ''),
    onSubmit,
    initial,
  )
  const { input, set } = form

  return (
    <form className="leave-form" onSubmit={form.submit} aria-labelledby="overtime-form-title" noValidate>
      <h2 id="overtime-form-title">{t('overtime.ask')}</h2>
      <fieldset className="overtime-timing">
        <legend className="visually-hidden">{t('overtime.timing')}</legend>
        {(['after', 'before'] as const).map((timing) => (
          <label key={timing}>
            <input
              type="radio"
              name="overtime-timing"
              value={timing}
              checked={input.timing === timing}
              onChange={() => set('timing', timing)}
            />
            {t(`overtime.${timing}`)}
          </label>
        ))}
      </fieldset>
      <div className="leave-span">
        <label className="span-wide">
          {t('overtime.day')}
          <DateField kind="date" value={input.day} onValueChange={(v) => set('day', v)} required />
        </label>
        <label>
          {t('overtime.start')}
          <DateField kind="time" value={input.startTime} onValueChange={(v) => set('startTime', v)} required />
        </label>
        <label>
          {t('overtime.end')}
          <DateField kind="time" value={input.endTime} onValueChange={(v) => set('endTime', v)} required />
        </label>
        <p className="span-wide form-hint">{t('overtime.nextDay')}</p>
      </div>
      <OvertimeCompensation value={input.compensation} onChange={(choice) => set('compensation', choice)} />
      <RequestFormEnd form={form} reasonLabel={t('overtime.reason')} submitLabel={t('overtime.submit')} />
    </form>
  )
}
