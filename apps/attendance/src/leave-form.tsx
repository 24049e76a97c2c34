import { useState, type FormEvent } from 'react'
import type { ApplyInput, LeaveType } from './leave-api'
import { useLanguage, useT } from './use-t'

interface Props {
  types: LeaveType[]
  onSubmit: (input: ApplyInput) => Promise<void>
}

const empty = (typeCode = 'annual'): ApplyInput => ({ typeCode, startDate: '', startHalf: 'am', endDate: '', endHalf: 'pm', reason: '', startTime: '09:00', endTime: '11:00' })

/**
 * The leave request form: type, from (morning/afternoon) to (morning/afternoon), reason; for a type counted in hours,
 * one day from a time to a time instead. Keeps the input when the gateway refuses it.
 */
export function LeaveForm({ types, onSubmit }: Props) {
  const t = useT()
  const language = useLanguage()
  const [input, setInput] = useState(empty)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState('')
  const [done, setDone] = useState('')
  const set = <K extends keyof ApplyInput>(key: K, value: ApplyInput[K]) => setInput((old) => ({ ...old, [key]: value }))
  const hourly = types.find((type) => type.code === input.typeCode)?.unit === 'hour'

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError('')
    setDone('')
    if (!input.startDate || (!hourly && !input.endDate) || (hourly && (!input.startTime || !input.endTime)) || !input.reason.trim()) {
      setError(t(hourly ? 'form.requiredHours' : 'form.required'))
      return
    }
    const { startTime, endTime, ...days } = input
    setSending(true)
    try {
      await onSubmit(hourly ? { ...days, endDate: input.startDate, startTime, endTime, reason: input.reason.trim() } : { ...days, reason: input.reason.trim() })
      setInput(empty(input.typeCode))
      setDone(t('form.sent'))
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setSending(false)
    }
  }

  return (
    <form className="leave-form" onSubmit={submit} aria-labelledby="leave-form-title" noValidate>
      <h2 id="leave-form-title">{t('form.title')}</h2>
      <label>{t('form.type')}
        <select value={input.typeCode} onChange={(e) => set('typeCode', e.target.value)}>
          {types.map((type) => <option key={type.code} value={type.code}>{language === 'en' ? type.nameEn : type.nameZh}</option>)}
        </select>
      </label>
      {hourly ? (
        <div className="leave-span" data-testid="hourly-span">
          <label className="span-wide">{t('form.day')}<input type="date" value={input.startDate} onChange={(e) => set('startDate', e.target.value)} required /></label>
          <label>{t('form.fromTime')}<input type="time" value={input.startTime} onChange={(e) => set('startTime', e.target.value)} required /></label>
          <label>{t('form.toTime')}<input type="time" value={input.endTime} onChange={(e) => set('endTime', e.target.value)} required /></label>
          <p className="span-wide form-hint">{t('form.hoursHint')}</p>
        </div>
      ) : (
        <div className="leave-span">
          <label>{t('form.from')}<input type="date" value={input.startDate} onChange={(e) => set('startDate', e.target.value)} required /></label>
          <label>{t('form.fromHalf')}
            <select value={input.startHalf} onChange={(e) => set('startHalf', e.target.value as 'am' | 'pm')}>
              <option value="am">{t('form.morning')}</option><option value="pm">{t('form.afternoon')}</option>
            </select>
          </label>
          <label>{t('form.to')}<input type="date" value={input.endDate} onChange={(e) => set('endDate', e.target.value)} required /></label>
          <label>{t('form.toHalf')}
            <select value={input.endHalf} onChange={(e) => set('endHalf', e.target.value as 'am' | 'pm')}>
              <option value="am">{t('form.morning')}</option><option value="pm">{t('form.afternoon')}</option>
            </select>
          </label>
        </div>
      )}
      <label>{t('form.reason')}<textarea value={input.reason} maxLength={500} onChange={(e) => set('reason', e.target.value)} required /></label>
      {error && <p role="alert" className="form-error">{error}</p>}
      <p role="status" aria-live="polite" className="form-done">{done}</p>
      <button type="submit" className="primary" disabled={sending}>{sending ? t('form.sending') : t('form.submit')}</button>
    </form>
  )
}
