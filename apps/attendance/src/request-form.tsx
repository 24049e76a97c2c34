import { useState, type FormEvent } from 'react'
import { useT } from '@hr-portal/kit'

/**
 * The state of a request form (leave, patch card, overtime): the input, sending, the refusal and the sent notice.
 * `check` answers the text of what is missing, or '' when the input may go; a refused input is kept, a sent one is
 * cleared to `empty(sent)`. `initial` fills the first input.
 */
export function useRequestForm<T extends { reason: string }>(
  empty: (sent?: T) => T,
  check: (input: T) => string,
  send: (input: T) => Promise<void>,
  initial?: Partial<T>,
) {
  const t = useT()
  const [input, setInput] = useState(() => ({ ...empty(), ...initial }))
  const [sending, setSending] = useState(false)
  const [error, setError] = useState('')
  const [done, setDone] = useState('')
  const set = <K extends keyof T>(key: K, value: T[K]) => setInput((old) => ({ ...old, [key]: value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    setError('')
    setDone('')
    const missing = check(input)
    if (missing) return setError(missing)
    setSending(true)
    try {
      await send({ ...input, reason: input.reason.trim() })
      setInput(empty(input))
      setDone(t('form.sent'))
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setSending(false)
    }
  }

  return { input, set, sending, error, done, submit }
}

/**
 * The end of a request form: the reason, the refusal (an alert), the sent notice (live) and the send button. While
 * sending, the button is aria-disabled, not disabled: a disabled button would drop the focus of the keyboard user who
 * pressed it to the top of the page, away from the notice and the form they may go on with.
 */
export function RequestFormEnd({
  form,
  reasonLabel,
  submitLabel,
}: {
  form: ReturnType<typeof useRequestForm<{ reason: string }>>
  reasonLabel: string
  submitLabel: string
}) {
  const t = useT()
  return (
    <>
      <label>
        {reasonLabel}
        <textarea
          value={form.input.reason}
          maxLength={500}
          onChange={(e) => form.set('reason', e.target.value)}
          required
        />
      </label>
      {form.error && (
        <p role="alert" className="form-error">
          {form.error}
        </p>
      )}
      <p role="status" aria-live="polite" className="form-done">
        {form.done}
      </p>
      <button type="submit" className="primary" aria-disabled={form.sending || undefined}>
        {form.sending ? t('form.sending') : submitLabel}
      </button>
    </>
  )
}
