import { useState, type FormEvent } from 'react'
import { useLocation } from 'wouter'
import { Button, TextField } from '@hr-portal/ui'
import { useT } from '../i18n/use-t'
import { signIn } from '../session/session'
import { describeError } from '../lib/describe-error'
import { useDocumentTitle } from '../lib/use-document-title'
import { ShellBar } from '../layout/shell-bar'

/** The gateway marks the page when the product runs with demo data (never in production). */
const isDemo = () => document.querySelector('meta[name="hr-portal-demo"]') !== null

export function LoginPage() {
  const t = useT()
  useDocumentTitle('login.title')
  const [, navigate] = useLocation()
  const [account, setAccount] = useState('')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(false)
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
      navigate(await signIn(account.trim(), password, remember), { replace: true })
    } catch (err) {
      setError(describeError(err, t))
      setBusy(false)
    }
  }

  return (
    <div className="login-screen">
      <ShellBar />
      <main className="login-card">
        <h1>{t('app.name')}</h1>
        <h2>{t('login.title')}</h2>
        <form onSubmit={submit} noValidate aria-busy={busy}>
          <TextField label={t('login.account')} name="account" autoComplete="username" value={account}
            onValueChange={setAccount} error={accountError} maxLength={64} clearLabel={t('login.clear')} />
          <TextField label={t('login.password')} name="password" type="password" autoComplete="current-password"
            value={password} onValueChange={setPassword} error={passwordError} maxLength={20}
            revealLabels={{ show: t('login.showPassword'), hide: t('login.hidePassword') }} />
          <label className="login-remember">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} /> {t('login.remember')}
          </label>
          <div role="alert" className="login-error">{error ?? ''}</div>
          <Button type="submit" variant="primary" disabled={busy} className="login-submit">
            {busy ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
        {isDemo() && <p className="login-demo">{t('login.demo')}</p>}
      </main>
    </div>
  )
}
