import { useRequest } from '@hr-portal/bridge/react'
import { loadTrips } from './api'
import { useT } from './i18n'
import { Page } from './page'
import { RequestView } from './request-view'
import { api } from './shell'
import { TripCard } from './trip-card'

export function TripsPage() {
  const t = useT()
  const { data, error, loading, retry } = useRequest(() => loadTrips(api), [])
  return (
    <Page title={t('trips.title')} busy={loading}>
      <RequestView loading={loading && !data} error={error} retry={retry}>
        {data?.length ? (
          <ul className="trips" data-testid="trip-list">
            {data.map((trip) => (
              <TripCard key={trip.id} trip={trip} />
            ))}
          </ul>
        ) : (
          <p className="muted">{t('trips.empty')}</p>
        )}
      </RequestView>
    </Page>
  )
}
