import { useEffect, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import * as v from 'valibot'
import { ConfirmDialog } from '@hr-portal/ui'
import { useT } from '../lib/i18n/use-t'
import { getToken, LOCAL, readJson } from '../lib/storage'
import { signInWithToken } from '../session/session'
import { LoginUser } from '../session/schemas'
import '../lib/i18n/portal-texts'
import { takeRememberedRoute } from '../routing/remembered-route'

const signedInName = () => {
  const user = readJson(localStorage, LOCAL.userinfo, (value): value is LoginUser => v.is(LoginUser, value))
  return user ? user.realName || user.userName : ''
}

/**
 * §2 /tokenLogin: signs in with `?token=` and returns to the remembered route. While another
 * user is signed in it asks first: a link never swaps the session silently.
 */
export function TokenLoginPage() {
  const t = useT()
  const search = useSearch()
  const [, navigate] = useLocation()
  const [failed, setFailed] = useState(false)
  const token = new URLSearchParams(search).get('token')
  const stored = getToken()
  const [decided, setDecided] = useState(!stored || stored === token)

  useEffect(() => {
    if (!token) return setFailed(true)
    if (!decided) return
    let cancelled = false
    signInWithToken(token).then(
      (landing) => !cancelled && navigate(takeRememberedRoute() ?? landing, { replace: true }),
      () => !cancelled && setFailed(true),
    )
    return () => {
      cancelled = true
    }
  }, [search, decided])

  if (!decided && token) {
    return (
      <main className="simple-page">
        <ConfirmDialog
          open
          title={t('pages.switchTitle')}
          okText={t('pages.switchOk')}
          cancelText={t('pages.switchCancel')}
          closeLabel={t('portal.close')}
          onOk={() => setDecided(true)}
          onCancel={() => navigate(takeRememberedRoute() ?? '/portal', { replace: true })}
        >
          <p>{t('pages.switchBody', { name: signedInName() })}</p>
        </ConfirmDialog>
      </main>
    )
  }

  return (
    <main className="simple-page" aria-busy={!failed}>
      <p role={failed ? 'alert' : 'status'}>{failed ? t('pages.tokenLoginFailed') : t('pages.tokenLogin')}</p>
      {failed && <Link href="/login">{t('login.submit')}</Link>}
    </main>
  )
}
