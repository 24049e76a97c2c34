import { useCallback, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { moveMonth } from '@hr-portal/ui'
import { LoadError, useT } from '@hr-portal/kit'
import { flattenOrgans } from '../leave-balances/organs'
import { useLiveRefresh } from '../live-refresh'
import { currentMonth, tablesApi } from '../tables-api'
import { LeaveCalendar } from './leave-calendar'
import { teamLeaveApi } from './team-leave-api'
import './team-leave.css'

/**
 * The team leave calendar (menu 8014): who of the manager's team is off on which day of a month, with the type and
 * half days; the previous and next month a click (or a key) away. A department may be chosen instead: its staff within
 * the caller's data range (HR: anyone's).
 */
export function TeamLeavePage() {
  const t = useT()
  const [month, setMonth] = useState(currentMonth)
  const [organId, setOrganId] = useState<number | null>(null)
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  useLiveRefresh(reload)
  const organs = useRequest(() => tablesApi.organs(), [])
  const calendar = useRequest(() => teamLeaveApi.month(month, organId), [month, organId, version])
  const data = calendar.data
  return (
    <div className="tables-page team-leave">
      <header className="page-head">
        <h1>{t('teamLeave.title')}</h1>
      </header>
      <div className="tables-body">
        <div className="table-filters">
          <label>
            {t('teamLeave.whose')}
            <select
              value={organId ?? ''}
              onChange={(e) => setOrganId(e.target.value ? Number(e.target.value) : null)}
              data-testid="team-leave-whose"
            >
              <option value="">{t('teamLeave.myTeam')}</option>
              {(organs.data ? flattenOrgans(organs.data) : []).map((organ) => (
                <option key={organ.id} value={organ.id}>{`${'\u00a0\u00a0'.repeat(organ.depth)}${organ.name}`}</option>
              ))}
            </select>
          </label>
          <div className="month-switch" role="group" aria-label={t('tables.month')}>
            <button type="button" onClick={() => setMonth(moveMonth(month, -1))} aria-label={t('tables.previousMonth')}>
              ‹
            </button>
            <output aria-live="polite" data-testid="team-leave-month">
              {month}
            </output>
            <button type="button" onClick={() => setMonth(moveMonth(month, 1))} aria-label={t('tables.nextMonth')}>
              ›
            </button>
          </div>
        </div>
        {calendar.loading && !data && <p className="empty">{t('common.loading')}</p>}
        <LoadError refusalAsNote error={calendar.error} retry={calendar.retry} />
        {data && data.employees.length === 0 && (
          <p className="empty">{organId === null ? t('teamLeave.noTeam') : t('tables.noStaff')}</p>
        )}
        {data && data.employees.length > 0 && (
          <LeaveCalendar grid={data} label={t('teamLeave.caption', { month })} testId="team-leave-grid" />
        )}
      </div>
    </div>
  )
}
