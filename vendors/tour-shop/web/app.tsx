import { useAppPath } from '@hr-portal/bridge/react'
import { useEffect } from 'react'
import { AppLink } from './app-link'
import { BookPage } from './book-page'
import { BookingsPage } from './bookings-page'
import { useT } from './i18n'
import { app } from './shell'
import { SettingsPage } from './settings-page'
import { TripsPage } from './trips-page'

/**
 * The pages (the manifest's menus link /trips and /bookings; its settings page is /settings, opened by the tenant's
 * app administrators from the portal's Apps list); any other path goes to the trips.
 */
const pageOf = (path: string) => {
  if (path === '/trips' || path === '/bookings' || path === '/settings') return { name: path }
  const trip = /^\/trips\/(\d{1,9})$/.exec(path)
  return trip ? { name: '/trips/:id', id: Number(trip[1]) } : null
}

export function App() {
  const t = useT()
  const path = useAppPath(app.router)
  const page = pageOf(path)
  useEffect(() => {
    if (!page) app.router.navigate('/trips', { replace: true })
  }, [page])
  const section = path.startsWith('/bookings') ? '/bookings' : '/trips'
  return (
    <>
      <nav className="tabs" aria-label={t('nav.label')}>
        {(['/trips', '/bookings'] as const).map((to) => (
          <AppLink key={to} to={to} aria-current={section === to ? 'page' : undefined}>
            {t(`nav.${to.slice(1)}`)}
          </AppLink>
        ))}
      </nav>
      {page?.name === '/settings' ? (
        <SettingsPage key="settings" />
      ) : page?.name === '/bookings' ? (
        <BookingsPage key="bookings" />
      ) : page?.name === '/trips/:id' ? (
        <BookPage key={path} tripId={page.id!} />
      ) : (
        <TripsPage key="trips" />
      )}
    </>
  )
}
