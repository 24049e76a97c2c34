import { callThrough } from '@hr-portal/api/client'
import { leaveApi } from '@hr-portal/api/client/leave'
import { http } from '@hr-portal/kit'

// The team leave calendar's answers, typed by the contract (api/src/leave/team-calendar.ts).
export type { RequestTeamCalendar, TeamCalendar } from '@hr-portal/api/client/leave'

const vacation = leaveApi(callThrough(http))

export const teamLeaveApi = {
  /** A month of the caller's team (no department), or of a department's staff within the caller's data range. */
  month: (month: string, organId: number | null) =>
    vacation.teamCalendar.month(organId === null ? { month } : { month, organId }),
  /** The requester's team over a leave request's days (its approvers). */
  ofRequest: (id: string) => vacation.teamCalendar.ofRequest({ id }),
}
