import { useEffect, useState } from 'react'
import { addTexts } from '../../i18n/i18n'
import { useT } from '../../i18n/use-t'
import { http } from '../../lib/http'
import { signInWith } from '../../session/session'
import type { MethodProps } from '../method'
import { clearSsoReturn, readSsoReturn } from './sso-return'
import en from '../../../../assets/locales/signin-sso.en.json'
import zh from '../../../../assets/locales/signin-sso.zh-CN.json'

// Always on the login page, so it brings only its own three texts, not the other methods'.
addTexts({ en, 'zh-CN': zh })

interface SsoConfig { enabled: boolean; name: string }

const isConfig = (value: unknown): value is SsoConfig =>
  typeof value === 'object' && value !== null && typeof (value as SsoConfig).enabled === 'boolean' && typeof (value as SsoConfig).name === 'string'

// One exchange per code, even when React runs the effect twice (StrictMode) or remounts.
const exchanges = new Map<string, Promise<string>>()
const exchange = (code: string) => {
  if (!exchanges.has(code)) exchanges.set(code, signInWith('/uac/oidc/exchange', { code }))
  return exchanges.get(code)!
}

/**
 * "Sign in with company account (SSO)": shown when the gateway has an OpenID provider; sends the
 * browser to /gateway/uac/oidc/start. On the way back it exchanges the one-time `sso` code for
 * the session, or shows §8 'Third party login failed' for `sso_error`.
 */
export function SsoButton({ remember, onSignedIn }: MethodProps) {
  const t = useT()
  const [returned] = useState(() => readSsoReturn(window.location.search))
  const [status, setStatus] = useState<'idle' | 'exchanging' | 'failed'>(returned.code ? 'exchanging' : returned.failed ? 'failed' : 'idle')
  const [config, setConfig] = useState<SsoConfig | null>(null)

  useEffect(() => {
    http.get('/uac/oidc/config', undefined, { unLoading: true })
      .then((answer) => setConfig(isConfig(answer.result) ? answer.result : null), () => setConfig(null))
  }, [])

  useEffect(() => {
    clearSsoReturn()
    if (!returned.code) return
    exchange(returned.code).then(onSignedIn, (error: unknown) => {
      // Backing out of the tenant pick is not a failure of the provider.
      setStatus(error instanceof Error && error.name === 'TenantChoiceCancelled' ? 'idle' : 'failed')
    })
  }, [returned.code])

  const start = `${http.resolveUrl('/uac/oidc/start')}${remember ? '?remember=1' : ''}`
  return (
    <div className="sso">
      {status === 'exchanging' && <p className="sso-progress" role="status">{t('sso.signingIn')}</p>}
      <div className="sso-error" role="alert">{status === 'failed' ? t('login.thirdPartyFailed') : ''}</div>
      {config?.enabled && status !== 'exchanging' && (
        <a className="sso-button" href={start}>
          <span>{t('sso.button')}</span>
          {config.name && <small>{t('sso.via', { name: config.name })}</small>}
        </a>
      )}
    </div>
  )
}
