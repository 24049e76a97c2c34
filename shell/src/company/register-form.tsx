import { useState, type FormEvent } from 'react'
import { HttpError } from '@hr-portal/bridge/http'
import { Button, TextField } from '@hr-portal/ui/light'
import { useT } from '../i18n/use-t'
import { describeError } from '../lib/describe-error'
import { http } from '../lib/http'
import { brand } from '../brand/brand'
import { CodeSender } from '../login/code/code-sender'
import { registerProblems, SERVER_CODE_FIELDS, type FieldProblems, type RegisterFields } from './register-rules'

const EMPTY: RegisterFields = {
  companyName: '', tenantName: '', adminAccount: '', adminName: '', adminPhone: '', adminEmail: '', password: '', confirmPassword: '', code: '',
}

/** The query-string extras of §7 company register: where the visitor came from, an invitation, the host's brand. */
function registerPath(search: string): string {
  const page = new URLSearchParams(search)
  const query = new URLSearchParams()
  for (const key of ['source', 'inviteCode']) {
    const value = page.get(key)?.trim()
    if (value) query.set(key, value)
  }
  if (brand.sysCode) query.set('brand', brand.sysCode)
  const rest = query.toString()
  return `/tum/web/company/register${rest ? `?${rest}` : ''}`
}

export interface Registered { companyName: string; adminAccount: string }

/**
 * The registration form: company, administrator, password (§5 rules shown), confirmation and an
 * e-mail code (slider first, through CodeSender). Each field shows its own message, including the
 * gateway's for a taken name, account, phone or e-mail.
 */
export function RegisterForm({ search, onDone }: { search: string; onDone: (done: Registered) => void }) {
  const t = useT()
  const [fields, setFields] = useState(EMPTY)
  const [touched, setTouched] = useState(false)
  const [server, setServer] = useState<FieldProblems>({})
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)
  const problems = registerProblems(fields)
  const set = (name: keyof RegisterFields) => (value: string) => {
    setFields((f) => ({ ...f, [name]: name === 'code' ? value.replace(/\D/g, '') : value }))
    setServer((s) => ({ ...s, [name]: undefined }))
  }
  const shown = (name: keyof RegisterFields) => server[name] ?? (touched && problems[name] ? t(problems[name]!) : null)
  const field = (name: keyof RegisterFields, extra: Record<string, unknown> = {}) => ({
    label: t(`company.${name}`), name, value: fields[name], onValueChange: set(name), error: shown(name), ...extra,
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    setError(null)
    if (Object.keys(problems).length) return
    setBusy(true)
    try {
      const answer = await http.postJson<{ adminAccount: string }>(registerPath(search), {
        ...fields, tenantName: fields.tenantName.trim() || undefined, companyName: fields.companyName.trim(),
      }, { unLoading: true })
      onDone({ companyName: fields.companyName.trim(), adminAccount: answer.result?.adminAccount ?? fields.adminAccount.trim() })
    } catch (err) {
      const target = err instanceof HttpError && err.serverCode !== undefined ? SERVER_CODE_FIELDS[err.serverCode] : undefined
      if (target) setServer({ [target]: describeError(err, t) })
      else setError(describeError(err, t))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={busy} className="company-form">
      <fieldset>
        <legend>{t('company.companySection')}</legend>
        <TextField {...field('companyName', { autoComplete: 'organization', maxLength: 100 })} />
        <TextField {...field('tenantName', { maxLength: 100, placeholder: t('company.tenantHint') })} />
      </fieldset>
      <fieldset>
        <legend>{t('company.adminSection')}</legend>
        <TextField {...field('adminAccount', { autoComplete: 'username', maxLength: 64 })} />
        <TextField {...field('adminName', { autoComplete: 'name', maxLength: 50 })} />
        <TextField {...field('adminPhone', { autoComplete: 'tel', inputMode: 'tel', maxLength: 20 })} />
        <TextField {...field('adminEmail', { autoComplete: 'email', inputMode: 'email', maxLength: 200 })} />
        <p className="company-rules" id="company-password-rules">{t('company.passwordRules')}</p>
        <TextField {...field('password', { type: 'password', autoComplete: 'new-password', maxLength: 20 })}
          revealLabels={{ show: t('login.showPassword'), hide: t('login.hidePassword') }} />
        <TextField {...field('confirmPassword', { type: 'password', autoComplete: 'new-password', maxLength: 20 })} />
        <div className="code-row">
          <TextField {...field('code', { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 })} />
          <CodeSender channel="email" destination={fields.adminEmail} purpose="register" path="/tum/web/company/sendCode"
            onError={(message) => setServer((s) => ({ ...s, adminEmail: message ?? undefined }))} onSent={() => setSent(true)} />
        </div>
        {sent && <p role="status" className="code-sent">{t('company.codeSent')}</p>}
      </fieldset>
      <div role="alert" className="login-error">{error ?? ''}</div>
      <Button type="submit" variant="primary" disabled={busy} className="login-submit">{busy ? t('company.submitting') : t('company.submit')}</Button>
    </form>
  )
}
