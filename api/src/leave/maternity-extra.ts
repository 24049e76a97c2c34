import { route } from '../route'
import { int, list, nullable, num, objectBody, paragraph, record, str } from '../schema'
import { LEAVE } from './codes'
import { requestId } from './fields'

const TENANT = "the caller's own leaves of the session tenant (data range: paiban/roster.test.ts)"
const fields = { id: str(), days: num(), reason: str(), status: str(), instanceId: nullable(str()), createdAt: num() }
export const maternityExtraRow = record(fields)
export const maternityExtraDetail = record({
  ...fields,
  requestId: str(),
  applicantName: str(),
  leave: nullable(record({ startDate: str(), startHalf: str(), endDate: str(), endHalf: str(), days: num() })),
  newEndDate: nullable(str()),
})

/** Supplementary maternity leave (function 800103): 1 to 30 extra working days on an approved maternity leave of one's own. */
export const maternityExtra = {
  apply: route({
    method: 'POST',
    path: '/vacation/web/leave/maternityExtra',
    body: objectBody({ id: requestId(), days: int(-1000, 1000), reason: paragraph(500, 1) }, ['id', 'days', 'reason']),
    result: record({ id: str(), instanceId: str(), days: num(), endDate: str(), status: str() }),
    tenant: TENANT,
    errors: [LEAVE.supplementDays, LEAVE.notSupplementable, LEAVE.supplementPending, LEAVE.overlap],
    summary: 'Asks extra working days on an approved maternity leave; the workflow `maternityExtra` decides.',
  }),
  list: route({
    method: 'POST',
    path: '/vacation/web/leave/maternityExtraList',
    body: objectBody({ id: requestId() }, ['id']),
    result: list(maternityExtraRow),
    errors: [],
    tenant: TENANT,
    summary: "The supplementary maternity leaves asked for one of the caller's leaves, newest first.",
  }),
  detail: route({
    method: 'POST',
    path: '/vacation/web/leave/maternityExtraDetail',
    body: objectBody({ id: requestId() }, ['id']),
    result: maternityExtraDetail,
    errors: [LEAVE.supplementNotFound],
    tenant: "the session tenant's, for the applicant or whoever may see its approval",
    summary: 'One supplementary maternity leave with the leave it extends.',
  }),
}
