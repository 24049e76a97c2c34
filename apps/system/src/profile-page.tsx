import { useState, type FormEvent } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { NotificationChoices } from './notify/notification-choices'
import { passwordProblem } from './password-rules'
import { http, RequestError, shell, useT } from '@hr-portal/kit'

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' }
type Field = keyof typeof EMPTY

/** The personal centre: who is signed in, and the password change of §5. */
export function ProfilePage() {
  const t = useT()
  const user = useRequest(() => shell.session.getUser(), [])
  const [fields, setFields] = useState(EMPTY)
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const problems = touched ? passwordProblem(fields) : {}

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    setFailure(null)
    if (Object.keys(passwordProblem(fields)).length > 0) return
    setBusy(true)
    try {
      await http.postForm('/account/updatePassword', {
        oldPassword: fields.oldPassword,
        newPassword: fields.newPassword,
      })
      setFields(EMPTY)
      setTouched(false)
      await shell.ui.message('success', t('profile.changed'))
    } catch (error) {
      setFailure((error as Error).message || t('profile.failed'))
    } finally {
      setBusy(false)
    }
  }

  const input = (name: Field, label: string) => (
    <div className="profile-field">
      <label htmlFor={`profile-${name}`}>{label}</label>
      <input
        id={`profile-${name}`}
        type="password"
        autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
        value={fields[name]}
        maxLength={20}
        aria-invalid={problems[name] ? true : undefined}
        aria-describedby={`profile-${name}-error`}
        onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
      />
      <span id={`profile-${name}-error`} className="profile-error">
        {problems[name] ? t(problems[name]!) : ''}
      </span>
    </div>
  )

  return (
    <div className="profile">
      <header className="page-head">
        <h1>{t('profile.title')}</h1>
      </header>
      <section className="roles-section" aria-busy={user.loading}>
        <RequestError error={user.error} retry={user.retry} />
        {user.data && (
          <p data-testid="profile-user">
            {user.data.realName || user.data.userName} ({user.data.userName})
          </p>
        )}
      </section>
      <form className="roles-section profile-form" onSubmit={submit} noValidate aria-busy={busy}>
        <h2>{t('profile.password')}</h2>
        {input('oldPassword', t('profile.old'))}
        {input('newPassword', t('profile.new'))}
        {input('confirmPassword', t('profile.confirm'))}
        <p className="profile-hint">{t('profile.hint')}</p>
        <div role="alert" className="profile-error">
          {failure ?? ''}
        </div>
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t('profile.saving') : t('profile.save')}
        </button>
      </form>
      <NotificationChoices />
    </div>
  )
}
