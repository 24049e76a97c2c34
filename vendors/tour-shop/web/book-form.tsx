import { useEnv } from '@hr-portal/bridge/react'
import Decimal from 'decimal.js'
import { useId, useState, type FormEvent } from 'react'
import { bookTrip, type Budget, type Trip } from './api'
import { describe } from './describe'
import { setFlash } from './flash'
import { formatDate, formatYuan } from './format'
import { useT } from './i18n'
import { api, app } from './shell'

/** The booking form: a departure with seats left, the travellers, the total against the budget left. */
export function BookForm({ trip, budget }: { trip: Trip; budget: Budget }) {
  const t = useT()
  const { language } = useEnv()
  const id = useId()
  const open = trip.departures.filter((d) => d.seatsLeft > 0)
  const [date, setDate] = useState(open[0]?.date ?? '')
  const [travellers, setTravellers] = useState('1')
  const [sending, setSending] = useState(false)
  const [error, setError] = useState('')
  const max = open.find((d) => d.date === date)?.seatsLeft ?? 0
  const count = /^\d{1,3}$/.test(travellers) ? Number(travellers) : NaN
  const countValid = count >= 1 && count <= max
  const total = countValid ? new Decimal(trip.price).times(count).toFixed(2) : null
  const overBudget = total !== null && new Decimal(total).greaterThan(budget.left)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!countValid) {
      setError(t('book.travellersInvalid', { max }))
      return
    }
    setSending(true)
    setError('')
    try {
      await bookTrip(api, { tripId: trip.id, date, travellers: count })
      setFlash('book.sent')
      app.router.navigate('/bookings')
    } catch (failure) {
      setError(describe(failure, t))
      setSending(false)
    }
  }

  return (
    <form className="card book" onSubmit={submit} noValidate aria-describedby={`${id}-total`}>
      <p className="field">
        <label htmlFor={`${id}-date`}>{t('book.date')}</label>
        <select id={`${id}-date`} value={date} onChange={(e) => setDate(e.target.value)} required>
          {open.map((d) => (
            <option key={d.date} value={d.date}>
              {t('book.dateOption', { date: formatDate(language, d.date), left: d.seatsLeft })}
            </option>
          ))}
        </select>
      </p>
      <p className="field">
        <label htmlFor={`${id}-count`}>{t('book.travellers')}</label>
        <input
          id={`${id}-count`}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={travellers}
          required
          aria-describedby={`${id}-count-hint`}
          aria-invalid={!countValid}
          onChange={(e) => setTravellers(e.target.value)}
        />
        <span id={`${id}-count-hint`} className="muted">
          {t('book.travellersHint', { max })}
        </span>
      </p>
      <div id={`${id}-total`} aria-live="polite">
        <p className="total">
          {t('book.total')}: <strong>{total ? formatYuan(language, total) : '—'}</strong>
        </p>
        {budget.total === null ? (
          <p className="warning">{t('budget.none', { year: budget.year })}</p>
        ) : (
          <p className="muted">{t('book.budgetLeft', { left: formatYuan(language, budget.left) })}</p>
        )}
        {overBudget && budget.total !== null && (
          <p className="warning">
            {t('book.overBudget', { total: formatYuan(language, total!), left: formatYuan(language, budget.left) })}
          </p>
        )}
      </div>
      {error && (
        <p className="status-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" disabled={sending}>
        {sending ? t('book.submitting') : t('book.submit')}
      </button>
    </form>
  )
}
