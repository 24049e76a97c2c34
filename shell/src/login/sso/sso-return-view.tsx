import { useEffect, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { signInWith } from '../../session/session'
import type { MethodProps } from '../method'
import { clearSsoReturn, readSsoReturn } from './sso-return'

// One exchange per code, even when React runs the effect twice (StrictMode) or remounts.
const exchanges = new Map<string, Promise<string>>()
const exchange = (code: string) => {
  if (!exchanges.has(code)) exchanges.set(code, signInWith('/uac/oidc/exchange', { code }))
  return exchanges.get(code)!
}

/**
 * The way back from the OpenID provider (loaded only when /login carries `sso` or `sso_error`):
 * exchanges the one-time `sso` code for the session, or shows §8 'Third party login failed'.
 */
export function SsoReturnView({ onSignedIn }: MethodProps) {
  const t = useT()
  const [returned] = useState(() => readSsoReturn(window.location.search))
  const [status, setStatus] = useState<'idle' | 'exchanging' | 'failed'>(returned.code ? 'exchanging' : returned.failed ? 'failed' : 'idle')

  useEffect(() => {
    clearSsoReturn()
    if (!returned.code) return
    exchange(returned.code).then(onSignedIn, (error: unknown) => {
      // Backing out of the tenant pick is not a failure of the provider.
      setStatus(error instanceof Error && error.name === 'TenantChoiceCancelled' ? 'idle' : 'failed')
    })
  }, [returned.code])

  return (
    <div className="sso">
      {status === 'exchanging' && <p className="sso-progress" role="status">{t('login.ssoSigningIn')}</p>}
      <div className="sso-error" role="alert">{status === 'failed' ? t('login.thirdPartyFailed') : ''}</div>
    </div>
  )
}
