import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react'
import { useStore } from '@nanostores/react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { useT } from '../lib/i18n/use-t'
import { $subAppsMounted } from '../lib/sub-apps'
import { usePainted, usePaintedValue } from '../lib/use-painted'
import { afterPageReady, setPageReady } from '../lib/page-ready'
import { AfterPageReady } from './after-page-ready'
import { enterPortal } from './portal-entry'
import { menuPageKey, useCheckAhead, useMarkCheck } from './use-mark-check'
import { useBiReportKeys } from './bi-report-keys'
import { reloadMenus } from '../session/session'
import { $session } from '../session/session-store'
import { onShellTopic } from './services/app-events'
import { onShellKeyDown } from './services/shortcuts'
import { usePrewarm } from './prewarm/use-prewarm'
import { landingRoute, matchApp } from '../session/menus'
import { MenuNav } from './menu-nav'
import { PortalBar } from './portal-bar'
import { OperatorBanner } from './operator-banner'
import { PortalLayers } from './portal-layers'
import { pageFor } from './page-meta'
import { FramePool } from './pool/frame-pool'
import { prepareSpares } from './pool/spare-frame'
import { afterPageContent } from './pool/background-frames'
import { TabBar } from './tabs/tab-bar'
import { $appNavs, reloadApp } from './tabs/tabs-store'
import '../lib/i18n/portal-texts'
import '../login/security/security-texts' // the user menu's and the security page's titles
import { useTabSync } from './tabs/use-tab-sync'
import { shellPageAt } from '../routing/shell-pages'
import { ShellPageView } from './shell-pages/shell-page-view'
import { NoAccessPage } from './no-access/no-access-page'
import { useDeniedPage } from './no-access/use-denied-page'
import { useTracking } from './tracking/use-tracking'

// The version notice (§7) loads in its own chunk once the portal's first page is ready.
const VersionNotice = lazy(() => import('./version-notice/version-notice'))
// Required-reading articles (§5), in their own chunk too.
const MustRead = lazy(() => import('../notices/must-read'))

/** Where a portal address leads instead: the landing page for /portal, an app's last page for the app's root. */
function portalRedirect(location: string, home: string, match: ReturnType<typeof matchApp>): string | null {
  if (location === '/portal' || location === '/portal/') return home
  if (match?.subPath !== '/') return null
  const last = $appNavs.get()[match.app.code] ?? match.app.redirect
  return last && last !== location ? last : null
}

export function PortalPage() {
  const t = useT()
  const [location] = useLocation()
  const search = useSearch()
  const { apps } = useStore($session)
  const mounted = useStore($subAppsMounted)
  const match = matchApp(apps, location)
  const home = landingRoute(apps)
  const fullPath = search ? `${location}?${search}` : location
  // A menu entry without a frame (the dashboard's) may lead to a shell page of its segment.
  const shellPage = match?.app.manifest ? null : shellPageAt(location)
  // The first render puts the app's frame on the page at once, so its app starts loading; the bar,
  // the menu and the layers follow on the next frame, in places of the same size.
  const painted = usePainted()

  // Development builds of this session (developer mode), by app code: their tabs are marked.
  const devBuilds = useMemo(
    () => new Map(apps.filter((app) => app.manifest?.dev).map((app) => [app.code, app.manifest!.entry])),
    [apps],
  )
  // The menu and the tab bar mark the new page in a render of their own, right after the switch of
  // the frames (React's deferred value): the switch's own render holds the frames alone.
  const markedPath = useDeferredValue(location)
  // The tab bar, whose tabs measure themselves to stay in view, marks it once the switch has been drawn.
  const tabPath = usePaintedValue(markedPath)
  const shownApp = useRef(match?.app.code)
  shownApp.current = match?.app.code
  const refresh = useCallback(() => {
    if (shownApp.current) reloadApp(shownApp.current)
  }, [])

  // §7 portal loginIn, once the first page is ready: the session entered the portal (its first entry tells the last sign-in).
  useEffect(() => afterPageReady(() => void enterPortal().catch(() => {})), [])
  // An app was installed, switched on or off, or pointed at a development build: the menus follow.
  useEffect(
    () =>
      onShellTopic('apps.changed', () => {
        reloadMenus().catch(() => {})
      }),
    [],
  )
  useEffect(() => {
    document.addEventListener('keydown', onShellKeyDown)
    return () => document.removeEventListener('keydown', onShellKeyDown)
  }, [])
  useTabSync(apps, home, fullPath)
  usePrewarm(apps, match?.app ?? null)
  useTracking(location, match?.app ?? null)

  const redirectTo = portalRedirect(location, home, match)
  // §4: a new menu page's frame waits for the permission-mark check (use-mark-check.ts), asked as the address changes.
  useCheckAhead(apps)
  const cleared = useMarkCheck(menuPageKey(apps, redirectTo ?? location), location)
  const appSubPath = match ? match.subPath + (search ? `?${search}` : '') : '/'
  // A menu page of the app the user may not open, reached by its address: the portal's no-access page, not the app.
  const denied = useDeniedPage(apps, match?.app ?? null, location)
  const appPage = !redirectTo && !denied && match?.app.manifest ? match.app : null
  useBiReportKeys(match?.app ?? null, location, appSubPath, cleared && !redirectTo)
  // A shell page (or no app at all) is ready as it renders; an app's
  // page is ready when its frame is (AppFrame).
  const showsNoApp = !redirectTo && (denied || !match?.app.manifest)
  const readyOnContent = showsNoApp && shellPage?.readyOnContent === true
  useEffect(() => {
    if (!showsNoApp) return
    setPageReady(!readyOnContent)
    // The next app to open finds a spare frame waiting, made once this page is ready (pool/spare-frame.ts).
    return afterPageContent(() => prepareSpares())
  }, [showsNoApp, readyOnContent])

  if (redirectTo) return <Redirect to={redirectTo} replace />

  return (
    <div className="portal">
      <a className="hr-sr-only" href="#portal-main">
        {t('app.skip')}
      </a>
      {painted ? <PortalBar /> : <header className="shell-bar" />}
      <OperatorBanner />
      <div className="portal-body">
        {painted ? <MenuNav apps={apps} location={markedPath} /> : <div className="portal-nav" />}
        <div className="portal-content">
          <TabBar activePath={tabPath} onRefresh={refresh} devBuilds={devBuilds} />
          <main id="portal-main" className="portal-main">
            {mounted && (
              <FramePool
                apps={apps}
                active={cleared ? appPage : null}
                opening={cleared ? null : appPage}
                subPath={appSubPath}
                keepAlive={match ? (pageFor(match.app, location)?.keepAlive ?? true) : true}
              />
            )}
            {shellPage && <ShellPageView page={shellPage} fullPath={fullPath} />}
            {(denied || (!match?.app.manifest && !shellPage)) && <NoAccessPage location={location} home={home} />}
          </main>
        </div>
      </div>
      {painted && <PortalLayers />}
      <AfterPageReady>
        <Suspense fallback={null}>
          <VersionNotice />
        </Suspense>
        <Suspense fallback={null}>
          <MustRead />
        </Suspense>
      </AfterPageReady>
    </div>
  )
}
