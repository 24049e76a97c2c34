import { useEnv } from '@hr-portal/bridge/react'
import type { Trip } from './api'
import { AppLink } from './app-link'
import { formatDate, formatYuan, titleOf } from './format'
import { useT } from './i18n'

export function TripCard({ trip }: { trip: Trip }) {
  const t = useT()
  const { language } = useEnv()
  const title = titleOf(language, trip)
  const open = trip.departures.filter((d) => d.seatsLeft > 0)
  return (
    <li className="card trip" data-testid="trip">
      <article aria-labelledby={`trip-${trip.id}`}>
        <h2 id={`trip-${trip.id}`}>{title}</h2>
        <p className="muted">
          <span className="sr-only">{t('trip.destination')} </span>
          {trip.destination} · {t('trip.days', { days: trip.days })}
        </p>
        <p className="price">{t('trip.perPerson', { price: formatYuan(language, trip.price) })}</p>
        <p className="label">{t('trip.departures')}</p>
        {open.length ? (
          <ul className="dates">
            {open.slice(0, 4).map((d) => (
              <li key={d.date}>{t('book.dateOption', { date: formatDate(language, d.date), left: d.seatsLeft })}</li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('trip.noDepartures')}</p>
        )}
        {open.length > 0 && (
          <AppLink className="button" to={`/trips/${trip.id}`} aria-label={t('trip.bookLabel', { title })}>
            {t('trip.book')}
          </AppLink>
        )}
      </article>
    </li>
  )
}
