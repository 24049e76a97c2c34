import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { Redirect, useLocation } from 'wouter'
import { Button } from '@hr-portal/ui'
import { useT } from '../../../lib/i18n/use-t'
import { ShellBar } from '../../../lib/layout/shell-bar'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { loadSession, signOut } from '../../../session/session'
import { $session } from '../../../session/session-store'
import { TotpSetup } from './totp-setup'

/**
 * /totp-setup: the tenant requires an authenticator of this user, who has none yet; the gateway refuses
 * everything else until it is set up (400135). After the recovery codes the session loads as usual.
 */
export function TotpSetupPage() {
  const t = useT()
  useDocumentTitle('totp.requiredTitle')
  const [, navigate] = useLocation()
  const { status, user } = useStore($session)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (status === 'anonymous') loadSession().catch(() => setFailed(true))
  }, [status])

  if (failed) return <Redirect to="/login" replace />
  if (status === 'signed') return <Redirect to="/portal" replace />
  if (status !== 'enrol')
    return (
      <div className="app-loading" role="status">
        {t('app.loading')}
      </div>
    )

  const finish = () =>
    loadSession().then(
      (route) => navigate(route, { replace: true }),
      () => setFailed(true),
    )
  return (
    <div className="login-screen">
      <ShellBar />
      <main className="login-card totp-page">
        <h1>{t('totp.requiredTitle')}</h1>
        <p className="security-rules">{t('totp.requiredIntro', { name: user?.realName || user?.userName || '' })}</p>
        <TotpSetup onDone={() => void finish()} />
        <Button
          type="button"
          className="security-back"
          onClick={() => void signOut().then(() => navigate('/login', { replace: true }))}
        >
          {t('totp.signOut')}
        </Button>
      </main>
    </div>
  )
}
