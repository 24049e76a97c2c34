import { useState, type FormEvent } from 'react'
import type { PatchCardInput } from './leave-api'
import { useT } from './use-t'

const empty = (): PatchCardInput => ({ day: '', time: '09:00', kind: 'in', reason: '' })

/** §9 patch card: the day and time of a missed clock-in or clock-out, and why. Keeps the input when refused. */
export function PatchCardForm({ onSubmit, initial }: { onSubmit: (input: PatchCardInput) => Promise<void>; initial?: Partial<PatchCardInput> }) {
  const t = useT()
  const [input, setInput] = useState(() => ({ ...empty(), ...initial }))
  const [sending, setSending] = useState(false)
  const [error, setError] = useState('')
  const [done, setDone] = useState('')
  const set = <K extends keyof PatchCardInput>(key: K, value: PatchCardInput[K]) => setInput((old) => ({ ...old, [key]: value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError('')
    setDone('')
    if (!input.day || !input.time || !input.reason.trim()) return setError(t('patch.required'))
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
    <form className="leave-form" onSubmit={submit} aria-labelledby="patch-form-title" noValidate>
      <h2 id="patch-form-title">{t('patch.title')}</h2>
      <div className="leave-span">
        <label>{t('patch.day')}<input type="date" value={input.day} onChange={(e) => set('day', e.target.value)} required /></label>
        <label>{t('patch.time')}<input type="time" value={input.time} onChange={(e) => set('time', e.target.value)} required /></label>
      </div>
      <label>{t('patch.kind')}
        <select value={input.kind} onChange={(e) => set('kind', e.target.value as 'in' | 'out')}>
          <option value="in">{t('patch.in')}</option><option value="out">{t('patch.out')}</option>
        </select>
      </label>
      <label>{t('form.reason')}<textarea value={input.reason} maxLength={500} onChange={(e) => set('reason', e.target.value)} required /></label>
      {error && <p role="alert" className="form-error">{error}</p>}
      <p role="status" aria-live="polite" className="form-done">{done}</p>
      <button type="submit" className="primary" disabled={sending}>{sending ? t('form.sending') : t('patch.submit')}</button>
    </form>
  )
}
