import type { Env } from '@hr-portal/bridge'
import type { Translate } from './i18n'
import type { Tour } from './tours'

export function TourCard({ tour, language, t }: { tour: Tour; language: Env['language']; t: Translate }) {
  const name = language === 'en' ? tour.nameEn : tour.name
  const price = new Intl.NumberFormat(language, { style: 'currency', currency: 'CNY', maximumFractionDigits: 0 }).format(tour.price)
  return (
    <li className="tour" data-testid="tour">
      <article aria-labelledby={`tour-${tour.id}`}>
        <h2 id={`tour-${tour.id}`}>{name}</h2>
        <p className="days">{t('days', { days: tour.days })}</p>
        <p className="price"><span className="hr-sr-only">{t('price')} </span>{price}</p>
      </article>
    </li>
  )
}
