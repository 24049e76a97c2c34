import { lazy, Suspense, useEffect, useMemo } from 'react'
import { useStore } from '@nanostores/react'
import { Link, Redirect, useLocation, useSearch } from 'wouter'
import { Button } from '@hr-portal/ui'
import { PERSONAL_APP } from '../config'
import { useT } from '../i18n/use-t'
import { ShellBar } from '../layout/shell-bar'
import { $subAppsMounted } from '../lib/sub-apps'
import { checkOnNavigation } from '../session/permission-mark'
import { reloadMenus, signOut } from '../session/session'
import { $session } from '../session/session-store'
import { AppConfirmLayer } from './layers/app-confirm-layer'
import { AppDialogLayer } from './layers/app-dialog-layer'
import { ExternalLinkLayer } from './layers/external-link-layer'
import { IdleWarning } from './layers/idle-warning'
import { LeaveQuestion } from './layers/leave-question'
import { ToastLayer } from './layers/toast-layer'
import { onShellTopic } from './services/app-events'
import { confirmLeave } from './services/leave-guard'
import { onShellKeyDown } from './services/shortcuts'
import { usePrewarm } from './prewarm/use-prewarm'
import { TenantSwitch } from './tenants/tenant-switch'
import { SecurityButton } from '../login/security/security-button'
import { RecordsLink } from '../company/records-link'
import { FilesLink } from '../files/files-link'
import { landingRoute, matchApp } from '../session/menus'
import { MenuNav } from './menu-nav'
import { pageFor } from './page-meta'
import { FramePool } from './pool/frame-pool'
import { TabBar } from './tabs/tab-bar'
import { $appNavs, reloadApp } from './tabs/tabs-store'
import '../i18n/portal-texts'
import '../login/signin-texts' // account security and code texts, used by the personal centre
import { useTabSync } from './tabs/use-tab-sync'
import { shellPageAt } from './shell-pages/shell-pages'
import { ShellPageView } from './shell-pages/shell-page-view'
import './shell-pages/shell-page-list'
import { MessageBell } from '../notices/message-bell'
import { TourButton } from './tour/tour-button'
import { ShellWatermark } from './watermark/shell-watermark'
import { DoNotTrackSwitch } from '../tracking/do-not-track-switch'
import { useTracking } from '../tracking/use-tracking'

// The version notice (§7) loads in its own chunk after the portal shows.
const VersionNotice = lazy(() => import('./version-notice/version-notice'))
// Global search (and Ark UI's combobox) in its own chunk too.
const SearchBox = lazy(() => import('./search/search-box'))
// Required-reading articles (§5), in their own chunk too.
const MustRead = lazy(() => import('../notices/must-read'))

export function PortalPage() {
  const t = useT()
  const [location, navigate] = useLocation()
  const search = useSearch()
  const { apps, user } = useStore($session)
  const mounted = useStore($subAppsMounted)
  const match = matchApp(apps, location)
  const home = landingRoute(apps)
  const fullPath = search ? `${location}?${search}` : location
  const shellPage = match ? null : shellPageAt(location)
  const personal = apps.find((app) => app.code === PERSONAL_APP)?.redirect

  // Development builds of this session (developer mode), by app code: their tabs are marked.
  const devBuilds = useMemo(() => new Map(apps.filter((app) => app.manifest?.dev).map((app) => [app.code, app.manifest!.entry])), [apps])

  useEffect(() => { void checkOnNavigation() }, [location])
  // An app was installed, switched on or off, or pointed at a development build: the menus follow.
  useEffect(() => onShellTopic('apps.changed', () => { reloadMenus().catch(() => {}) }), [])
  useEffect(() => {
    document.addEventListener('keydown', onShellKeyDown)
    return () => document.removeEventListener('keydown', onShellKeyDown)
  }, [])
  useTabSync(apps, home, fullPath)
  usePrewarm(apps, match?.app ?? null)
  useTracking(location, match?.app ?? null)

  if (location === '/portal' || location === '/portal/') return <Redirect to={home} replace />
  if (match && match.subPath === '/') {
    const last = $appNavs.get()[match.app.code] ?? match.app.redirect
    if (last && last !== location) return <Redirect to={last} replace />
  }

  async function leave() {
    if (!(await confirmLeave())) return
    await signOut().catch(() => {})
    navigate('/login', { replace: true })
  }

  return (
    <div className="portal">
      <a className="hr-sr-only" href="#portal-main">{t('app.skip')}</a>
      <ShellBar>
        <Suspense fallback={null}><SearchBox /></Suspense>
        <TourButton />
        <MessageBell />
        <TenantSwitch />
        <FilesLink />
        <RecordsLink />
        <SecurityButton />
        <DoNotTrackSwitch />
        {personal
          ? <Link href={personal} className="shell-user" data-testid="current-user">{user?.realName || user?.userName}</Link>
          : <span className="shell-user" data-testid="current-user">{user?.realName || user?.userName}</span>}
        <Button onClick={leave} data-testid="sign-out">{t('portal.signOut')}</Button>
      </ShellBar>
      <div className="portal-body">
        <MenuNav apps={apps} location={location} />
        <div className="portal-content">
          <TabBar activePath={location} onRefresh={() => match && reloadApp(match.app.code)} devBuilds={devBuilds} />
          <main id="portal-main" className="portal-main">
            {mounted && <FramePool apps={apps} active={match?.app.manifest ? match.app : null} subPath={match ? match.subPath + (search ? `?${search}` : '') : '/'}
              keepAlive={match ? pageFor(match.app, location)?.keepAlive ?? true : true} />}
            {shellPage && <ShellPageView page={shellPage} fullPath={fullPath} />}
            {!match?.app.manifest && !shellPage && <p role="alert">{t('portal.noApp')}</p>}
          </main>
        </div>
      </div>
      <AppConfirmLayer />
      <ExternalLinkLayer />
      <AppDialogLayer />
      <LeaveQuestion />
      <ToastLayer />
      <IdleWarning />
      <ShellWatermark />
      <Suspense fallback={null}><VersionNotice /></Suspense>
      <Suspense fallback={null}><MustRead /></Suspense>
    </div>
  )
}
