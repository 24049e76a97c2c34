import type { Translate } from '../i18n/i18n'

/** The mean score as stars for the eye and as a sentence for screen readers. */
export function Rating({ rating, count, t }: { rating: number | null; count: number; t: Translate }) {
  if (rating === null) return <span className="muted">{t('rating.none')}</span>
  const label = t('rating.value', { rating, count })
  return (
    <span className="rating" role="img" aria-label={label} title={label}>
      <span aria-hidden="true">★ {rating.toFixed(1)}</span>{' '}
      <span className="muted" aria-hidden="true">
        ({count})
      </span>
    </span>
  )
}
