import { useRequest } from '@hr-portal/bridge/react'
import { useState } from 'react'
import { cancelBooking, loadBookings } from './api'
import { BookingItem } from './booking-item'
import { BudgetSummary } from './budget-summary'
import { describe } from './describe'
import { takeFlash } from './flash'
import { useT } from './i18n'
import { Page } from './page'
import { RequestView } from './request-view'
import { api } from './shell'

export function BookingsPage() {
  const t = useT()
  const { data, error, loading, retry } = useRequest(() => loadBookings(api), [])
  const [notice, setNotice] = useState(() => takeFlash())
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)

  const cancel = async (id: string) => {
    setBusy(true)
    setFailure('')
    try {
      await cancelBooking(api, id)
      setNotice('bookings.cancelled')
      retry()
    } catch (e) {
      setFailure(describe(e, t))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Page title={t('bookings.title')} busy={loading}>
      <p className="notice" role="status">
        {notice ? t(notice) : ''}
      </p>
      {failure && (
        <p className="status-error" role="alert">
          {failure}
        </p>
      )}
      <RequestView loading={loading && !data} error={error} retry={retry}>
        {data && (
          <>
            <BudgetSummary budget={data.budget} />
            {!data.settled && <p className="warning">{t('bookings.stale')}</p>}
            {data.bookings.length ? (
              <ul className="bookings" data-testid="booking-list">
                {data.bookings.map((b) => (
                  <BookingItem key={b.id} booking={b} onCancel={cancel} busy={busy} />
                ))}
              </ul>
            ) : (
              <p className="muted">{t('bookings.empty')}</p>
            )}
          </>
        )}
      </RequestView>
    </Page>
  )
}
