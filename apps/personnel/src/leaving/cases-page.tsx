import { useId, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, router, useLanguage, useT } from '@hr-portal/kit'
import type { PickedPerson } from '@hr-portal/ui'
import { CitySection } from './city-section'
import { type CaseStatus, leavingApi } from './leaving-api'
import { TerminateForm } from './terminate-form'

const STATUSES: CaseStatus[] = ['pending', 'approved', 'closed', 'rejected', 'cancelled']

/**
 * HR's leaving page (`/leaving`, function 1107): starting a termination, every resignation and termination with its
 * state (each opens its case), and the cities' average wages the settlements use.
 */
export function CasesPage({ person }: { person?: PickedPerson }) {
  const t = useT()
  const id = useId()
  const language = useLanguage()
  const [status, setStatus] = useState<CaseStatus | ''>('')
  const cases = useRequest(() => leavingApi.cases(status || undefined), [status, language])
  return (
    <div className="pers-page pers-leaving" data-testid="leaving-page">
      <header className="page-head">
        <h1>{t('leaving.title')}</h1>
      </header>
      <main className="pers-body" aria-busy={cases.loading}>
        <TerminateForm person={person} onSent={() => cases.retry()} />
        <section className="pers-section" aria-labelledby={`${id}-cases`}>
          <h2 id={`${id}-cases`}>{t('leaving.cases')}</h2>
          <label htmlFor={`${id}-status`}>{t('leaving.status')}</label>{' '}
          <select
            id={`${id}-status`}
            className="hr-input pers-leaving-filter"
            value={status}
            onChange={(e) => setStatus(e.target.value as CaseStatus | '')}
          >
            <option value="">{t('leaving.all')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`leaving.statuses.${s}`)}
              </option>
            ))}
          </select>
          <RequestError className="pers-error" error={cases.error} retry={cases.retry} />
          {cases.data?.length === 0 && <p className="pers-hint">{t('leaving.noCases')}</p>}
          <ul className="pers-self-list" data-testid="leaving-cases">
            {cases.data?.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="hr-button"
                  data-variant="link"
                  onClick={() => router.navigate(`/leaving/${item.id}`)}
                >
                  {item.employeeName} ({item.jobNumber})
                </button>
                <span>{t(`leaving.kinds.${item.kind}`)}</span>
                <span>{t(`leaving.bases.${item.basis}`)}</span>
                <span>{t('leaving.lastDayIs', { date: item.lastDay })}</span>
                <span className="pers-self-status">{t(`leaving.statuses.${item.status}`)}</span>
              </li>
            ))}
          </ul>
        </section>
        <CitySection />
      </main>
    </div>
  )
}
