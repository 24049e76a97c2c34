import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { HttpError } from '@hr-portal/bridge/http'
import { useT } from '../../i18n/use-t'
import { signInWith } from '../../session/session'
import type { MethodProps } from '../method'
import { takePending } from './platforms'

/** The §2 fields a callback may carry; anything else in the query is not sent. */
const FIELDS = ['authCorpId', 'userId', 'vCode', 'sign', 'appCode', 'timestamp', 'corpId', 'authCode', 'auth_code', 'state', 'systemFlag', 'loginType', 'token']

/** Gateway codes of messaging-login → the §8 notices of the login page. */
const NOTICES: Record<number, string> = {
  400701: 'login.illegal',
  400702: 'login.timeout',
  400703: 'login.thirdPartyFailed',
  400704: 'login.noMobile',
  400705: 'login.mobileUnknown',
}

function noticeOf(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.serverCode !== undefined && NOTICES[error.serverCode]) return NOTICES[error.serverCode]
    if (error.code === 'timeout') return 'login.timeout'
  }
  return 'login.systemError'
}

/**
 * /login with a §2 combination (back from WeCom, DingTalk, Feishu, or an auto-login link):
 * posts the query to the gateway and signs in, or shows the §8 notice with a way back.
 */
export function MessagingCallback({ remember, onSignedIn }: MethodProps) {
  const t = useT()
  const [, navigate] = useLocation()
  const [notice, setNotice] = useState<string | null>(null)
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const query = new URLSearchParams(window.location.search)
    const pending = takePending()
    // Started from this tab: the platform must bring back the state it was sent (login CSRF).
    if (pending && query.has('state') && query.get('state') !== pending.state) {
      setNotice('login.illegal')
      return
    }
    const body: Record<string, unknown> = { noLogin7Days: pending?.remember ?? remember }
    for (const field of FIELDS) if (query.has(field)) body[field] = query.get(field)
    signInWith('/account/messagingLogin', body).then(onSignedIn, (error: unknown) => setNotice(noticeOf(error)))
  }, [onSignedIn, remember])

  if (!notice) {
    return <div className="messaging-callback" role="status" aria-live="polite"><span className="messaging-spinner" aria-hidden="true" />{t('messaging.signingIn')}</div>
  }
  return (
    <div className="messaging-callback">
      <p role="alert" className="messaging-notice">{t(notice)}</p>
      <a className="login-link" href="/login" onClick={(e) => { e.preventDefault(); navigate('/login', { replace: true }) }}>{t('messaging.back')}</a>
    </div>
  )
}
