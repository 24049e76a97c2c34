import { useState } from 'react'
import { Button, TextField } from '@hr-portal/ui'
import { useT } from '../../lib/i18n/use-t'
import { http } from '../../lib/http'
import { newPasswordProblem } from './password-check'
import { useCheckedSubmit } from './use-checked-submit'

const EMPTY = { old: '', password: '', confirm: '' }

/** Password change (§5) in the security settings; the gateway ends the user's other sessions. */
export function PasswordChangeForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = useT()
  const [fields, setFields] = useState(EMPTY)
  const set = (name: keyof typeof EMPTY) => (value: string) => setFields((f) => ({ ...f, [name]: value }))
  const problems = {
    old: fields.old ? undefined : 'security.oldRequired',
    ...newPasswordProblem(fields.password, fields.confirm),
  }
  const { busy, error, shown, submit } = useCheckedSubmit(problems, async () => {
    await http.postForm(
      '/account/updatePassword',
      { oldPassword: fields.old, newPassword: fields.password, confirmPassword: fields.confirm },
      { unLoading: true },
    )
    onDone()
  })

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-busy={busy}
      className="security-form"
      aria-label={t('security.passwordLabel')}
    >
      <TextField
        label={t('security.oldPassword')}
        type="password"
        value={fields.old}
        onValueChange={set('old')}
        error={shown(problems.old)}
        autoComplete="current-password"
        maxLength={20}
      />
      <TextField
        label={t('security.newPassword')}
        type="password"
        value={fields.password}
        onValueChange={set('password')}
        error={shown(problems.password)}
        autoComplete="new-password"
        maxLength={20}
      />
      <TextField
        label={t('security.confirmPassword')}
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
