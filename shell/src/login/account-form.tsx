import { lazy, Suspense, useState, type FormEvent } from 'react'
import { HttpError } from '@hr-portal/bridge/http'
import { Button, TextField } from '@hr-portal/ui/light'
import { useT } from '../lib/i18n/use-t'
import { signInWith } from '../session/session'
import { describeError } from '../lib/describe-error'
import type { MethodProps } from './method'

// After a failed password the gateway asks for the slider puzzle (400106); it and its texts load then.
const CAPTCHA_REQUIRED = 400106
const SliderCaptcha = lazy(() =>
  Promise.all([import('./signin-texts'), import('./captcha/slider-captcha')]).then(([, m]) => ({
    default: m.SliderCaptcha,
  })),
)

/** Account and password, the one method loaded with the page. */
export function AccountForm({ remember, onSignedIn }: MethodProps) {
  const t = useT()
  const [account, setAccount] = useState('')
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [captcha, setCaptcha] = useState(false)

  const accountError = touched && !account.trim() ? t('login.accountRequired') : null
  const passwordError = touched && !password ? t('login.passwordRequired') : null

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    setError(null)
    if (!account.trim() || !password) return
    await send()
  }

  async function send(captchaToken?: string) {
    setBusy(true)
    try {
      onSignedIn(
        await signInWith('/account/login', {
          account: account.trim(),
          password,
          noLogin7Days: remember,
          ...(captchaToken ? { captchaToken } : {}),
        }),
      )
    } catch (err) {
      if (err instanceof HttpError && err.serverCode === CAPTCHA_REQUIRED && !captchaToken) setCaptcha(true)
      else setError(describeError(err, t))
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <TextField
        label={t('login.account')}
        name="account"
        autoComplete="username"
        value={account}
        onValueChange={setAccount}
        error={accountError}
        maxLength={64}
        clearLabel={t('login.clear')}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={passwordError}
        maxLength={20}
        revealLabels={{ show: t('login.showPassword'), hide: t('login.hidePassword') }}
      />
      <div role="alert" className="login-error">
        {error ?? ''}
      </div>
      <Button type="submit" variant="primary" disabled={busy} className="login-submit">
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
      {captcha && (
        <Suspense fallback={null}>
          <SliderCaptcha
            subject={account.trim()}
            onPassed={(token) => {
              setCaptcha(false)
              void send(token)
            }}
            onCancel={() => setCaptcha(false)}
          />
        </Suspense>
      )}
    </form>
  )
}
