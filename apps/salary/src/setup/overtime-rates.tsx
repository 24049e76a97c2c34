import { useEffect, useState, type FormEvent } from 'react'
import { salary, messageOf } from '../api'
import { useT } from '@hr-portal/kit'

type Rates = { workday: number; restDay: number; statutory: number; leavePayout: number }
/**
 * The least each rate may be, in percent: overtime by 劳动法 art. 44; the untaken annual leave payout on top of the
 * month's wage by 企业职工带薪年休假实施办法 art. 10 (300 % with the wage already paid).
 */
const LEAST: Rates = { workday: 150, restDay: 200, statutory: 300, leavePayout: 200 }
const FIELDS = [
  ['workday', 'items.rateWorkday'],
  ['restDay', 'items.rateRestDay'],
  ['statutory', 'items.rateStatutory'],
  ['leavePayout', 'items.rateLeavePayout'],
] as const

/**
 * The tenant's overtime rates in percent of the hourly wage per class of day, and its untaken annual leave payout rate
 * in percent of the daily wage (read with the items; 820101 changes them).
 */
export function OvertimeRates({ canEdit }: { canEdit: boolean }) {
  const t = useT()
  const [rates, setRates] = useState<Record<keyof Rates, string> | null>(null)
  const [problem, setProblem] = useState('')
  const [done, setDone] = useState('')
  useEffect(() => {
    Promise.all([salary.overtimeRates.get({}), salary.overtimeRates.leavePayoutGet({})]).then(
      ([r, payout]) =>
        setRates({
          workday: String(r.workday),
          restDay: String(r.restDay),
          statutory: String(r.statutory),
          leavePayout: String(payout.percent),
        }),
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
      await salary.overtimeRates.leavePayoutSave({ percent: Number(rates.leavePayout) })
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
