import { route } from '../route'
import { bool, list, nullable, num, objectBody, oneOf, paragraph, record, str } from '../schema'
import { LEAVE } from './codes'
import { DATE, requestId, TIME } from './fields'

const TENANT =
  "the caller's own overtime of the session tenant (vacation/overtime.test.ts, tenant-isolation/scheduling.test.ts)"
/** An overtime request as the app shows it: `status` also says 'returned' while the approver sent it back for changes. */
const fields = {
  id: str(),
  day: str(),
  startTime: str(),
  endTime: str(),
  hours: num(),
  timing: str(),
  reason: str(),
  status: str(),
  dayKind: nullable(str()),
  /** The class of the day worked, fixed when approved (null until then): 150 %, 200 % or 300 % by default. */
  payClass: nullable(oneOf(['workday', 'restDay', 'statutory'])),
  /** Rest-day overtime: time off in lieu instead of pay, or pay; as asked until approved, then as decided. */
  compensation: nullable(oneOf(['timeOff', 'pay'])),
  creditedHours: num(),
  instanceId: nullable(str()),
  createdAt: num(),
}
export const overtimeRequest = record(fields)
export const overtimeDetail = record({ ...fields, applicantName: str(), mine: bool() })

/** Overtime (function 8010, everyone): asked before or after, approved through the workflow `overtime`. */
export const overtime = {
  apply: route({
    method: 'POST',
    path: '/vacation/web/overtime/apply',
    body: objectBody(
      {
        day: DATE,
        startTime: TIME,
        endTime: TIME,
        timing: oneOf(['before', 'after']),
        reason: paragraph(500, 1),
        /** On a rest day: time off in lieu instead of pay (where the tenant's policy leaves it to the employee). */
        compensation: oneOf(['timeOff', 'pay']),
      },
      ['day', 'startTime', 'endTime', 'timing', 'reason'],
    ),
    result: record({ id: str(), instanceId: str(), hours: num(), status: str() }),
    // 410005: the workflow found no approver for the request.
    errors: [LEAVE.badOvertime, LEAVE.monthLocked, LEAVE.overtimeOverlap, 410005],
    tenant: TENANT,
    summary:
      'Asks overtime before working it (today or within a year) or after (within 31 days); on a rest day, time off in lieu or pay.',
  }),
  mine: route({
    method: 'POST',
    path: '/vacation/web/overtime/mine',
    body: objectBody({}),
    result: list(overtimeRequest),
    errors: [],
    tenant: TENANT,
    summary: "The caller's newest 100 overtime requests.",
  }),
  detail: route({
    method: 'POST',
    path: '/vacation/web/overtime/detail',
    body: objectBody({ id: requestId() }, ['id']),
    result: overtimeDetail,
    errors: [LEAVE.overtimeNotFound],
    tenant: "the session tenant's, for the applicant or whoever may see its approval",
    summary: 'An overtime request, for its applicant and whoever may see its approval.',
  }),
  revoke: route({
    method: 'POST',
    path: '/vacation/web/overtime/revoke',
    body: objectBody({ id: requestId() }, ['id']),
    result: record({ id: str(), status: str() }),
    errors: [LEAVE.notRevocable, LEAVE.monthLocked, LEAVE.toilInUse],
    tenant: TENANT,
    summary:
      'Withdraws an approved overtime of the caller and the time off in lieu it earned (refused while any is in use).',
  }),
}
