import { useState } from 'react'
import { Button, TextField } from '@hr-portal/ui/light'
import { useT } from '../../lib/i18n/use-t'
import { http } from '../../lib/http'
import { CodeSender } from '../code/code-sender'
import { newPasswordProblem } from './password-check'
import { useCheckedSubmit } from './use-checked-submit'

type Channel = 'sms' | 'email'
const EMPTY = { account: '', destination: '', code: '', password: '', confirm: '' }

/**
 * Forgotten password, inside the login card: account, the phone or e-mail bound to it, the code
 * sent there, and a new password under the §5 rules. Every session of the account ends.
 */
export function ResetPassword({ onDone }: { onDone: () => void }) {
  const t = useT()
  const [channel, setChannel] = useState<Channel>('email')
  const [fields, setFields] = useState(EMPTY)
  const [sent, setSent] = useState(false)
  const [done, setDone] = useState(false)
  const set = (name: keyof typeof EMPTY) => (value: string) => setFields((f) => ({ ...f, [name]: value }))

  const password = newPasswordProblem(fields.password, fields.confirm)
  const problems = {
    account: !fields.account.trim() ? 'security.accountRequired' : undefined,
    destination: !fields.destination.trim()
      ? channel === 'sms'
        ? 'code.phoneRequired'
        : 'code.emailRequired'
      : undefined,
    code: !/^\d{6}$/.test(fields.code) ? 'code.codeRequired' : undefined,
    ...password,
  }
  const { busy, error, setError, shown, submit } = useCheckedSubmit(problems, async () => {
    await http.postForm(
      '/account/resetPassword',
      {
        account: fields.account.trim(),
        channel,
        destination: fields.destination.trim(),
        code: fields.code,
        newPassword: fields.password,
        confirmPassword: fields.confirm,
      },
      { unLoading: true },
    )
    setDone(true)
  })

  if (done) {
    return (
      <div className="security-reset">
        <h3>{t('security.resetTitle')}</h3>
        <p role="status" className="security-notice">
          {t('security.resetDone')}
        </p>
        <Button type="button" variant="primary" className="login-submit" onClick={onDone}>
          {t('security.backToSignIn')}
        </Button>
      </div>
    )
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={busy} className="security-reset">
      <h3>{t('security.resetTitle')}</h3>
      <TextField
        label={t('security.account')}
        name="account"
        value={fields.account}
        onValueChange={set('account')}
        error={shown(problems.account)}
        autoComplete="username"
        maxLength={100}
      />
      <fieldset className="code-channel">
        <legend>{t('code.channel')}</legend>
        {(['email', 'sms'] as const).map((c) => (
          <label key={c}>
            <input
              type="radio"
              name="reset-channel"
              value={c}
              checked={channel === c}
              onChange={() => {
                setChannel(c)
                setFields((f) => ({ ...f, destination: '', code: '' }))
                setSent(false)
              }}
            />
            {t(c === 'sms' ? 'code.byPhone' : 'code.byEmail')}
          </label>
        ))}
      </fieldset>
      <TextField
        label={t(channel === 'sms' ? 'code.phone' : 'code.email')}
        name="destination"
        value={fields.destination}
        onValueChange={set('destination')}
        error={shown(problems.destination)}
        inputMode={channel === 'sms' ? 'tel' : 'email'}
        maxLength={channel === 'sms' ? 11 : 100}
      />
      <div className="code-row">
        <TextField
          label={t('code.code')}
          name="code"
          value={fields.code}
          onValueChange={(v) => set('code')(v.replace(/\D/g, ''))}
          error={shown(problems.code)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <CodeSender
          channel={channel}
          destination={fields.destination}
          purpose="reset"
          onError={setError}
          onSent={() => setSent(true)}
        />
      </div>
      {sent && (
        <p role="status" className="code-sent">
          {t(channel === 'sms' ? 'code.sentSms' : 'code.sentEmail')}
        </p>
      )}
      <TextField
        label={t('security.newPassword')}
        name="newPassword"
        type="password"
        value={fields.password}
        onValueChange={set('password')}
        error={shown(problems.password)}
        autoComplete="new-password"
        maxLength={20}
      />
      <TextField
        label={t('security.confirmPassword')}
        name="confirmPassword"
        type="password"
        value={fields.confirm}
        onValueChange={set('confirm')}
        error={shown(problems.confirm)}
        autoComplete="new-password"
        maxLength={20}
      />
      <p className="security-rules">{t('security.rules')}</p>
      <div role="alert" className="login-error">
        {error ?? ''}
      </div>
      <Button type="submit" variant="primary" disabled={busy} className="login-submit">
        {busy ? t('security.resetting') : t('security.resetSubmit')}
      </Button>
      <button type="button" className="login-link security-back" onClick={onDone}>
        {t('security.backToSignIn')}
      </button>
    </form>
  )
}
