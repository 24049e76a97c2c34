import { route } from '../route'
import {
  bool,
  dict,
  id,
  int,
  integer,
  list,
  matching,
  nullable,
  num,
  objectBody,
  oneOf,
  optional,
  record,
  str,
  Type,
} from '../schema'
import { PAIBAN } from './codes'
import { DATE } from './fields'

const TENANT =
  "the session tenant's staff within the caller's data range (paiban/roster.test.ts, tenant-isolation/hr-work.test.ts, scheduling.test.ts)"
const MONTH = matching('^\\d{4}-\\d{2}$')
/** A shift id, or 0 for a rest day. */
const SHIFT_OR_REST = int(0, 2_147_483_647)
export const shift = record({ id: integer(), nameZh: str(), nameEn: str(), startTime: str(), endTime: str() })
/** A day's kind in a calendar; `name`: the holiday's (or make-up day's) name in the reader's language. */
const dayKind = record({
  kind: oneOf(['work', 'rest', 'holiday', 'makeUp']),
  name: optional(str()),
  /** A holiday that is a bridged rest day of the holiday period, not a statutory holiday. */
  bridged: optional(bool()),
})
/** Per day a shift id, 0 for rest; days not planned are left out. `dayKinds`: where the person's own calendar differs. */
export const roster = record({
  month: str(),
  days: list(str()),
  dayKinds: dict(dayKind),
  canEdit: bool(),
  locked: bool(),
  /** When the month's roster was last published to the department's people shown (epoch ms); null: not yet. */
  publishedAt: nullable(num()),
  shifts: list(shift),
  employees: list(
    record({ id: integer(), name: str(), jobNumber: str(), days: dict(integer()), dayKinds: optional(dict(dayKind)) }),
  ),
})

/** The shift table (function 8002; changes 800102). */
export const shifts = {
  list: route({
    method: 'POST',
    path: '/paiban/web/shift/list',
    body: objectBody({}),
    result: list(shift),
    errors: [],
    tenant: "the session tenant's shifts (tenant-isolation/scheduling.test.ts)",
    summary: "The tenant's shifts.",
  }),
  roster: route({
    method: 'POST',
    path: '/paiban/web/shift/roster',
    body: objectBody({ organId: id(), month: MONTH }, ['organId', 'month']),
    result: roster,
    errors: [PAIBAN.badMonth, PAIBAN.organNotFound],
    tenant: TENANT,
    summary: "A department's month roster: each employee's shift or rest per day.",
  }),
  set: route({
    method: 'POST',
    path: '/paiban/web/shift/set',
    body: objectBody({ organId: id(), employeeId: id(), day: DATE, shiftId: SHIFT_OR_REST }, [
      'organId',
      'employeeId',
      'day',
      'shiftId',
    ]),
    result: record({ employeeId: integer(), day: str(), shiftId: integer() }),
    errors: [PAIBAN.organNotFound, PAIBAN.outOfScope, PAIBAN.shiftNotFound, PAIBAN.monthLocked],
    tenant: TENANT,
    summary: "One employee's shift (or rest) on one day.",
  }),
  fillWeek: route({
    method: 'POST',
    path: '/paiban/web/shift/fillWeek',
    body: objectBody(
      {
        organId: id(),
        month: MONTH,
        employeeIds: Type.Array(id(), { minItems: 1, maxItems: 500, uniqueItems: true }),
        week: Type.Array(SHIFT_OR_REST, { minItems: 7, maxItems: 7 }),
      },
      ['organId', 'month', 'employeeIds', 'week'],
    ),
    result: record({ count: integer() }),
    errors: [PAIBAN.badMonth, PAIBAN.organNotFound, PAIBAN.outOfScope, PAIBAN.shiftNotFound, PAIBAN.monthLocked],
    tenant: TENANT,
    summary: "Fills the chosen employees' month with a week pattern (Monday first, a shift id or 0 for rest).",
  }),
  publish: route({
    method: 'POST',
    path: '/paiban/web/shift/publish',
    body: objectBody({ organId: id(), month: MONTH }, ['organId', 'month']),
    result: record({ people: integer(), publishedAt: num() }),
    errors: [PAIBAN.badMonth, PAIBAN.organNotFound],
    tenant: TENANT,
    summary:
      "Publishes a department's month roster: each person planned that month gets a notice of their shifts, and later changes of their shifts that month tell them.",
  }),
}
