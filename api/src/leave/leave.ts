import { route } from '../route'
import { bool, int, integer, list, nullable, num, objectBody, oneOf, paragraph, record, str, text } from '../schema'
import { LEAVE } from './codes'
import { DATE, HALF, requestId, TIME } from './fields'

const TENANT = "the caller's own requests of the session tenant (tenant-isolation/hr-work.test.ts, scheduling.test.ts)"
export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'revoked'] as const
const ELIGIBILITY = [LEAVE.womenOnly, LEAVE.serviceTooShort]

/** `eligible`: whether the signed-in person may take it (a type may be limited by gender or months of service). */
export const leaveType = record({
  code: str(),
  nameZh: str(),
  nameEn: str(),
  tracked: bool(),
  paid: bool(),
  unit: str(),
  backdateDays: nullable(integer()),
  gender: nullable(integer()),
  minServiceMonths: integer(),
  eligible: bool(),
})
/** A balance in its type's unit: days, or hours for an hourly type. */
export const balance = record({
  typeCode: str(),
  nameZh: str(),
  nameEn: str(),
  unit: oneOf(['day', 'hour']),
  total: num(),
  used: num(),
  pending: num(),
  left: num(),
})
/** A request as the app shows it: `status` also says 'returned' while the approver sent it back for changes. An hourly
 * leave has its times on its one day and its hours (null and 0 for a leave in half days). */
const requestFields = {
  id: str(),
  typeCode: str(),
  typeNameZh: str(),
  typeNameEn: str(),
  startDate: str(),
  startHalf: str(),
  endDate: str(),
  endHalf: str(),
  days: num(),
  startTime: nullable(str()),
  endTime: nullable(str()),
  hours: num(),
  reason: str(),
  instanceId: nullable(str()),
  status: str(),
  createdAt: num(),
}
export const leaveRequest = record(requestFields)
export const leaveRequestDetail = record({ ...requestFields, applicantName: str(), mine: bool() })

/** My leave (function 8001): types, the caller's balances, apply (the workflow `leave` decides), my requests, a request, cancel leave (800101). */
export const leave = {
  types: route({
    method: 'POST',
    path: '/vacation/web/leave/types',
    body: objectBody({}),
    result: list(leaveType),
    errors: [],
    tenant: "the session tenant's leave types",
    summary: "The tenant's leave types, each saying whether the caller may take it.",
  }),
  balances: route({
    method: 'POST',
    path: '/vacation/web/leave/balances',
    body: objectBody({ year: int(2000, 2100) }),
    result: list(balance),
    errors: [],
    tenant: TENANT,
    summary: "The caller's balances of the tracked types in a year (this year by default).",
  }),
  apply: route({
    method: 'POST',
    path: '/vacation/web/leave/apply',
    body: objectBody(
      {
        typeCode: text(20, 1),
        startDate: DATE,
        startHalf: HALF,
        endDate: DATE,
        endHalf: HALF,
        startTime: TIME,
        endTime: TIME,
        reason: paragraph(500, 1),
      },
      ['typeCode', 'startDate', 'startHalf', 'endDate', 'endHalf', 'reason'],
    ),
    result: record({ id: str(), instanceId: str(), days: num(), hours: num(), status: str() }),
    tenant: TENANT,
    errors: [
      LEAVE.unknownType,
      ...ELIGIBILITY,
      LEAVE.badTimes,
      LEAVE.tooFarBack,
      LEAVE.badDates,
      LEAVE.noWorkingDays,
      LEAVE.monthLocked,
      LEAVE.overlap,
      LEAVE.notEnough,
      LEAVE.notEnoughHours,
      LEAVE.notEnoughInYear,
      LEAVE.blackout,
    ],
    summary:
      'Asks a leave in half days, or one day from a time to a time for an hourly type; the workflow `leave` decides.',
  }),
  mine: route({
    method: 'POST',
    path: '/vacation/web/leave/mine',
    body: objectBody({ page: int(1, 100_000), rows: int(1, 100), status: oneOf(LEAVE_STATUSES) }),
    result: record({ total: integer(), rows: list(leaveRequest) }),
    errors: [],
    tenant: TENANT,
    summary: "The caller's requests, newest first, paged.",
  }),
  detail: route({
    method: 'POST',
    path: '/vacation/web/leave/detail',
    body: objectBody({ id: requestId() }, ['id']),
    result: leaveRequestDetail,
    errors: [LEAVE.notFound],
    tenant: "the session tenant's requests, for the applicant or whoever may see its approval",
    summary: 'A request, for its applicant and whoever may see its approval.',
  }),
  cancelLeave: route({
    method: 'POST',
    path: '/vacation/web/leave/cancelLeave',
    body: objectBody({ id: requestId() }, ['id']),
    result: record({ id: str(), status: str() }),
    errors: [LEAVE.notCancellable, LEAVE.monthLocked],
    tenant: TENANT,
    summary: 'The applicant takes back an approved leave; its days return to the balance.',
  }),
}
