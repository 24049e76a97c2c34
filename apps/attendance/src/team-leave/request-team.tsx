import { useRequest } from '@hr-portal/bridge/react'
import { useT } from '@hr-portal/kit'
import { LeaveCalendar } from './leave-calendar'
import { teamLeaveApi } from './team-leave-api'
import './team-leave.css'

/**
 * The approver's compact team calendar of a leave request: the requester (first, marked) and the colleagues sharing
 * their line manager, over the request's days, so the approver sees who else is off meanwhile.
 */
export function RequestTeam({ id, version }: { id: string; version: number }) {
  const t = useT()
  const team = useRequest(() => teamLeaveApi.ofRequest(id), [id, version])
  if (!team.data || team.data.employees.length === 0) return null
  return (
    <section className="team-leave-calendar" aria-labelledby="request-team-title" data-testid="request-team">
      <h2 id="request-team-title">{t('teamLeave.requestTitle')}</h2>
      <LeaveCalendar grid={team.data} label={t('teamLeave.requestCaption')} testId="request-team-grid" />
    </section>
  )
}
