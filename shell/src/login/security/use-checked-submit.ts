import { useState, type FormEvent } from 'react'
import { useT } from '../../lib/i18n/use-t'
import { describeError } from '../../lib/describe-error'

/**
 * The submit of a checked form: after the first try every problem (a text key per field, or
 * undefined) shows at its field; nothing is sent while one remains; `send`'s failure shows as one
 * sentence and frees the form again. Also lets a field's part (the code sender) report an error.
 */
export function useCheckedSubmit(problems: Record<string, string | undefined>, send: () => Promise<void>) {
  const t = useT()
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    setError(null)
    if (Object.values(problems).some(Boolean)) return
    setBusy(true)
    try {
      await send()
    } catch (err) {
      setError(describeError(err, t))
    }
    setBusy(false)
  }

  return { busy, error, setError, submit, shown: (key?: string) => (touched && key ? t(key) : null) }
}
