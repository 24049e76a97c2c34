import { useId, useState } from 'react'
import { Button, TextField } from '@hr-portal/ui'
import { useT } from '../../../lib/i18n/use-t'
import { useCheckedSubmit } from '../use-checked-submit'
import { disableTotp } from './totp-api'

/** Turning the authenticator off, confirmed by a current code (or a recovery code) or by the login password. */
export function TotpDisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = useT()
  const name = useId()
  const [by, setBy] = useState<'code' | 'password'>('code')
  const [value, setValue] = useState('')
  const problems = { value: value.trim() ? undefined : by === 'code' ? 'totp.codeRequired' : 'totp.passwordRequired' }
  const { busy, error, shown, submit } = useCheckedSubmit(problems, async () => {
    await disableTotp(by === 'code' ? { code: value.trim() } : { password: value })
    onDone()
  })

  return (
    <form onSubmit={submit} noValidate aria-busy={busy} className="security-form" aria-labelledby={`${name}-title`}>
      <h3 id={`${name}-title`}>{t('totp.disableTitle')}</h3>
      <fieldset className="totp-choice">
        <legend>{t('totp.confirmBy')}</legend>
        {(['code', 'password'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={name}
              checked={by === option}
              onChange={() => {
                setBy(option)
                setValue('')
              }}
            />
            {t(option === 'code' ? 'totp.byCode' : 'totp.byPassword')}
          </label>
        ))}
      </fieldset>
      {by === 'code' ? (
        <TextField
          label={t('totp.codeOrRecovery')}
          value={value}
          onValueChange={setValue}
          error={shown(problems.value)}
          autoComplete="one-time-code"
          maxLength={12}
          spellCheck={false}
        />
      ) : (
        <TextField
          label={t('totp.password')}
          type="password"
          value={value}
          onValueChange={setValue}
          error={shown(problems.value)}
          autoComplete="current-password"
          maxLength={20}
        />
      )}
      <div role="alert" className="login-error">
        {error ?? ''}
      </div>
      <div className="security-actions">
        <Button type="submit" variant="primary" disabled={busy}>
          {t('totp.turnOff')}
        </Button>
        <Button type="button" onClick={onCancel}>
          {t('totp.cancel')}
        </Button>
      </div>
    </form>
  )
}
