import { useEnv, useRequest } from '@hr-portal/bridge/react'
import { loadBookings, loadTrips } from './api'
import { AppLink } from './app-link'
import { BookForm } from './book-form'
import { titleOf } from './format'
import { useT } from './i18n'
import { Page } from './page'
import { RequestView } from './request-view'
import { api } from './shell'

export function BookPage({ tripId }: { tripId: number }) {
  const t = useT()
  const { language } = useEnv()
  const { data, error, loading, retry } = useRequest(() => Promise.all([loadTrips(api), loadBookings(api)]), [])
  const trip = data?.[0].find((x) => x.id === tripId)
  const title = trip ? t('book.title', { title: titleOf(language, trip) }) : t('trips.title')
  return (
    <Page title={title} busy={loading}>
      <p>
        <AppLink to="/trips">{t('book.back')}</AppLink>
      </p>
      <RequestView loading={loading && !data} error={error} retry={retry}>
        {!trip ? (
          <p className="muted">{t('book.notFound')}</p>
        ) : trip.departures.some((d) => d.seatsLeft > 0) ? (
          <BookForm trip={trip} budget={data![1].budget} />
        ) : (
          <p className="muted">{t('book.full')}</p>
        )}
      </RequestView>
    </Page>
  )
}
