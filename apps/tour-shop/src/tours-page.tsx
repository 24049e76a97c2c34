import { useEnv, useRequest } from '@hr-portal/bridge/react'
import { describeError } from '@hr-portal/bridge/vendor'
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
      {error ? (
        <div className="status status-error" role="alert" data-testid="tours-error">
          <p>{describeError(error, t)}</p>
          <button type="button" className="hr-button" onClick={retry}>{t('retry')}</button>
        </div>
      ) : loading && !data ? (
        <p className="status" role="status">{t('loading')}</p>
      ) : data && data.length === 0 ? (
        <p className="status">{t('empty')}</p>
      ) : data ? (
        <>
          <ul className="tours" data-testid="tour-list">
            {data.map((tour) => <TourCard key={tour.id} tour={tour} language={language} t={t} />)}
          </ul>
          <p className="total">{t('total', { total: data.length })}</p>
        </>
      ) : null}
    </main>
  )
}
