import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { ConfirmDialog } from './dialogs'
import { useT } from '../../lib/i18n/use-t'
import { signOut } from '../../session/session'
import { $idleWarning, startIdleWatch, stayActive } from '../../session/idle-timeout'

/**
 * Runs the tenant's inactivity timeout while the portal shows, and its warning a minute before: "stay
 * signed in" counts as activity, "sign out now" signs out. At the timeout the session ends by itself.
 */
export function IdleWarning() {
  const t = useT()
  const deadline = useStore($idleWarning)
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => startIdleWatch(), [])
  useEffect(() => {
    if (deadline === null) return
    setNow(Date.now())
    const tick = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(tick)
  }, [deadline])

  if (deadline === null) return null
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000))
  async function leave() {
    await signOut().catch(() => {})
    window.location.replace('/login')
  }
  return (
    <ConfirmDialog
      open
      closable={false}
      title={t('portal.idle.title')}
      okText={t('portal.idle.stay')}
      cancelText={t('portal.idle.signOut')}
      onOk={stayActive}
      onCancel={() => void leave()}
    >
      <p data-testid="idle-warning">{t('portal.idle.body', { seconds })}</p>
    </ConfirmDialog>
  )
}
