import { useEnv, useRequest } from '@hr-portal/bridge/react'
import { describeError } from '@hr-portal/bridge/vendor'
import { RequestStatus } from '@hr-portal/ui'
import { useT } from './i18n'
import { api } from './shell'
import { TourCard } from './tour-card'
import { loadTours } from './tours'

export function ToursPage() {
  const t = useT()
  const { language } = useEnv()
  const { data, error, loading, retry } = useRequest(() => loadTours(api), [])
  return (
    <main className="page" aria-busy={loading}>
      <h1>{t('title')}</h1>
      <RequestStatus error={error ? describeError(error, t) : null} loading={loading && !data} empty={data?.length === 0}
        texts={{ loading: t('loading'), empty: t('empty'), retry: t('retry') }} onRetry={retry} testId="tours">
        <ul className="tours" data-testid="tour-list">
          {data?.map((tour) => <TourCard key={tour.id} tour={tour} language={language} t={t} />)}
        </ul>
        <p className="total">{t('total', { total: data?.length ?? 0 })}</p>
      </RequestStatus>
    </main>
  )
}
