import { useT } from '../../lib/i18n/use-t'
import { http } from '../../lib/http'
import { ssoConfig } from './sso-config'

const config = ssoConfig()

/**
 * "Sign in with company account (SSO)", when the gateway has an OpenID provider: sends the browser
 * to /gateway/uac/oidc/start. Part of the login page itself (no chunk, no request); the way back is
 * sso-return-view.tsx.
 */
export function SsoLink({ remember }: { remember: boolean }) {
  const t = useT()
  if (!config.enabled) return null
  return (
    <a className="sso-button" href={`${http.resolveUrl('/uac/oidc/start')}${remember ? '?remember=1' : ''}`}>
      <span>{t('login.ssoButton')}</span>
      {config.name && <small>{t('login.ssoVia', { name: config.name })}</small>}
    </a>
  )
}
