import { useState, type FormEvent } from 'react'
import { Button, TextField } from '@hr-portal/ui/light'
import { useT } from '../i18n/use-t'
import { signIn } from '../session/session'
import { describeError } from '../lib/describe-error'
import type { MethodProps } from './method'

/** Account and password, the one method loaded with the page. */
export function AccountForm({ remember, onSignedIn }: MethodProps) {
  const t = useT()
  const [account, setAccount] = useState('')
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const accountError = touched && !account.trim() ? t('login.accountRequired') : null
  const passwordError = touched && !password ? t('login.passwordRequired') : null

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    setError(null)
    if (!account.trim() || !password) return
    setBusy(true)
    try {
      onSignedIn(await signIn(account.trim(), password, remember))
    } catch (err) {
      setError(describeError(err, t))
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <TextField label={t('login.account')} name="account" autoComplete="username" value={account}
        onValueChange={setAccount} error={accountError} maxLength={64} clearLabel={t('login.clear')} />
      <TextField label={t('login.password')} name="password" type="password" autoComplete="current-password"
        value={password} onValueChange={setPassword} error={passwordError} maxLength={20}
        revealLabels={{ show: t('login.showPassword'), hide: t('login.hidePassword') }} />
      <div role="alert" className="login-error">{error ?? ''}</div>
      <Button type="submit" variant="primary" disabled={busy} className="login-submit">
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  )
}
