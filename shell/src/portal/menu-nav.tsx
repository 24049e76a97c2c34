import { useRef } from 'react'
import { Link, useLocation } from 'wouter'
import { isDirty } from './services/dirty'
import { confirmLeave } from './services/leave-guard'
import { useT } from '../i18n/use-t'
import type { AppRoute } from '../session/menus'
import { prewarmOnIntent } from './prewarm/use-prewarm'
import { closeNav } from './nav-drawer/nav-drawer'
import { useNavDrawer } from './nav-drawer/use-nav-drawer'

/** The side menu: each visible app with its pages; external links open outside the portal. A drawer on a narrow screen. */
export function MenuNav({ apps, location }: { apps: AppRoute[]; location: string }) {
  const t = useT()
  const cancel = useRef(() => {})
  const intent = (app: AppRoute) => () => { cancel.current(); cancel.current = prewarmOnIntent(app) }
  const leave = () => cancel.current()
  const [, navigate] = useLocation()
  const nav = useRef<HTMLElement>(null)
  const open = useNavDrawer(nav, location)
  // Another page of an app with unsaved changes replaces the page in its frame: ask first.
  const guard = (app: AppRoute, path: string) => (event: React.MouseEvent) => {
    const here = location === app.routerBase || location.startsWith(`${app.routerBase}/`)
    if (!here || path === location || !isDirty(app.code)) return
    event.preventDefault()
    void confirmLeave([app.code]).then((ok) => { if (ok) navigate(path) })
  }
  return (<>
    {open && <div className="nav-backdrop" onClick={closeNav} aria-hidden="true" />}
    <nav ref={nav} id="portal-nav" className="portal-nav" aria-label={t('portal.menu')} data-tour="menu" data-open={open}>
      {apps.length === 0 && <p role="alert">{t('portal.noMenu')}</p>}
      {/* An app whose every page is hidden (reached only by intents, e.g. an approval view) has no heading either. */}
      {apps.filter((app) => !app.hidden && (app.pages.length === 0 || app.pages.some((page) => !page.hidden))).map((app) => (
        <section key={app.code} data-app={app.code}>
          <h2>{app.title}</h2>
          <ul>
            {app.pages.filter((page) => !page.hidden).map((page) => (
              <li key={page.path}>
                {page.external
                  ? <a href={page.path} target="_blank" rel="noopener noreferrer">{page.title}</a>
                  : <Link href={page.path} onClick={guard(app, page.path)} onPointerEnter={intent(app)} onPointerLeave={leave} onFocus={intent(app)} onBlur={leave} aria-current={location === page.path || location.startsWith(`${page.path}/`) ? 'page' : undefined}>{page.title}</Link>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  </>)
}
