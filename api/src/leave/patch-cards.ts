import { route } from '../route'
import { list, nullable, num, objectBody, oneOf, paragraph, record, str } from '../schema'
import { LEAVE } from './codes'
import { DATE, requestId, TIME } from './fields'

const TENANT =
  "the caller's own patch cards of the session tenant (tenant-isolation/hr-work.test.ts, scheduling.test.ts)"
const fields = {
  id: str(),
  day: str(),
  time: str(),
  kind: str(),
  reason: str(),
  status: str(),
  instanceId: nullable(str()),
  createdAt: num(),
}
export const patchCard = record(fields)
export const patchCardDetail = record({ ...fields, applicantName: str() })

/** Patch card (function 8001): a missed clock-in or clock-out of a past day, approved through the workflow `patchCard`. */
export const patchCards = {
  apply: route({
    method: 'POST',
    path: '/vacation/web/patchCard/apply',
    body: objectBody({ day: DATE, time: TIME, kind: oneOf(['in', 'out']), reason: paragraph(500, 1) }, [
      'day',
      'time',
      'kind',
      'reason',
    ]),
    result: record({ id: str(), instanceId: str(), status: str() }),
    // 410005: the workflow found no approver for the request.
    errors: [LEAVE.badPunch, LEAVE.monthLocked, LEAVE.duplicatePunch, 410005],
    tenant: TENANT,
    summary: 'Asks a missed punch of a day within the last working days of the person, in a month not locked.',
  }),
  mine: route({
    method: 'POST',
    path: '/vacation/web/patchCard/mine',
    body: objectBody({}),
    result: list(patchCard),
    errors: [],
    tenant: TENANT,
    summary: "The caller's newest 50 patch cards.",
  }),
  detail: route({
    method: 'POST',
    path: '/vacation/web/patchCard/detail',
    body: objectBody({ id: requestId() }, ['id']),
    result: patchCardDetail,
    errors: [LEAVE.patchNotFound],
    tenant: "the session tenant's, for the applicant or whoever may see its approval",
    summary: 'A patch card, for its applicant and whoever may see its approval.',
  }),
}
