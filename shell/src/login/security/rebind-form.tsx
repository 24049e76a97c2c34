import { useState } from 'react'
import { Button, TextField } from '@hr-portal/ui'
import { useT } from '../../lib/i18n/use-t'
import { http } from '../../lib/http'
import { CodeSender } from '../code/code-sender'
import { useCheckedSubmit } from './use-checked-submit'

interface RebindProps {
  channel: 'sms' | 'email'
  onDone: () => void
  onCancel: () => void
}

/**
 * Binds or changes the phone (resetMobile) or the e-mail (bindEmail): a code to the NEW address
 * and the login password confirming the change. The gateway ends the user's other sessions.
 */
export function RebindForm({ channel, onDone, onCancel }: RebindProps) {
  const t = useT()
  const [address, setAddress] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [sent, setSent] = useState(false)
  const sms = channel === 'sms'
  const problems = {
    address: address.trim() ? undefined : sms ? 'code.phoneRequired' : 'code.emailRequired',
    code: /^\d{6}$/.test(code) ? undefined : 'code.codeRequired',
    password: password ? undefined : 'security.loginPasswordRequired',
  }
  const { busy, error, setError, shown, submit } = useCheckedSubmit(problems, async () => {
    const body = sms ? { phone: address.trim(), code, password } : { email: address.trim(), code, password }
    await http.postForm(sms ? '/account/resetMobile' : '/account/bindEmail', body, { unLoading: true })
    onDone()
  })

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-busy={busy}
      className="security-form"
      aria-label={t(sms ? 'security.phoneLabel' : 'security.emailLabel')}
    >
      <TextField
        label={t(sms ? 'security.newPhone' : 'security.newEmail')}
        value={address}
        onValueChange={setAddress}
        error={shown(problems.address)}
        inputMode={sms ? 'tel' : 'email'}
        maxLength={sms ? 11 : 100}
      />
      <div className="code-row">
        <TextField
          label={t('code.code')}
          value={code}
          onValueChange={(v) => setCode(v.replace(/\D/g, ''))}
          error={shown(problems.code)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <CodeSender
          channel={channel}
          destination={address}
          purpose="bind"
          path="/account/sendCode"
          onError={setError}
          onSent={() => setSent(true)}
        />
      </div>
      {sent && (
        <p role="status" className="code-sent">
          {t(sms ? 'code.sentSms' : 'code.sentEmail')}
        </p>
      )}
      <TextField
        label={t('security.byPassword')}
        type="password"
        value={password}
        onValueChange={setPassword}
        error={shown(problems.password)}
        autoComplete="current-password"
        maxLength={20}
      />
      <div role="alert" className="login-error">
        {error ?? ''}
      </div>
      <div className="security-actions">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? t('security.saving') : t('security.save')}
        </Button>
        <Button type="button" onClick={onCancel}>
          {t('security.cancel')}
        </Button>
      </div>
    </form>
  )
}
