import { useState, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import { useLocation } from 'wouter'
import { Button, TextField } from '@hr-portal/ui/light'
import { useT } from '../../lib/i18n/use-t'
import { ShellBar } from '../../lib/layout/shell-bar'
import { describeError } from '../../lib/describe-error'
import { http } from '../../lib/http'
import { useDocumentTitle } from '../../lib/use-document-title'
import { signInWith } from '../../session/session'
import { $secondFactor } from '../../session/second-factor'
import { TotpStep } from '../totp-step'
import { brand, brandName } from '../../lib/brand/brand'
import { CodeSender } from '../code/code-sender'

interface Verified {
  ticket: string
  tenants: Array<{ id: number; name: string }>
}

/**
 * /superLogin (§1, §7): a platform operator's account and a code sent to the operator e-mail,
 * then the tenant to enter ('Tenant must be selected'); the session opens in that tenant.
 */
export function SuperLoginPage() {
  const t = useT()
  useDocumentTitle('security.superTitle')
  const [, navigate] = useLocation()
  const [fields, setFields] = useState({ account: '', email: '', code: '' })
  const [verified, setVerified] = useState<Verified | null>(null)
  const [tenant, setTenant] = useState('')
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const second = useStore($secondFactor)
  const set = (name: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }))
  const shown = (bad: boolean, key: string) => (touched && bad ? t(key) : null)

  async function run(work: () => Promise<void>) {
    setError(null)
    setBusy(true)
    try {
      await work()
    } catch (err) {
      setError(describeError(err, t))
    } finally {
      setBusy(false)
    }
  }

  function verify(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    if (!fields.account.trim() || !fields.email.trim() || !/^\d{6}$/.test(fields.code)) return
    void run(async () => {
      const answer = await http.postForm(
        '/account/superLogin/verify',
        { account: fields.account.trim(), code: fields.code },
        { unLoading: true },
      )
      setVerified(answer.result as Verified)
      setTouched(false)
    })
  }

  function enter(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    if (!verified || !tenant) return
    void run(async () => {
      navigate(await signInWith('/account/superLogin', { ticket: verified.ticket, tenantId: Number(tenant) }), {
        replace: true,
      })
    })
  }

  return (
    <div className="login-screen">
      <ShellBar />
      <main className="login-card security-super">
        <h1 className="login-brand">
          {brand.logoUrl && <img src={brand.logoUrl} alt="" width={28} height={28} />}
          {brandName(t)}
        </h1>
        <h2>{t('security.superTitle')}</h2>
        <p className="security-rules">{t('security.superHint')}</p>
        {!verified && (
          <form onSubmit={verify} noValidate aria-busy={busy}>
            <TextField
              label={t('security.operatorAccount')}
              name="account"
              value={fields.account}
              onValueChange={set('account')}
              error={shown(!fields.account.trim(), 'security.accountRequired')}
              autoComplete="username"
              maxLength={100}
            />
            <TextField
              label={t('security.operatorEmail')}
              name="email"
              value={fields.email}
              onValueChange={set('email')}
              error={shown(!fields.email.trim(), 'code.emailRequired')}
              inputMode="email"
              autoComplete="email"
              maxLength={100}
            />
            <div className="code-row">
              <TextField
                label={t('code.code')}
                name="code"
                value={fields.code}
                onValueChange={(v) => set('code')(v.replace(/\D/g, ''))}
                error={shown(!/^\d{6}$/.test(fields.code), 'code.codeRequired')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
              />
              <CodeSender
                channel="email"
                destination={fields.email}
                purpose="super"
                path="/account/superLogin/sendCode"
                onError={setError}
                onSent={() => setSent(true)}
              />
            </div>
            {sent && (
              <p role="status" className="code-sent">
                {t('code.sentEmail')}
              </p>
            )}
            <div role="alert" className="login-error">
              {error ?? ''}
            </div>
            <Button type="submit" variant="primary" disabled={busy} className="login-submit">
              {busy ? t('security.verifying') : t('security.verify')}
            </Button>
          </form>
        )}
        {second && <TotpStep pending={second} />}
        {verified && !second && (
          <form onSubmit={enter} noValidate aria-busy={busy}>
            <p role="status" className="security-notice">
              {t('security.verified')}
            </p>
            <div className="hr-field">
              <label htmlFor="super-tenant">{t('security.tenant')}</label>
              <select
                id="super-tenant"
                className="hr-input security-select"
                value={tenant}
                onChange={(e) => setTenant(e.target.value)}
                aria-invalid={touched && !tenant ? true : undefined}
                aria-describedby="super-tenant-error"
              >
                <option value="">{t('security.choose')}</option>
                {verified.tenants.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </select>
              <span id="super-tenant-error" className="hr-field-error" role={touched && !tenant ? 'alert' : undefined}>
                {touched && !tenant ? t('security.tenantRequired') : ''}
              </span>
            </div>
            <div role="alert" className="login-error">
              {error ?? ''}
            </div>
            <Button type="submit" variant="primary" disabled={busy} className="login-submit">
              {busy ? t('security.signingIn') : t('security.superSubmit')}
            </Button>
          </form>
        )}
        <a
          className="login-link security-back"
          href="/login"
          onClick={(e) => {
            e.preventDefault()
            navigate('/login')
          }}
        >
          {t('security.backToLogin')}
        </a>
      </main>
    </div>
  )
}
