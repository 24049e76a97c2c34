import { useEffect, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { useT } from '../i18n/use-t'
import { signInWithToken } from '../session/session'
import { takeRememberedRoute } from '../routing/remembered-route'

/** §2 /tokenLogin: signs in with `?token=` and returns to the remembered route. */
export function TokenLoginPage() {
  const t = useT()
  const search = useSearch()
  const [, navigate] = useLocation()
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const token = new URLSearchParams(search).get('token')
    if (!token) return setFailed(true)
    let cancelled = false
    signInWithToken(token).then(
      (landing) => !cancelled && navigate(takeRememberedRoute() ?? landing, { replace: true }),
      () => !cancelled && setFailed(true),
    )
    return () => { cancelled = true }
  }, [search])

  return (
    <main className="simple-page" aria-busy={!failed}>
      <p role={failed ? 'alert' : 'status'}>{failed ? t('pages.tokenLoginFailed') : t('pages.tokenLogin')}</p>
      {failed && <Link href="/login">{t('login.submit')}</Link>}
    </main>
  )
}
