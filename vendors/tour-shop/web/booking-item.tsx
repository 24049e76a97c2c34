import { useEnv } from '@hr-portal/bridge/react'
import { useState } from 'react'
import type { Booking } from './api'
import { formatDate, formatYuan, titleOf } from './format'
import { useT } from './i18n'

/** One booking with its state; a pending one can be cancelled after a confirmation. */
export function BookingItem({
  booking,
  onCancel,
  busy,
}: {
  booking: Booking
  onCancel(id: string): void
  busy: boolean
}) {
  const t = useT()
  const { language } = useEnv()
  const [confirming, setConfirming] = useState(false)
  const title = titleOf(language, booking)
  const date = formatDate(language, booking.date)
  return (
    <li className="card booking" data-testid="booking" data-state={booking.state}>
      <article aria-labelledby={`booking-${booking.id}`}>
        <div className="booking-head">
          <h2 id={`booking-${booking.id}`}>{title}</h2>
          <span className={`state state-${booking.state}`}>
            <span className="sr-only">{t('bookings.state')}: </span>
            {t(`state.${booking.state}`)}
          </span>
        </div>
        <dl>
          <div>
            <dt>{t('bookings.departs')}</dt>
            <dd>{date}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('book.travellers')}</dt>
            <dd>{t('bookings.travellers', { count: booking.travellers })}</dd>
          </div>
          <div>
            <dt>{t('bookings.amount')}</dt>
            <dd>{formatYuan(language, booking.amount)}</dd>
          </div>
        </dl>
        {booking.state === 'pending' &&
          (confirming ? (
            <div className="actions" role="group" aria-label={t('bookings.cancelLabel', { title, date })}>
              <button type="button" className="danger" disabled={busy} onClick={() => onCancel(booking.id)}>
                {t('bookings.confirm')}
              </button>
              <button type="button" className="secondary" autoFocus onClick={() => setConfirming(false)}>
                {t('bookings.keep')}
              </button>
            </div>
          ) : (
            <button
              type="button"
              className="secondary"
              aria-label={t('bookings.cancelLabel', { title, date })}
              onClick={() => setConfirming(true)}
            >
              {t('bookings.cancel')}
            </button>
          ))}
      </article>
    </li>
  )
}
