import { type FormEvent, useState } from 'react'
import { Button, TextField } from '@hr-portal/ui/light'
import { useT } from '../../lib/i18n/use-t'
import { consoleApi, consoleErrorText, consoleToken } from './console-api'

/** The vendor's sign-in name and password; on success the console token is kept for the tab and `onSignedIn` runs. */
export function SignInForm({ notice, onSignedIn }: { notice: string | null; onSignedIn: () => void }) {
  const t = useT()
  const [login, setLogin] = useState('')
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const loginError = touched && !login.trim() ? t('vendorConsole.loginRequired') : null
  const passwordError = touched && !password ? t('vendorConsole.passwordRequired') : null

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    setError(null)
    if (!login.trim() || !password) return
    setBusy(true)
    try {
      const { token } = await consoleApi.session.signIn({ login: login.trim().toLowerCase(), password })
      consoleToken.set(token)
      onSignedIn()
    } catch (err) {
      setError(consoleErrorText(err, t))
      setBusy(false)
    }
  }

  return (
    <form className="login-card vendor-console-sign-in" onSubmit={submit} noValidate aria-busy={busy}>
      <h1>{t('vendorConsole.title')}</h1>
      <p className="vendor-console-intro">{t('vendorConsole.intro')}</p>
      {notice && <p role="status">{notice}</p>}
      <TextField
        label={t('vendorConsole.login')}
        name="login"
        autoComplete="username"
        value={login}
        onValueChange={setLogin}
        error={loginError}
        maxLength={41}
      />
      <TextField
        label={t('vendorConsole.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={passwordError}
        maxLength={200}
      />
      <div role="alert" className="login-error">
        {error ?? ''}
      </div>
      <Button type="submit" variant="primary" disabled={busy} className="login-submit">
        {busy ? t('vendorConsole.submitting') : t('vendorConsole.submit')}
      </Button>
    </form>
  )
}
