import { lazy, Suspense, useEffect, useState } from 'react'
import { Button } from '@hr-portal/ui'
import { useT } from '../../../lib/i18n/use-t'
import { describeError } from '../../../lib/describe-error'
import { useCheckedSubmit } from '../use-checked-submit'
import { CodeInput } from './code-input'
import { RecoveryCodesView } from './recovery-codes-view'
import { confirmTotp, groupedSecret, sixDigits, startTotp, type TotpStart } from './totp-api'

// The same QR library the QR sign-in draws its codes with, loaded when the set-up opens.
const QRCodeCanvas = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeCanvas })))

/**
 * Setting up an authenticator: a new key as a QR code and as text, a first code from the app turns it on, then
 * the ten recovery codes are shown once. `onDone` runs after "I have saved them".
 */
export function TotpSetup({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const t = useT()
  const [started, setStarted] = useState<TotpStart | null>(null)
  const [startError, setStartError] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const problems = { code: !code.trim() ? 'totp.codeRequired' : sixDigits(code) ? undefined : 'totp.codeShape' }
  const { busy, error, shown, submit } = useCheckedSubmit(problems, async () => {
    setRecoveryCodes((await confirmTotp(sixDigits(code) ?? '')).recoveryCodes)
  })

  useEffect(() => {
    startTotp().then(setStarted, (err: unknown) => setStartError(describeError(err, t)))
  }, [t])

  if (recoveryCodes && started) {
    return <RecoveryCodesView codes={recoveryCodes} account={started.account} issuer={started.issuer} onDone={onDone} />
  }
  return (
    <section
      className="security-form totp-setup"
      aria-labelledby="totp-setup-title"
      aria-busy={!started && !startError}
    >
      <h3 id="totp-setup-title">{t('totp.setupTitle')}</h3>
      {!started && !startError && <p role="status">{t('totp.starting')}</p>}
      {startError && (
        <div role="alert" className="login-error">
          {startError}
        </div>
      )}
      {started && (
        <form onSubmit={submit} noValidate aria-busy={busy}>
          <p>{t('totp.step1')}</p>
          <div className="totp-qr">
            <Suspense fallback={<div className="totp-qr-placeholder" />}>
              <QRCodeCanvas
                value={started.otpauthUri}
                size={176}
                marginSize={3}
                level="M"
                bgColor="#ffffff"
                fgColor="#000000"
                role="img"
                aria-label={t('totp.qrLabel')}
                data-testid="totp-qr"
              />
            </Suspense>
          </div>
          <p className="security-rules">{t('totp.manual')}</p>
          <p className="totp-secret" role="group" aria-label={t('totp.secretLabel')}>
            <code data-testid="totp-secret">{groupedSecret(started.secret)}</code>
          </p>
          <p className="security-rules">
            {t('totp.accountLine', { account: started.account, issuer: started.issuer })}
          </p>
          <p>{t('totp.step2')}</p>
          <CodeInput label={t('totp.code')} value={code} onValueChange={setCode} error={shown(problems.code)} />
          <div role="alert" className="login-error">
            {error ?? ''}
          </div>
          <div className="security-actions">
            <Button type="submit" variant="primary" disabled={busy}>
              {busy ? t('totp.confirming') : t('totp.confirm')}
            </Button>
            {onCancel && (
              <Button type="button" onClick={onCancel}>
                {t('totp.cancel')}
              </Button>
            )}
          </div>
        </form>
      )}
      {startError && onCancel && (
        <Button type="button" onClick={onCancel}>
          {t('totp.cancel')}
        </Button>
      )}
    </section>
  )
}
