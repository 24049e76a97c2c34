import { route } from '../route'
import { bool, integer, int, list, matching, num, objectBody, oneOf, record, str } from '../schema'
import { CALLER_REFUSALS, TENANT } from './tokens'

const page = int(1, 100_000)

/** A position (post) of the company as an app reads it. */
export const positionRow = record({ id: integer(), name: str(), unitId: integer(), headcount: integer() })

/** One kind of leave a person holds in a year: days or hours granted, used, waiting for approval, left. */
export const leaveBalance = record({
  type: str(),
  name: str(),
  unit: oneOf(['day', 'hour'] as const),
  total: num(),
  used: num(),
  pending: num(),
  left: num(),
})

/** A person's locked attendance month, by the app's pseudonymous id. */
export const attendanceMonthRow = record({
  id: str(),
  daysDue: num(),
  daysWorked: num(),
  lateCount: integer(),
  lateMinutes: integer(),
  earlyCount: integer(),
  earlyMinutes: integer(),
  absentDays: num(),
  missingPunches: integer(),
  leaveDays: num(),
  overtimeHours: num(),
})

/** The vendor backends' reads of HR data beyond the directory (an API token; every call audited). */
export const hrData = {
  positions: route({
    method: 'POST',
    path: '/vendor/api/org/positions',
    body: objectBody({ page, size: int(1, 100) }),
    result: record({ total: integer(), rows: list(positionRow) }),
    errors: CALLER_REFUSALS,
    tenant: TENANT,
    summary: "Scope org.read: the tenant's positions (posts) with their unit and headcount, 100 a page at most.",
    noScreen: 'For the servers of installed vendor apps, with their access token (scope org.read).',
  }),
  leaveBalances: route({
    method: 'POST',
    path: '/vendor/api/leave/balances',
    body: objectBody({ year: int(2000, 2100), page, size: int(1, 50) }, ['year']),
    result: record({ total: integer(), rows: list(record({ id: str(), balances: list(leaveBalance) })) }),
    errors: CALLER_REFUSALS,
    tenant: TENANT,
    summary:
      "Scope leave.read: the leave balances of the year of the tenant's staff with an account, by their pseudonymous ids, 50 a page at most.",
  }),
  attendanceMonths: route({
    method: 'POST',
    path: '/vendor/api/attendance/months',
    body: objectBody({ month: matching('^\\d{4}-(0[1-9]|1[0-2])$'), page, size: int(1, 100) }, ['month']),
    result: record({ locked: bool(), total: integer(), rows: list(attendanceMonthRow) }),
    errors: CALLER_REFUSALS,
    tenant: TENANT,
    summary:
      "Scope attendance.read: the locked month's attendance summary of the tenant's staff on the job, by pseudonymous ids, 100 a page at most (no rows while the month is not locked).",
    noScreen: 'For the servers of installed vendor apps, with their access token (scope attendance.read).',
  }),
}
