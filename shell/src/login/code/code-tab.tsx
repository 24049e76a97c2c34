import { useState, type FormEvent } from 'react'
import { Button, TextField } from '@hr-portal/ui/light'
import { useT } from '../../lib/i18n/use-t'
import { describeError } from '../../lib/describe-error'
import { signInWith } from '../../session/session'
import type { MethodProps } from '../method'
import { CodeSender } from './code-sender'

type Channel = 'sms' | 'email'

/** Sign-in by a code sent to the account's phone or e-mail address (/uac/account/loginByCode). */
export function CodeTab({ remember, onSignedIn }: MethodProps) {
  const t = useT()
  const [channel, setChannel] = useState<Channel>('sms')
  const [destination, setDestination] = useState('')
  const [code, setCode] = useState('')
  const [touched, setTouched] = useState(false)
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const destinationError =
    touched && !destination.trim() ? t(channel === 'sms' ? 'code.phoneRequired' : 'code.emailRequired') : null
  const codeError = touched && !/^\d{6}$/.test(code.trim()) ? t('code.codeRequired') : null

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    setError(null)
    if (!destination.trim() || !/^\d{6}$/.test(code.trim())) return
    setBusy(true)
    try {
      onSignedIn(
        await signInWith('/account/loginByCode', {
          channel,
          destination: destination.trim(),
          code: code.trim(),
          noLogin7Days: remember,
        }),
      )
    } catch (err) {
      setError(describeError(err, t))
      setBusy(false)
    }
  }

  function choose(next: Channel) {
    setChannel(next)
    setDestination('')
    setCode('')
    setTouched(false)
    setSent(false)
    setError(null)
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={busy} className="code-tab">
      <fieldset className="code-channel">
        <legend>{t('code.channel')}</legend>
        {(['sms', 'email'] as const).map((c) => (
          <label key={c}>
            <input type="radio" name="code-channel" value={c} checked={channel === c} onChange={() => choose(c)} />
            {t(c === 'sms' ? 'code.byPhone' : 'code.byEmail')}
          </label>
        ))}
      </fieldset>
      <TextField
        label={t(channel === 'sms' ? 'code.phone' : 'code.email')}
        name="destination"
        value={destination}
        onValueChange={setDestination}
        error={destinationError}
        inputMode={channel === 'sms' ? 'tel' : 'email'}
        autoComplete={channel === 'sms' ? 'tel' : 'email'}
        maxLength={channel === 'sms' ? 11 : 100}
      />
      <div className="code-row">
        <TextField
          label={t('code.code')}
          name="code"
          value={code}
          onValueChange={(v) => setCode(v.replace(/\D/g, ''))}
          error={codeError}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <CodeSender
          channel={channel}
          destination={destination}
          purpose="login"
          onError={setError}
          onSent={() => setSent(true)}
        />
      </div>
      {sent && (
        <p role="status" className="code-sent">
          {t(channel === 'sms' ? 'code.sentSms' : 'code.sentEmail')}
        </p>
      )}
      <div role="alert" className="login-error">
        {error ?? ''}
      </div>
      <Button type="submit" variant="primary" disabled={busy} className="login-submit">
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  )
}
