import { useLocation } from 'wouter'
import { useT } from '../../lib/i18n/use-t'

/** After a refused sign-in, a way back to the portal for the person still signed in. */
export function ContinueLink({ current }: { current: string }) {
  const t = useT()
  const [, navigate] = useLocation()
  return (
    <a
      className="login-link"
      href="/portal"
      onClick={(e) => {
        e.preventDefault()
        navigate('/portal', { replace: true })
      }}
    >
      {t('login.continueAs', { name: current })}
    </a>
  )
}
