import { useRequest } from '@hr-portal/bridge/react'
import { router, useLanguage, useT } from '@hr-portal/kit'
import { movesApi } from './moves-api'

/** A record's probation, for those who review it (1106): its end from the active contract and where it stands. */
export function ProbationNote({ employeeId }: { employeeId: number }) {
  const t = useT()
  const language = useLanguage()
  const state = useRequest(() => movesApi.probation(employeeId), [employeeId, language])
  const data = state.data
  if (!data?.probationEnd) return null
  return (
    <p className="pers-hint" data-testid="probation-note">
      {t('probation.ends', { date: data.probationEnd, latest: data.latestEnd ?? '' })}
      {data.confirmed && ` · ${t('probation.confirmed')}`}
      {data.extended && ` · ${t('probation.extended')}`}{' '}
      {!data.confirmed && (
        <button type="button" className="hr-link-button" onClick={() => router.navigate('/moves')}>
          {t('probation.review')}
        </button>
      )}
    </p>
  )
}
