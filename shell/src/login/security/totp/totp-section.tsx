import { useCallback, useEffect, useState } from 'react'
import { Button } from '@hr-portal/ui'
import { useT } from '../../../lib/i18n/use-t'
import { describeError } from '../../../lib/describe-error'
import { RecoveryCodesView } from './recovery-codes-view'
import { TotpDisableForm } from './totp-disable-form'
import { TotpRegenerateForm } from './totp-regenerate-form'
import { TotpSetup } from './totp-setup'
import { totpStatus, type TotpStatus } from './totp-api'

type Editing = 'setup' | 'disable' | 'regenerate' | null

/** Two-step verification in the security settings: its state, set it up, turn it off, new recovery codes. */
export function TotpSection({ account }: { account: string }) {
  const t = useT()
  const [status, setStatus] = useState<TotpStatus | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [editing, setEditing] = useState<Editing>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [notice, setNotice] = useState<string | null>(null)

  const load = useCallback(async () => {
    try {
      setStatus(await totpStatus())
      setError(null)
    } catch (err) {
      setError(describeError(err, t))
    }
  }, [t])
  useEffect(() => void load(), [load])

  function finished(key: string | null) {
    setEditing(null)
    setCodes(null)
    setNotice(key ? t(key) : null)
    void load()
  }
  const open = (next: Editing) => {
    setNotice(null)
    setEditing(next)
  }

  const state = !status
    ? ''
    : status.enabled
      ? t('totp.on', { time: new Date(status.enabledAt ?? 0).toLocaleString(), left: status.recoveryCodesLeft })
      : t('totp.off')
  return (
    <section className="totp-section" aria-label={t('totp.label')}>
      <dl className="security-list">
        <div className="security-row">
          <dt>{t('totp.label')}</dt>
          <dd data-testid="totp-state">
            {state}
            {status?.required && <span className="totp-required"> {t('totp.requiredHint')}</span>}
          </dd>
          <dd className="security-actions">
            {status && !status.enabled && (
              <Button onClick={() => open('setup')} disabled={editing !== null}>
                {t('totp.setUp')}
              </Button>
            )}
            {status?.enabled && (
              <Button onClick={() => open('regenerate')} disabled={editing !== null}>
                {t('totp.newCodes')}
              </Button>
            )}
            {status?.enabled && !status.required && (
              <Button onClick={() => open('disable')} disabled={editing !== null}>
                {t('totp.turnOff')}
              </Button>
            )}
          </dd>
        </div>
      </dl>
      <div role="alert" className="login-error">
        {error ?? ''}
      </div>
      {notice && (
        <p role="status" className="security-notice">
          {notice}
        </p>
      )}
      {editing === 'setup' && <TotpSetup onDone={() => finished('totp.turnedOn')} onCancel={() => finished(null)} />}
      {editing === 'disable' && (
        <TotpDisableForm onDone={() => finished('totp.turnedOff')} onCancel={() => finished(null)} />
      )}
      {editing === 'regenerate' && !codes && <TotpRegenerateForm onCodes={setCodes} onCancel={() => finished(null)} />}
      {editing === 'regenerate' && codes && (
        <RecoveryCodesView
          codes={codes}
          account={account}
          issuer={status?.issuer ?? ''}
          onDone={() => finished(null)}
        />
      )}
    </section>
  )
}
