import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button, TextField } from '@hr-portal/ui/light'
import { useT } from '../lib/i18n/use-t'
import { describeError } from '../lib/describe-error'
import { http } from '../lib/http'
import type { PendingSecondFactor } from '../session/second-factor'

/**
 * The second step of a sign-in for an account with an authenticator: the 6-digit code (numeric keypad,
 * one-time-code fill) or, instead, a recovery code. The answer goes on to the tenant pick or the session.
 */
export function TotpStep({ pending }: { pending: PendingSecondFactor }) {
  const t = useT()
  const heading = useRef<HTMLHeadingElement>(null)
  const [recovery, setRecovery] = useState(false)
  const [code, setCode] = useState('')
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => heading.current?.focus(), [])

  const typed = recovery ? code.trim() : code.replace(/\s/g, '')
  const problem = !typed
    ? recovery
      ? 'totp.recoveryRequired'
      : 'totp.codeRequired'
    : !recovery && !/^\d{6}$/.test(typed)
      ? 'totp.codeShape'
      : null
  const shownProblem = touched && problem ? t(problem) : null

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    setError(null)
    if (problem) return
    setBusy(true)
    try {
      const answer = await http.postForm(
        '/account/totp/login',
        { totpTicket: pending.ticket, code: typed },
        { unLoading: true },
      )
      pending.done(answer.result)
    } catch (err) {
      setError(describeError(err, t))
      setBusy(false)
    }
  }

  function switchKind() {
    setRecovery(!recovery)
    setCode('')
    setTouched(false)
    setError(null)
  }

  return (
    <form className="totp-step" onSubmit={submit} noValidate aria-busy={busy} aria-labelledby="totp-step-title">
      <h3 id="totp-step-title" ref={heading} tabIndex={-1}>
        {t('totp.stepTitle')}
      </h3>
      <p className="tenant-picker-hint" id="totp-step-hint">
        {t(recovery ? 'totp.recoveryHint' : 'totp.stepHint')}
      </p>
      {recovery ? (
        <TextField
          key="recovery"
          label={t('totp.recoveryCode')}
          name="recovery-code"
          value={code}
          onValueChange={setCode}
          error={shownProblem}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={12}
          aria-describedby="totp-step-hint"
          autoFocus
        />
      ) : (
        <TextField
          key="code"
          label={t('totp.code')}
          name="totp-code"
          value={code}
          onValueChange={setCode}
          error={shownProblem}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          autoFocus
        />
      )}
      <div role="alert" className="login-error">
        {error ?? ''}
      </div>
      <Button type="submit" variant="primary" disabled={busy} className="login-submit">
        {busy ? t('totp.verifying') : t('totp.verify')}
      </Button>
      <div className="totp-step-links">
        <button type="button" className="login-link" onClick={switchKind}>
          {t(recovery ? 'totp.useApp' : 'totp.useRecovery')}
        </button>
        <button type="button" className="login-link" onClick={pending.cancel}>
          {t('totp.back')}
        </button>
      </div>
    </form>
  )
}
