import { ConfirmDialog } from '@hr-portal/ui'
import { useLocation } from 'wouter'
import { useT } from '../../lib/i18n/use-t'
import { accountLabel } from './account-label'
import type { HeldSignIn } from './held-sign-in'

export interface SwitchPromptProps {
  /** The account signed in now (accountLabel). */
  current: string
  held: HeldSignIn
  /** The person chose to switch: `signingIn` settles with the landing route, or fails. */
  onSwitch: (signingIn: Promise<string>) => void
}

/**
 * Asks a signed-in person before a sign-in that came back to /login replaces their session, naming
 * both accounts (the /tokenLogin question, same texts). "Stay" (also Escape and the close button)
 * drops the held sign-in and goes back to the portal without the query.
 */
export function SwitchPrompt({ current, held, onSwitch }: SwitchPromptProps) {
  const t = useT()
  const [, navigate] = useLocation()
  return (
    <ConfirmDialog
      open
      title={t('pages.switchTitle')}
      okText={t('pages.switchOk')}
      cancelText={t('pages.switchCancel')}
      closeLabel={t('login.switchClose')}
      onOk={() => onSwitch(held.finish())}
      onCancel={() => {
        void held.drop().catch(() => undefined)
        navigate('/portal', { replace: true })
      }}
    >
      <p>{t('login.switchBody', { current, next: accountLabel(held) })}</p>
    </ConfirmDialog>
  )
}
