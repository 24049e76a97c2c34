import { useState, type FormEvent } from 'react'
import { HttpError } from '@hr-portal/bridge/http'
import { Button, TextField } from '@hr-portal/ui/light'
import { useT } from '../../lib/i18n/use-t'
import { describeError } from '../../lib/describe-error'
import { CodeSender } from '../../login/code/code-sender'
import { proves, registerCompany, verifyEmail, type EmailProof } from './register-api'
import { registerProblems, SERVER_CODE_FIELDS, type FieldProblems, type RegisterFields } from './register-rules'

const EMPTY: RegisterFields = {
  companyName: '',
  tenantName: '',
  adminAccount: '',
  adminName: '',
  adminPhone: '',
  adminEmail: '',
  password: '',
  confirmPassword: '',
  code: '',
}

export interface Registered {
  companyName: string
  adminAccount: string
}

/**
 * The registration form: company, administrator, password (§5 rules shown), confirmation and an
 * e-mail code (slider first, through CodeSender). Registering first checks the code (verifyCode),
 * which proves the e-mail; only then does the gateway say whether the name, account, phone or
 * e-mail is taken, under that field, and the details can be corrected and registered again with
 * the same proof, without a new code, while it lasts.
 */
export function RegisterForm({ search, onDone }: { search: string; onDone: (done: Registered) => void }) {
  const t = useT()
  const [fields, setFields] = useState(EMPTY)
  const [touched, setTouched] = useState(false)
  const [server, setServer] = useState<FieldProblems>({})
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState<'verifying' | 'registering' | null>(null)
  const [proof, setProof] = useState<EmailProof | null>(null)
  const verified = proves(proof, fields.adminEmail)
  const problems = registerProblems(fields)
  if (verified) delete problems.code
  const set = (name: keyof RegisterFields) => (value: string) => {
    setFields((f) => ({ ...f, [name]: name === 'code' ? value.replace(/\D/g, '') : value }))
    setServer((s) => ({ ...s, [name]: undefined }))
  }
  const shown = (name: keyof RegisterFields) => server[name] ?? (touched && problems[name] ? t(problems[name]!) : null)
  const field = (name: keyof RegisterFields, extra: Record<string, unknown> = {}) => ({
    label: t(`company.${name}`),
    name,
    value: fields[name],
    onValueChange: set(name),
    error: shown(name),
    ...extra,
  })
  /** Shows a failure under its field (a taken detail, a wrong code), else above the button. */
  const fail = (err: unknown) => {
    const target =
      err instanceof HttpError && err.serverCode !== undefined ? SERVER_CODE_FIELDS[err.serverCode] : undefined
    if (target) {
      setServer({ [target]: describeError(err, t) })
      // The keyboard lands on the field to correct.
      requestAnimationFrame(() => document.querySelector<HTMLInputElement>(`.company-form [name="${target}"]`)?.focus())
    } else setError(describeError(err, t))
    // A proof that no longer works (expired, used up): the next try needs a new code.
    if (target === 'code') setProof(null)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    setError(null)
    if (Object.keys(problems).length) return
    try {
      let current = verified ? proof : null
      if (!current) {
        setBusy('verifying')
        current = await verifyEmail(fields.adminEmail, fields.code)
        setProof(current)
      }
      setBusy('registering')
      const adminAccount = await registerCompany(search, fields, current)
      onDone({ companyName: fields.companyName.trim(), adminAccount })
    } catch (err) {
      fail(err)
    } finally {
      setBusy(null)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={busy !== null} className="company-form">
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
        <p className="company-rules" id="company-password-rules">
          {t('company.passwordRules')}
        </p>
        <TextField
          {...field('password', { type: 'password', autoComplete: 'new-password', maxLength: 20 })}
          revealLabels={{ show: t('login.showPassword'), hide: t('login.hidePassword') }}
        />
        <TextField {...field('confirmPassword', { type: 'password', autoComplete: 'new-password', maxLength: 20 })} />
        <p className="company-rules" id="company-code-step">
          {t('company.codeStep')}
        </p>
        <div className="code-row">
          <TextField {...field('code', { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 })} />
          <CodeSender
            channel="email"
            destination={fields.adminEmail}
            purpose="register"
            path="/tum/web/company/sendCode"
            onError={(message) => setServer((s) => ({ ...s, adminEmail: message ?? undefined }))}
            onSent={() => setSent(true)}
          />
        </div>
        <p role="status" className="code-sent">
          {verified ? t('company.verified') : sent ? t('company.codeSent') : ''}
        </p>
      </fieldset>
      <div role="alert" className="login-error">
        {error ?? ''}
      </div>
      <Button type="submit" variant="primary" disabled={busy !== null} className="login-submit">
        {busy === 'verifying'
          ? t('company.verifying')
          : busy === 'registering'
            ? t('company.submitting')
            : t('company.submit')}
      </Button>
    </form>
  )
}
