import { memo, useRef } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { isDirty } from '../session/dirty'
import { confirmLeave } from '../session/leave-guard'
import { useT } from '../lib/i18n/use-t'
import type { AppRoute } from '../session/menus'
import { prewarmOnIntent } from './prewarm/use-prewarm'
import { closeNav } from './nav-drawer/nav-drawer'
import { useNavDrawer } from './nav-drawer/use-nav-drawer'

/** A click the browser handles itself (a new tab or window, a download): as wouter's Link, the portal leaves it alone. */
const browsersOwn = (event: React.MouseEvent) =>
  event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.button !== 0

/**
 * The side menu: each visible app with its pages; external links open outside the portal. A drawer on a narrow screen.
 * Memoised, with plain links that navigate in the page: a page switch renders it once, not each of its links.
 */
export const MenuNav = memo(function MenuNav({ apps, location }: { apps: AppRoute[]; location: string }) {
  const t = useT()
  const cancel = useRef(() => {})
  const intent = (app: AppRoute) => () => {
    cancel.current()
    cancel.current = prewarmOnIntent(app)
  }
  const leave = () => cancel.current()
  const nav = useRef<HTMLElement>(null)
  const open = useNavDrawer(nav, location)
  const follow = (app: AppRoute, path: string) => (event: React.MouseEvent) => {
    if (browsersOwn(event)) return
    event.preventDefault()
    // Another page of an app with unsaved changes replaces the page in its frame: ask first.
    const here = location === app.routerBase || location.startsWith(`${app.routerBase}/`)
    if (!here || path === location || !isDirty(app.code)) navigate(path)
    else
      void confirmLeave([app.code]).then((ok) => {
        if (ok) navigate(path)
      })
  }
  return (
    <>
      {open && <div className="nav-backdrop" onClick={closeNav} aria-hidden="true" />}
      <nav
        ref={nav}
        id="portal-nav"
        className="portal-nav"
        aria-label={t('portal.menu')}
        data-tour="menu"
        data-open={open}
      >
        {apps.length === 0 && <p role="alert">{t('portal.noMenu')}</p>}
        {/* An app whose every page is hidden (reached only by intents, e.g. an approval view) has no heading either. */}
        {apps
          .filter((app) => !app.hidden && (app.pages.length === 0 || app.pages.some((page) => !page.hidden)))
          .map((app) => (
            <section key={app.code} data-app={app.code}>
              <h2>{app.title}</h2>
              <ul>
                {app.pages
                  .filter((page) => !page.hidden)
                  .map((page) => (
                    <li key={page.path}>
                      {page.external ? (
                        <a href={page.path} target="_blank" rel="noopener noreferrer">
                          {page.title}
                        </a>
                      ) : (
                        <a
                          href={page.path}
                          onClick={follow(app, page.path)}
                          onPointerEnter={intent(app)}
                          onPointerLeave={leave}
                          onFocus={intent(app)}
                          onBlur={leave}
                          aria-current={
                            location === page.path || location.startsWith(`${page.path}/`) ? 'page' : undefined
                          }
                        >
                          {page.title}
                        </a>
                      )}
                    </li>
                  ))}
              </ul>
            </section>
          ))}
      </nav>
    </>
  )
})
