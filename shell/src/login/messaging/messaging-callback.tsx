import type { HeldSignIn as HeldAnswer } from '@hr-portal/api/client/accounts'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { useT } from '../../lib/i18n/use-t'
import { http } from '../../lib/http'
import { signInWith } from '../../session/session'
import { signedInAccount } from '../handoff/account-label'
import { ContinueLink } from '../handoff/continue-link'
import { handoffNotice, type HeldSignIn } from '../handoff/held-sign-in'
import { SwitchPrompt } from '../handoff/switch-prompt'
import type { MethodProps } from '../method'
import { takePending } from './platforms'

/** The §2 fields a callback may carry; anything else in the query is not sent. */
const FIELDS = [
  'authCorpId',
  'userId',
  'vCode',
  'sign',
  'appCode',
  'timestamp',
  'corpId',
  'authCode',
  'auth_code',
  'state',
  'systemFlag',
  'loginType',
  'token',
]

/** Sends the callback with `hold`: the gateway checks and spends it but signs in only once the person agrees. */
async function hold(body: Record<string, unknown>): Promise<HeldSignIn> {
  // With `hold`: whose sign-in it is, and the hand-off code holding a platform's (null for a link).
  const { result } = await http.postForm<HeldAnswer>(
    '/account/messagingLogin',
    { ...body, hold: true },
    { unLoading: true },
  )
  const { handoff, ...account } = result!
  return {
    ...account,
    finish: () =>
      handoff ? signInWith('/uac/oidc/exchange', { code: handoff }) : signInWith('/account/messagingLogin', body),
    drop: async () => {
      if (handoff) await http.postForm('/uac/oidc/dismiss', { code: handoff }, { unLoading: true })
    },
  }
}

/**
 * /login with a §2 combination (back from WeCom, DingTalk, Feishu, or an auto-login link): posts
 * the query (with the OAuth `state` the gateway issued to this browser) and signs in, or shows the
 * §8 notice with a way back. While someone is signed in it first asks, naming both accounts.
 */
export function MessagingCallback({ remember, onSignedIn }: MethodProps) {
  const t = useT()
  const [, navigate] = useLocation()
  const [notice, setNotice] = useState<string | null>(null)
  const [current] = useState(signedInAccount)
  const [held, setHeld] = useState<HeldSignIn | null>(null)
  const started = useRef(false)

  const fail = (error: unknown) => setNotice(handoffNotice(error, 'login.systemError'))
  const follow = (signingIn: Promise<string>) => {
    setHeld(null)
    signingIn.then(onSignedIn, fail)
  }

  useEffect(() => {
    if (started.current) return
    started.current = true
    const query = new URLSearchParams(window.location.search)
    const body: Record<string, unknown> = { noLogin7Days: takePending()?.remember ?? remember }
    for (const field of FIELDS) if (query.has(field)) body[field] = query.get(field)
    if (!current) return follow(signInWith('/account/messagingLogin', body))
    hold(body).then((sign) => {
      if (String(sign.loginUserId) === current.loginUserId) return follow(sign.finish())
      setHeld(sign)
    }, fail)
  }, [onSignedIn, remember])

  if (held && current) return <SwitchPrompt current={current.label} held={held} onSwitch={follow} />
  if (!notice) {
    return (
      <div className="messaging-callback" role="status" aria-live="polite">
        <span className="messaging-spinner" aria-hidden="true" />
        {t('messaging.signingIn')}
      </div>
    )
  }
  return (
    <div className="messaging-callback">
      <p role="alert" className="messaging-notice">
        {t(notice)}
      </p>
      {current && <ContinueLink current={current.label} />}
      <a
        className="login-link"
        href="/login"
        onClick={(e) => {
          e.preventDefault()
          navigate('/login', { replace: true })
        }}
      >
        {t('messaging.back')}
      </a>
    </div>
  )
}
