import type { HeldUser } from '@hr-portal/api/client/accounts'
import { useEffect, useState } from 'react'
import { http } from '../../lib/http'
import { useT } from '../../lib/i18n/use-t'
import { signInWith } from '../../session/session'
import type { MethodProps } from '../method'
import { signedInAccount } from '../handoff/account-label'
import { ContinueLink } from '../handoff/continue-link'
import { handoffNotice, type HeldSignIn } from '../handoff/held-sign-in'
import { SwitchPrompt } from '../handoff/switch-prompt'
import { clearSsoReturn, readSsoReturn } from './sso-return'

// One request per code and step, even when React runs the effect twice (StrictMode) or remounts.
const calls = new Map<string, Promise<unknown>>()
const once = <T,>(key: string, call: () => Promise<T>): Promise<T> => {
  if (!calls.has(key)) calls.set(key, call())
  return calls.get(key) as Promise<T>
}
const exchange = (code: string) => once(`exchange:${code}`, () => signInWith('/uac/oidc/exchange', { code }))

/** Whose sign-in a code holds (the code stays unspent), to ask a signed-in person before switching. */
async function hold(code: string): Promise<HeldSignIn> {
  const answer = await once(`user:${code}`, () =>
    http.postForm<HeldUser>('/uac/oidc/handoffUser', { code }, { unLoading: true }),
  )
  return {
    ...answer.result!,
    finish: () => exchange(code),
    drop: () => http.postForm('/uac/oidc/dismiss', { code }, { unLoading: true }).then(() => undefined),
  }
}

/**
 * The way back from the OpenID provider or the older product (loaded only when /login carries `sso`
 * or `sso_error`): exchanges the one-time `sso` code for the session, or shows why it failed. While
 * someone is signed in it first asks, naming both accounts; the code is spent only on "switch".
 */
export function SsoReturnView({ onSignedIn }: MethodProps) {
  const t = useT()
  const [returned] = useState(() => readSsoReturn(window.location.search))
  const [current] = useState(signedInAccount)
  const [status, setStatus] = useState<'idle' | 'exchanging' | 'failed'>(
    returned.code ? 'exchanging' : returned.failed ? 'failed' : 'idle',
  )
  const [notice, setNotice] = useState('login.thirdPartyFailed')
  const [held, setHeld] = useState<HeldSignIn | null>(null)

  const fail = (error: unknown) => {
    // Backing out of the tenant pick is not a failure of the provider.
    if (error instanceof Error && error.name === 'TenantChoiceCancelled') return setStatus('idle')
    setNotice(handoffNotice(error, 'login.thirdPartyFailed'))
    setStatus('failed')
  }
  const follow = (signingIn: Promise<string>) => {
    setHeld(null)
    setStatus('exchanging')
    signingIn.then(onSignedIn, fail)
  }

  useEffect(() => {
    clearSsoReturn()
    const code = returned.code
    if (!code) return
    if (!current) return follow(exchange(code))
    hold(code).then((sign) => {
      if (String(sign.loginUserId) === current.loginUserId) return follow(sign.finish())
      setStatus('idle')
      setHeld(sign)
    }, fail)
  }, [returned.code])

  return (
    <div className="sso">
      {status === 'exchanging' && (
        <p className="sso-progress" role="status">
          {t('login.ssoSigningIn')}
        </p>
      )}
      <div className="sso-error" role="alert">
        {status === 'failed' ? t(notice) : ''}
      </div>
      {status === 'failed' && current && <ContinueLink current={current.label} />}
      {held && current && <SwitchPrompt current={current.label} held={held} onSwitch={follow} />}
    </div>
  )
}
