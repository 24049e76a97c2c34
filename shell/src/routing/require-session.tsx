import { useEffect, useState, type ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import { Redirect } from 'wouter'
import { useT } from '../lib/i18n/use-t'
import { loadSession } from '../session/session'
import { $session, ENROL_ROUTE } from '../session/session-store'

/** Renders `children` once the session is signed, loading it first when a token is stored. */
export function RequireSession({ children }: { children: ReactNode }) {
  const t = useT()
  const { status } = useStore($session)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (status === 'anonymous') loadSession().catch(() => setFailed(true))
  }, [status])

  if (failed) return <Redirect to="/login" replace />
  // The tenant requires an authenticator the user has not set up yet: nothing else opens until then.
  if (status === 'enrol') return <Redirect to={ENROL_ROUTE} replace />
  if (status !== 'signed')
    return (
      <div className="app-loading" role="status">
        {t('app.loading')}
      </div>
    )
  return <>{children}</>
}
