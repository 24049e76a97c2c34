import { route } from '../route'
import { bool, dict, id, integer, list, objectBody, oneOf, optional, record, str, matching } from '../schema'
import { LEAVE } from './codes'

/** A day's kind in a calendar; `name`: the holiday's (or make-up day's) name in the reader's language. */
export const dayKind = record({
  kind: oneOf(['work', 'rest', 'holiday', 'makeUp']),
  name: optional(str()),
  /** A holiday that is a bridged rest day of the holiday period, not a statutory holiday. */
  bridged: optional(bool()),
})
/** One employee's leave on one day: the whole day or a half, approved or still pending. */
export const leaveCell = record({
  part: oneOf(['day', 'am', 'pm']),
  status: oneOf(['approved', 'pending']),
  typeCode: str(),
  requestId: str(),
})

/** The leave table (function 8003). */
export const leaveTable = {
  month: route({
    method: 'POST',
    path: '/vacation/web/leaveTable/month',
    body: objectBody({ organId: id(), month: matching('^\\d{4}-\\d{2}$') }, ['organId', 'month']),
    result: record({
      month: str(),
      days: list(str()),
      dayKinds: dict(dayKind),
      types: list(record({ code: str(), nameZh: str(), nameEn: str() })),
      employees: list(
        record({
          id: integer(),
          name: str(),
          jobNumber: str(),
          days: dict(list(leaveCell)),
          dayKinds: optional(dict(dayKind)),
        }),
      ),
    }),
    errors: [LEAVE.badMonth, LEAVE.organNotFound],
    tenant: "the session tenant's staff within the caller's data range (paiban/roster.test.ts)",
    summary: "A department's approved and pending leave per working day of a month, with each day's kind.",
  }),
}
