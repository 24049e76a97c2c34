import { Link } from 'wouter'
import { useT } from '../i18n/use-t'
import type { AppRoute } from './menus'

/** The side menu: each visible app with its pages; external links open outside the portal. */
export function MenuNav({ apps, location }: { apps: AppRoute[]; location: string }) {
  const t = useT()
  return (
    <nav className="portal-nav" aria-label={t('portal.menu')}>
      {apps.length === 0 && <p role="alert">{t('portal.noMenu')}</p>}
      {apps.filter((app) => !app.hidden).map((app) => (
        <section key={app.code} data-app={app.code}>
          <h2>{app.title}</h2>
          <ul>
            {app.pages.filter((page) => !page.hidden).map((page) => (
              <li key={page.path}>
                {page.external
                  ? <a href={page.path} target="_blank" rel="noopener noreferrer">{page.title}</a>
                  : <Link href={page.path} aria-current={location === page.path || location.startsWith(`${page.path}/`) ? 'page' : undefined}>{page.title}</Link>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  )
}
