import { route } from '../route'
import { bool, dict, id, integer, list, matching, objectBody, optional, record, str, text } from '../schema'
import { LEAVE } from './codes'
import { dayKind, leaveCell } from './leave-table'

/** Days with their kinds, the leave types named, and each person's leave per day (whole day or a half). */
const grid = {
  days: list(str()),
  dayKinds: dict(dayKind),
  types: list(record({ code: str(), nameZh: str(), nameEn: str() })),
  employees: list(
    record({
      id: integer(),
      name: str(),
      jobNumber: str(),
      /** The person whose request it is (the approver's view). */
      applicant: bool(),
      days: dict(list(leaveCell)),
      dayKinds: optional(dict(dayKind)),
    }),
  ),
}

/**
 * The team leave calendar (function 8014): a manager's team (the people reporting to them, directly or through others)
 * or, with a department, its staff within the caller's data range (HR: any department); and the requester's team over
 * a request's days for whoever may see the request (the approver's dialog).
 */
export const teamCalendar = {
  month: route({
    method: 'POST',
    path: '/vacation/web/teamCalendar/month',
    body: objectBody({ month: matching('^\\d{4}-\\d{2}$'), organId: id() }, ['month']),
    result: record({ month: str(), ...grid }),
    errors: [LEAVE.badMonth, LEAVE.organNotFound],
    tenant:
      "the session tenant's staff reporting to the caller, or of a department within the caller's data range (vacation/team-calendar/team-calendar.test.ts)",
    summary: "A month of the approved and pending leave of the caller's team, or of a department's staff.",
  }),
  ofRequest: route({
    method: 'POST',
    path: '/vacation/web/teamCalendar/request',
    body: objectBody({ id: text(36, 1) }, ['id']),
    result: record(grid),
    errors: [LEAVE.notFound],
    tenant: 'a request of the session tenant that the caller may see (its applicant, approvers, workflow admins)',
    summary:
      "The leave of the requester's team (the staff sharing their line manager, else their department) over the request's days.",
  }),
}
