import { useCallback, useEffect, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import type { SecurityInfo } from '@hr-portal/api/client/accounts'
import { Button } from '@hr-portal/ui'
import { useT } from '../../lib/i18n/use-t'
import { describeError } from '../../lib/describe-error'
import { http } from '../../lib/http'
import { $session } from '../../session/session-store'
import { PasswordChangeForm } from './password-change-form'
import { RebindForm } from './rebind-form'
import { SessionList } from './session-list'
import { SignInList } from './sign-in-list'
import { SuperLoginAudit } from './super-login-audit'
import { TotpSection } from './totp/totp-section'
import '../signin-texts' // the code and two-step verification texts of its forms

type Editing = 'password' | 'sms' | 'email' | null

/**
 * The personal centre's security settings (§1, §5), a modal dialog from the user menu, or the page at /portal/security
 * that a notice about the account's security opens (`onClose` absent): what is bound (masked), when the password last
 * changed, two-step verification, the live sessions, the last sign-ins; change the password, bind or change phone and
 * e-mail, sign out other sessions.
 */
export function SecuritySettings({ onClose }: { onClose?: () => void }) {
  const t = useT()
  const dialog = useRef<HTMLDialogElement>(null)
  const [info, setInfo] = useState<SecurityInfo | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [editing, setEditing] = useState<Editing>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const account = useStore($session).user?.userName ?? ''

  const load = useCallback(async () => {
    try {
      setInfo((await http.postForm('/account/getSecurityInfo', {}, { unLoading: true })).result as SecurityInfo)
      setError(null)
    } catch (err) {
      setError(describeError(err, t))
    }
  }, [t])

  useEffect(() => {
    if (onClose) dialog.current?.showModal()
    void load()
  }, [load])

  function finished(key: string) {
    setEditing(null)
    setNotice(t(key))
    void load()
  }

  const row = (label: string, value: string, action: Editing, bound: boolean) => (
    <div className="security-row">
      <dt>{label}</dt>
      <dd data-testid={`security-${action}`}>{value}</dd>
      <dd>
        <Button
          onClick={() => {
            setNotice(null)
            setEditing(action)
          }}
          disabled={editing !== null}
        >
          {t(bound ? 'security.change' : 'security.bind')}
        </Button>
      </dd>
    </div>
  )

  const head = (
    <header className="security-head">
      <h2 id="security-title">{t('security.title')}</h2>
      {onClose && (
        <Button onClick={onClose} aria-label={t('security.close')}>
          ×
        </Button>
      )}
    </header>
  )
  const body = (
    <>
      {!info && !error && <p role="status">{t('security.loading')}</p>}
      <div role="alert" className="login-error">
        {error ?? ''}
      </div>
      {notice && (
        <p role="status" className="security-notice">
          {notice}
        </p>
      )}
      {info && (
        <>
          <dl className="security-list">
            {row(
              t('security.passwordLabel'),
              info.passwordChangedAt
                ? t('security.changedAt', { time: new Date(info.passwordChangedAt).toLocaleString() })
                : t('security.neverChanged'),
              'password',
              true,
            )}
            {row(
              t('security.phoneLabel'),
              info.phoneBound ? info.phone : t('security.notBound'),
              'sms',
              info.phoneBound,
            )}
            {row(
              t('security.emailLabel'),
              info.emailBound ? info.email : t('security.notBound'),
              'email',
              info.emailBound,
            )}
          </dl>
          {editing === 'password' && (
            <PasswordChangeForm onDone={() => finished('security.passwordChanged')} onCancel={() => setEditing(null)} />
          )}
          {(editing === 'sms' || editing === 'email') && (
            <RebindForm
              channel={editing}
              onDone={() => finished(editing === 'sms' ? 'security.phoneDone' : 'security.emailDone')}
              onCancel={() => setEditing(null)}
            />
          )}
          <TotpSection account={account} />
          <SessionList />
          <SignInList rows={info.signIns} />
          {info.operator && <SuperLoginAudit />}
        </>
      )}
    </>
  )
  if (!onClose)
    return (
      <section className="security-page" aria-labelledby="security-title" data-testid="security-page">
        {head}
        {body}
      </section>
    )
  return (
    <dialog
      ref={dialog}
      className="security-dialog"
      aria-labelledby="security-title"
      onClose={onClose}
      onCancel={onClose}
    >
      {head}
      {body}
    </dialog>
  )
}
