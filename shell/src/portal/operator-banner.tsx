import { useStore } from '@nanostores/react'
import { Button } from '@hr-portal/ui/light'
import { useT } from '../lib/i18n/use-t'
import { $session } from '../session/session-store'
import { leavePortal } from './leave-portal'

/**
 * Shown for the whole of a session a platform operator opened by super login (the user info's superLogin):
 *which tenant the operator is in, and the way out (signing out, as the bar's button does).
 */
export function OperatorBanner() {
  const t = useT()
  const { user } = useStore($session)
  if (!user?.superLogin) return null
  const label = t('portal.operatorBanner.label')
  return (
    <div className="operator-banner" role="region" aria-label={label} data-testid="operator-banner">
      <p role="status">{t('portal.operatorBanner.text', { tenant: user.tenantName || user.tenantId })}</p>
      <Button
        onClick={() => {
          void leavePortal()
        }}
        data-testid="operator-banner-leave"
      >
        {t('portal.operatorBanner.leave')}
      </Button>
    </div>
  )
}
