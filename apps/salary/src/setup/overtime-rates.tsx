import { useEffect, useState, type FormEvent } from 'react'
import { salary, messageOf } from '../api'
import { useT } from '@hr-portal/kit'

type Rates = { workday: number; restDay: number; statutory: number }
/** The least each rate may be (劳动法 art. 44), in percent. */
const LEAST: Rates = { workday: 150, restDay: 200, statutory: 300 }
const FIELDS = [
  ['workday', 'items.rateWorkday'],
  ['restDay', 'items.rateRestDay'],
  ['statutory', 'items.rateStatutory'],
] as const

/** The tenant's overtime rates in percent of the hourly wage per class of day (read with the items; 820101 changes them). */
export function OvertimeRates({ canEdit }: { canEdit: boolean }) {
  const t = useT()
  const [rates, setRates] = useState<Record<keyof Rates, string> | null>(null)
  const [problem, setProblem] = useState('')
  const [done, setDone] = useState('')
  useEffect(() => {
    salary.overtimeRates.get({}).then(
      (r) => setRates({ workday: String(r.workday), restDay: String(r.restDay), statutory: String(r.statutory) }),
      (cause: unknown) => setProblem(messageOf(cause)),
    )
  }, [])

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!rates) return
    setProblem('')
    setDone('')
    try {
      await salary.overtimeRates.save({
        workday: Number(rates.workday),
        restDay: Number(rates.restDay),
        statutory: Number(rates.statutory),
      })
      setDone(t('items.ratesSaved'))
    } catch (cause) {
      setProblem(messageOf(cause))
    }
  }

  return (
    <section className="panel" aria-labelledby="overtime-rates-title">
      <h2 id="overtime-rates-title">{t('items.ratesTitle')}</h2>
      <p className="hint">{t('items.ratesHint')}</p>
      {rates && (
        <form className="row" onSubmit={save} data-testid="overtime-rates">
          {FIELDS.map(([key, label]) => (
            <label key={key}>
              {t(label)}
              <input
                type="number"
                inputMode="numeric"
                min={LEAST[key]}
                max={1000}
                step={1}
                required
                disabled={!canEdit}
                value={rates[key]}
                onChange={(e) => setRates({ ...rates, [key]: e.target.value })}
              />
            </label>
          ))}
          {canEdit && (
            <button type="submit" className="primary">
              {t('items.ratesSave')}
            </button>
          )}
        </form>
      )}
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <p role="status" aria-live="polite" className="form-done">
        {done}
      </p>
    </section>
  )
}
