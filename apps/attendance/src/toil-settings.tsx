import { useEffect, useState, type FormEvent } from 'react'
import { overtimeApi } from './overtime-api'

/** Whether rest-day overtime earns time off in lieu: as each request asks, always, or never (paid at 200 %). */
type RestOvertime = 'employee' | 'timeOff' | 'pay'
import { useT } from '@hr-portal/kit'

/**
 * HR (801001): how many months a time off in lieu credit lasts after the day worked (new credits follow it), and
 * whether rest-day overtime earns time off instead of pay.
 */
export function ToilSettings() {
  const t = useT()
  const [months, setMonths] = useState('')
  const [policy, setPolicy] = useState<RestOvertime>('employee')
  const [error, setError] = useState('')
  const [done, setDone] = useState('')
  useEffect(() => {
    overtimeApi.settings().then(
      (s) => {
        setMonths(String(s.months))
        setPolicy(s.restOvertime)
      },
      (cause: Error) => setError(cause.message),
    )
  }, [])

  async function save(event: FormEvent) {
    event.preventDefault()
    setError('')
    setDone('')
    try {
      const saved = await overtimeApi.saveSettings(Number(months), policy)
      setDone(t('toil.saved', { n: saved.months }))
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause))
    }
  }

  return (
    <section className="balances" aria-labelledby="toil-settings-title">
      <h2 id="toil-settings-title">{t('toil.settings')}</h2>
      <form className="toil-settings" onSubmit={save} data-testid="toil-settings">
        <label>
          {t('toil.months')}
          <input type="number" min={1} max={24} required value={months} onChange={(e) => setMonths(e.target.value)} />
        </label>
        <label>
          {t('toil.restOvertime')}
          <select
            value={policy}
            onChange={(e) => setPolicy(e.target.value as RestOvertime)}
            data-testid="rest-overtime"
          >
            {(['employee', 'timeOff', 'pay'] as const).map((choice) => (
              <option key={choice} value={choice}>
                {t(`toil.policy.${choice}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{t('toil.save')}</button>
      </form>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <p role="status" aria-live="polite" className="form-done">
        {done}
      </p>
    </section>
  )
}
