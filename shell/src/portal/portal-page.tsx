import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { Link, Redirect, useLocation } from 'wouter'
import { Button } from '@hr-portal/ui'
import { useT } from '../i18n/use-t'
import { ShellBar } from '../layout/shell-bar'
import { $subAppsMounted } from '../lib/sub-apps'
import { checkOnNavigation } from '../session/permission-mark'
import { $session, signOut } from '../session/session'
import { AppFrame } from './app-frame'
import { landingRoute, matchApp } from './menus'

export function PortalPage() {
  const t = useT()
  const [location, navigate] = useLocation()
  const { apps, user } = useStore($session)
  const mounted = useStore($subAppsMounted)
  const match = matchApp(apps, location)

  useEffect(() => { void checkOnNavigation() }, [location])

  if (location === '/portal' || location === '/portal/') return <Redirect to={landingRoute(apps)} replace />
  if (match && match.subPath === '/' && match.app.redirect) return <Redirect to={match.app.redirect} replace />

  async function leave() {
    await signOut().catch(() => {})
    navigate('/login', { replace: true })
  }

  return (
    <div className="portal">
      <a className="hr-sr-only" href="#portal-main">{t('app.skip')}</a>
      <ShellBar>
        <span className="shell-user" data-testid="current-user">{user?.realName || user?.userName}</span>
        <Button onClick={leave} data-testid="sign-out">{t('portal.signOut')}</Button>
      </ShellBar>
      <div className="portal-body">
        <nav className="portal-nav" aria-label={t('portal.menu')}>
          {apps.length === 0 && <p role="alert">{t('portal.noMenu')}</p>}
          {apps.filter((app) => !app.hidden).map((app) => (
            <section key={app.code}>
              <h2>{app.title}</h2>
              <ul>
                {app.pages.map((page) => (
                  <li key={page.path}>
                    {page.external
                      ? <a href={page.path} target="_blank" rel="noopener noreferrer">{page.title}</a>
                      : <Link href={page.path} aria-current={location === page.path ? 'page' : undefined}>{page.title}</Link>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <main id="portal-main" className="portal-main">
          {!mounted ? null : match?.app.manifest
            ? <AppFrame key={match.app.code} manifest={match.app.manifest} routerBase={match.app.routerBase} title={match.app.title} subPath={match.subPath} />
            : <p role="alert">{t('portal.noApp')}</p>}
        </main>
      </div>
    </div>
  )
}
