import { useState, type FormEvent } from 'react'
import type { OvertimeInput } from './overtime-api'
import { useT } from './use-t'

const empty = (): OvertimeInput => ({ day: '', startTime: '18:00', endTime: '20:00', timing: 'after', reason: '' })

/** Overtime: asked before working it or after, the day, from and to (an end before the start is the next morning), why. */
export function OvertimeForm({ onSubmit }: { onSubmit: (input: OvertimeInput) => Promise<void> }) {
  const t = useT()
  const [input, setInput] = useState(empty)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState('')
  const [done, setDone] = useState('')
  const set = <K extends keyof OvertimeInput>(key: K, value: OvertimeInput[K]) => setInput((old) => ({ ...old, [key]: value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError('')
    setDone('')
    if (!input.day || !input.startTime || !input.endTime || !input.reason.trim()) return setError(t('overtime.required'))
    setSending(true)
    try {
      await onSubmit({ ...input, reason: input.reason.trim() })
      setInput(empty())
      setDone(t('form.sent'))
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setSending(false)
    }
  }

  return (
    <form className="leave-form" onSubmit={submit} aria-labelledby="overtime-form-title" noValidate>
      <h2 id="overtime-form-title">{t('overtime.ask')}</h2>
      <fieldset className="overtime-timing">
        <legend className="visually-hidden">{t('overtime.timing')}</legend>
        {(['after', 'before'] as const).map((timing) => (
          <label key={timing}>
            <input type="radio" name="overtime-timing" value={timing} checked={input.timing === timing} onChange={() => set('timing', timing)} />
            {t(`overtime.${timing}`)}
          </label>
        ))}
      </fieldset>
      <div className="leave-span">
        <label className="span-wide">{t('overtime.day')}<input type="date" value={input.day} onChange={(e) => set('day', e.target.value)} required /></label>
        <label>{t('overtime.start')}<input type="time" value={input.startTime} onChange={(e) => set('startTime', e.target.value)} required /></label>
        <label>{t('overtime.end')}<input type="time" value={input.endTime} onChange={(e) => set('endTime', e.target.value)} required /></label>
        <p className="span-wide form-hint">{t('overtime.nextDay')}</p>
      </div>
      <label>{t('overtime.reason')}<textarea value={input.reason} maxLength={500} onChange={(e) => set('reason', e.target.value)} required /></label>
      {error && <p role="alert" className="form-error">{error}</p>}
      <p role="status" aria-live="polite" className="form-done">{done}</p>
      <button type="submit" className="primary" disabled={sending}>{sending ? t('form.sending') : t('overtime.submit')}</button>
    </form>
  )
}
