import { useId, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useAction, useLanguage, useT } from '@hr-portal/kit'
import { leavingApi, money } from './leaving-api'

/**
 * The tenant's local average wages of the previous year by city: the monthly one caps the compensation
 * (3 ×, at most 12 years), the annual one sets its tax-free part (3 ×); one city is the default.
 */
export function CitySection() {
  const t = useT()
  const id = useId()
  const language = useLanguage()
  const cities = useRequest(() => leavingApi.cities(), [language])
  const [city, setCity] = useState('')
  const [monthlyWage, setMonthly] = useState('')
  const [annualWage, setAnnual] = useState('')
  const [isDefault, setDefault] = useState(false)
  const action = useAction(() => cities.retry())
  return (
    <section className="pers-section" aria-labelledby={`${id}-title`} data-testid="city-wages">
      <h2 id={`${id}-title`}>{t('leaving.cities')}</h2>
      <p className="pers-hint">{t('leaving.citiesHint')}</p>
      <RequestError className="pers-error" error={cities.error} retry={cities.retry} />
      <ul className="pers-self-list">
        {cities.data?.map((c) => (
          <li key={c.city}>
            <span className="pers-self-what">
              {c.city}
              {c.isDefault ? ` · ${t('leaving.defaultCity')}` : ''}
            </span>
            <span>{t('leaving.monthlyIs', { amount: money(c.monthlyWage) })}</span>
            <span>{t('leaving.annualIs', { amount: money(c.annualWage) })}</span>
            <button
              type="button"
              className="hr-button"
              aria-label={t('leaving.removeCity', { city: c.city })}
              onClick={() => void action.run(() => leavingApi.removeCity(c.city))}
            >
              {t('leaving.remove')}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="pers-leaving-form"
        onSubmit={(event) => {
          event.preventDefault()
          void action.run(
            () => leavingApi.saveCity({ city: city.trim(), monthlyWage, annualWage, isDefault }),
            t('leaving.citySaved'),
          )
        }}
      >
        <label htmlFor={`${id}-city`}>{t('leaving.city')}</label>
        <input
          id={`${id}-city`}
          className="hr-input"
          required
          maxLength={50}
          value={city}
          onChange={(e) => setCity(e.target.value)}
        />
        <label htmlFor={`${id}-monthly`}>{t('leaving.monthlyWage')}</label>
        <input
          id={`${id}-monthly`}
          className="hr-input"
          inputMode="decimal"
          required
          pattern="\d{1,12}(\.\d{1,2})?"
          value={monthlyWage}
          onChange={(e) => setMonthly(e.target.value)}
        />
        <label htmlFor={`${id}-annual`}>{t('leaving.annualWage')}</label>
        <input
          id={`${id}-annual`}
          className="hr-input"
          inputMode="decimal"
          required
          pattern="\d{1,12}(\.\d{1,2})?"
          value={annualWage}
          onChange={(e) => setAnnual(e.target.value)}
        />
        <label className="pers-leaving-check">
          <input type="checkbox" checked={isDefault} onChange={(e) => setDefault(e.target.checked)} />
          {t('leaving.defaultCity')}
        </label>
        <button type="submit" className="hr-button" data-variant="primary" disabled={action.busy}>
          {t('leaving.saveCity')}
        </button>
        {action.status}
      </form>
    </section>
  )
}
