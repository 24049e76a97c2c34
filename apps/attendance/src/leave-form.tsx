import type { ApplyInput, LeaveType } from './leave-api'
import { RequestFormEnd, useRequestForm } from './request-form'
import { LeaveFormPreview } from './year-split'
import { useLanguage, useT } from '@hr-portal/kit'
import { DateField } from '@hr-portal/ui'

interface Props {
  types: LeaveType[]
  onSubmit: (input: ApplyInput) => Promise<void>
}

const empty = (typeCode = 'annual'): ApplyInput => ({
  typeCode,
  startDate: '',
  startHalf: 'am',
  endDate: '',
  endHalf: 'pm',
  reason: '',
  startTime: '09:00',
  endTime: '11:00',
})

/**
 * The leave request form: type, from (morning/afternoon) to (morning/afternoon), reason; for a type counted in hours,
 * one day from a time to a time instead. Keeps the input when the gateway refuses it.
 */
export function LeaveForm({ types, onSubmit }: Props) {
  const t = useT()
  const language = useLanguage()
  const isHourly = (input: ApplyInput) => types.find((type) => type.code === input.typeCode)?.unit === 'hour'
  const form = useRequestForm<ApplyInput>(
    (sent) => empty(sent?.typeCode),
    (input) => {
      const hourly = isHourly(input)
      const missing =
        !input.startDate ||
        (!hourly && !input.endDate) ||
        (hourly && (!input.startTime || !input.endTime)) ||
        !input.reason.trim()
      return missing ? t(hourly ? 'form.requiredHours' : 'form.required') : ''
    },
    ({ startTime, endTime, ...days }) =>
      onSubmit(isHourly(days) ? { ...days, endDate: days.startDate, startTime, endTime } : days),
  )
  const { input, set } = form
  const hourly = isHourly(input)

  return (
    <form className="leave-form" onSubmit={form.submit} aria-labelledby="leave-form-title" noValidate>
      <h2 id="leave-form-title">{t('form.title')}</h2>
      <label>
        {t('form.type')}
        <select value={input.typeCode} onChange={(e) => set('typeCode', e.target.value)}>
          {types.map((type) => (
            <option key={type.code} value={type.code}>
              {language === 'en' ? type.nameEn : type.nameZh}
            </option>
          ))}
        </select>
      </label>
      {hourly ? (
        <div className="leave-span" data-testid="hourly-span">
          <label className="span-wide">
            {t('form.day')}
            <DateField kind="date" value={input.startDate} onValueChange={(v) => set('startDate', v)} required />
          </label>
          <label>
            {t('form.fromTime')}
            <DateField kind="time" value={input.startTime ?? ''} onValueChange={(v) => set('startTime', v)} required />
          </label>
          <label>
            {t('form.toTime')}
            <DateField kind="time" value={input.endTime ?? ''} onValueChange={(v) => set('endTime', v)} required />
          </label>
          <p className="span-wide form-hint">{t('form.hoursHint')}</p>
        </div>
      ) : (
        <div className="leave-span">
          <label>
            {t('form.from')}
            <DateField kind="date" value={input.startDate} onValueChange={(v) => set('startDate', v)} required />
          </label>
          <label>
            {t('form.fromHalf')}
            <select value={input.startHalf} onChange={(e) => set('startHalf', e.target.value as 'am' | 'pm')}>
              <option value="am">{t('form.morning')}</option>
              <option value="pm">{t('form.afternoon')}</option>
            </select>
          </label>
          <label>
            {t('form.to')}
            <DateField kind="date" value={input.endDate} onValueChange={(v) => set('endDate', v)} required />
          </label>
          <label>
            {t('form.toHalf')}
            <select value={input.endHalf} onChange={(e) => set('endHalf', e.target.value as 'am' | 'pm')}>
              <option value="am">{t('form.morning')}</option>
              <option value="pm">{t('form.afternoon')}</option>
            </select>
          </label>
        </div>
      )}
      <LeaveFormPreview input={input} hourly={hourly} />
      <RequestFormEnd form={form} reasonLabel={t('form.reason')} submitLabel={t('form.submit')} />
    </form>
  )
}
