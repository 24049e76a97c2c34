import type { VendorApi } from '@hr-portal/bridge/vendor'
import { useRequest } from '@hr-portal/bridge/react'
import { type FormEvent, useState } from 'react'
import { deleteTripSetting, loadTripSettings, saveTripSetting, type TripForm, type TripSetting } from './api'
import { describe } from './describe'
import { useT } from './i18n'
import { RequestView } from './request-view'

const EMPTY: TripForm = { titleZh: '', titleEn: '', destination: '', days: '', price: '', seats: '', dates: '' }
const FIELDS = ['titleZh', 'titleEn', 'destination', 'days', 'price', 'seats'] as const
const INPUT_MODE: Partial<Record<keyof TripForm, 'numeric' | 'decimal'>> = {
  days: 'numeric',
  price: 'decimal',
  seats: 'numeric',
}

const formOf = (trip: TripSetting): TripForm => ({
  titleZh: trip.titleZh,
  titleEn: trip.titleEn,
  destination: trip.destination,
  days: String(trip.days),
  price: trip.price,
  seats: String(trip.seats),
  dates: trip.dates.join('\n'),
})

/**
 * The tenant's trip catalogue on the settings page: every trip with its departures, changed or deleted from its row,
 * and the form that adds one (or changes the one picked). The shop checks each field and names the first wrong one.
 */
export function TripSettings({ api, onNotice }: { api: VendorApi; onNotice: (text: string) => void }) {
  const t = useT()
  const { data, error, loading, retry } = useRequest(() => loadTripSettings(api), [api])
  const [editing, setEditing] = useState<TripSetting | null>(null)
  const [form, setForm] = useState<TripForm>(EMPTY)
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true)
    setFailure('')
    onNotice('')
    try {
      await work()
      onNotice(done)
      retry()
      return true
    } catch (e) {
      setFailure(describe(e, t))
      return false
    } finally {
      setBusy(false)
    }
  }
  const save = async (event: FormEvent) => {
    event.preventDefault()
    const title = form.titleZh.trim() || form.titleEn.trim()
    if (await act(() => saveTripSetting(api, form, editing?.id), t('settings.tripSaved', { title }))) {
      setEditing(null)
      setForm(EMPTY)
    }
  }
  const edit = (trip: TripSetting) => {
    setEditing(trip)
    setForm(formOf(trip))
    setFailure('')
  }
  const field = (name: keyof TripForm) => (value: string) => setForm((f) => ({ ...f, [name]: value }))

  return (
    <section className="card" aria-labelledby="trips-title">
      <h2 id="trips-title">{t('settings.trips')}</h2>
      {failure && (
        <p className="status-error" role="alert">
          {failure}
        </p>
      )}
      <RequestView loading={loading && !data} error={error} retry={retry}>
        {data &&
          (data.length ? (
            <ul className="trip-settings" data-testid="trip-settings">
              {data.map((trip) => (
                <li key={trip.id} data-testid="trip-setting">
                  <strong>{trip.titleZh}</strong> <span lang="en">{trip.titleEn}</span>
                  <span className="muted">
                    {' '}
                    · {trip.destination} · {t('settings.days')} {trip.days} · ¥{trip.price} · {t('settings.seats')}{' '}
                    {trip.seats} · {t('settings.departures')} {trip.dates.join(', ')}
                  </span>{' '}
                  <button
                    type="button"
                    aria-label={t('settings.editLabel', { title: trip.titleZh })}
                    onClick={() => edit(trip)}
                  >
                    {t('settings.edit')}
                  </button>{' '}
                  <button
                    type="button"
                    disabled={busy}
                    aria-label={t('settings.deleteLabel', { title: trip.titleZh })}
                    onClick={() =>
                      void act(
                        () => deleteTripSetting(api, trip.id),
                        t('settings.tripDeleted', { title: trip.titleZh }),
                      )
                    }
                  >
                    {t('settings.delete')}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('settings.noTrips')}</p>
          ))}
      </RequestView>
      <form onSubmit={save} aria-labelledby="trip-form-title" data-testid="trip-form">
        <h3 id="trip-form-title">
          {editing ? t('settings.editTrip', { title: editing.titleZh }) : t('settings.addTrip')}
        </h3>
        {FIELDS.map((name) => (
          <label key={name}>
            {t(`settings.${name}`)}
            <input
              required
              inputMode={INPUT_MODE[name]}
              value={form[name]}
              onChange={(e) => field(name)(e.target.value)}
            />
          </label>
        ))}
        <label>
          {t('settings.dates')}
          <textarea required rows={3} value={form.dates} onChange={(e) => field('dates')(e.target.value)} />
        </label>
        <button type="submit" disabled={busy}>
          {editing ? t('settings.saveTrip') : t('settings.addTrip')}
        </button>
        {editing && (
          <button
            type="button"
            onClick={() => {
              setEditing(null)
              setForm(EMPTY)
            }}
          >
            {t('settings.cancelEdit')}
          </button>
        )}
      </form>
    </section>
  )
}
