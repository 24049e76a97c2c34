import { route } from '../route'
import {
  bool,
  id,
  int,
  integer,
  list,
  matching,
  nullable,
  num,
  objectBody,
  oneOf,
  paragraph,
  record,
  str,
} from '../schema'
import { WORKFLOW } from '../workflow/codes'
import { RECORD } from './codes'

/** Moves and probation reviews (4119xx, from 411971); the gateway's personnel/moves/errors.ts takes them from here. */
export const MOVE = {
  /** No such move or staff member in the session's tenant that the caller may see. */
  notFound: 411971,
  /** A department not of the tenant, a position or post that does not exist (or not in the department), a manager not on the job. */
  badTarget: 411972,
  /** An effective date that is no date, or before the person's entry date. */
  beforeEntry: 411973,
  /** The person has a move waiting already. */
  overlapping: 411974,
  /** The person has left. */
  hasLeft: 411975,
  /** A move that changes nothing, or a salary that is no amount. */
  nothingChanges: 411976,
  /** A manager asking a move for someone who is not their direct report. */
  notYourReport: 411977,
  /** A salary change for someone without a salary profile in force. */
  noSalaryProfile: 411978,
} as const

export const PROBATION = {
  /** The person has no active contract with a probation, or it is decided already. */
  noProbation: 411981,
  /** A review of the probation is waiting already. */
  pending: 411982,
  /** An extension not after the present end, or beyond the longest probation the law allows for the contract's term. */
  badExtension: 411983,
  /** The probation was extended once already. */
  extendedOnce: 411984,
  /** Ending without a reason, or a last day outside the probation. */
  badEnd: 411985,
} as const

export const MOVE_KINDS = ['transfer', 'promotion', 'position', 'salary'] as const
export const MOVE_STATUSES = ['pending', 'approved', 'applied', 'rejected', 'cancelled', 'failed'] as const

/** One changed field of a record: labels in the caller's language, no values of a field the caller may not see. */
export const historyItem = record({
  id: str(),
  field: str(),
  label: str(),
  hidden: bool(),
  before: nullable(str()),
  after: nullable(str()),
  cause: str(),
  causeLabel: str(),
  refId: nullable(str()),
  actorName: str(),
  at: num(),
})

/** A move: who, what kind, from when, what it changes to (names), and where its decision stands. */
export const staffMove = record({
  id: str(),
  employeeId: integer(),
  employeeName: str(),
  kind: oneOf(MOVE_KINDS),
  effectiveDate: str(),
  organId: nullable(integer()),
  organName: str(),
  gangweiId: nullable(integer()),
  gangweiName: str(),
  zhiweiId: nullable(integer()),
  zhiweiName: str(),
  managerId: nullable(integer()),
  managerName: str(),
  /** The new base pay in yuan (two decimals), null when the move does not change it. */
  base: nullable(str()),
  reason: str(),
  status: oneOf(MOVE_STATUSES),
  failure: str(),
  instanceId: nullable(str()),
  createdAt: num(),
  appliedAt: nullable(num()),
})

const day = () => matching('^\\d{4}-\\d{2}-\\d{2}$')
const SCOPED =
  "the session tenant's staff within the caller's data range, or a manager's direct reports (services/personnel/moves/moves.test.ts)"

/** A record's history and the moves of staff (function 1106). */
export const moves = {
  history: route({
    method: 'POST',
    path: '/ums/web/entryUser/recordHistory',
    body: objectBody({ id: id(), offset: int(0, 100_000), limit: int(1, 100) }, ['id']),
    result: record({ items: list(historyItem), more: bool() }),
    errors: [RECORD.notFound],
    tenant: "the session tenant's staff within the caller's data range (services/personnel/records/history.test.ts)",
    summary:
      "A record's history, newest first (function 1101): who changed which field when, from what to what, and why.",
  }),
  list: route({
    method: 'POST',
    path: '/ums/web/moves/list',
    body: objectBody({ status: oneOf(MOVE_STATUSES), employeeId: id() }),
    result: list(staffMove),
    errors: [],
    tenant: SCOPED,
    summary: 'The moves the caller may see, newest first (at most 200; function 1106).',
  }),
  create: route({
    method: 'POST',
    path: '/ums/web/moves/create',
    body: objectBody(
      {
        employeeId: id(),
        kind: oneOf(MOVE_KINDS),
        effectiveDate: day(),
        organId: id(),
        gangweiId: id(),
        zhiweiId: id(),
        managerId: id(),
        base: matching('^\\d{1,9}(\\.\\d{1,2})?$'),
        reason: paragraph(500, 1),
      },
      ['employeeId', 'kind', 'effectiveDate', 'reason'],
    ),
    result: staffMove,
    errors: [...Object.values(MOVE), WORKFLOW.noApprover],
    tenant: SCOPED,
    summary: 'Asks for a move of a staff member from a date, decided in the approval centre (function 1106).',
  }),
  get: route({
    method: 'POST',
    path: '/ums/web/moves/get',
    body: objectBody({ id: matching('^[0-9a-f-]{36}$') }, ['id']),
    result: staffMove,
    errors: [MOVE.notFound],
    tenant: 'a move of the session tenant the caller may see (its request, or function 1106 with the person in range)',
    summary: 'One move (the approval centre shows it as staffMove.view).',
  }),
}

export const PROBATION_KINDS = ['confirm', 'extend', 'end'] as const

/** One probation review: confirm, extend (to a new end) or end (on a last day), decided through the workflow. */
export const probationReview = record({
  id: str(),
  employeeId: integer(),
  employeeName: str(),
  contractId: integer(),
  kind: oneOf(PROBATION_KINDS),
  probationEnd: str(),
  /** extend: the new probation end; end: the last day of work. */
  newDate: nullable(str()),
  reason: str(),
  status: oneOf(MOVE_STATUSES),
  instanceId: nullable(str()),
  createdAt: num(),
})

/** A staff member's probation: the active contract's probation end, the latest end the law allows, and its reviews. */
export const probationState = record({
  employeeId: integer(),
  contractId: nullable(integer()),
  probationEnd: nullable(str()),
  latestEnd: nullable(str()),
  extended: bool(),
  confirmed: bool(),
  reviews: list(probationReview),
})

/** Probation reviews (function 1106): where a probation stands, and asking to confirm, extend or end it. */
export const probation = {
  get: route({
    method: 'POST',
    path: '/ums/web/probation/get',
    body: objectBody({ id: matching('^[0-9a-f-]{36}$') }, ['id']),
    result: probationReview,
    errors: [MOVE.notFound],
    tenant:
      'a review of the session tenant the caller may see (its request, or function 1106 with the person in range)',
    summary: 'One probation review (the approval centre shows it as probationReview.view).',
  }),
  state: route({
    method: 'POST',
    path: '/ums/web/probation/state',
    body: objectBody({ employeeId: id() }, ['employeeId']),
    result: probationState,
    errors: [MOVE.notFound, MOVE.notYourReport],
    tenant: SCOPED,
    summary: "A staff member's probation and its reviews (function 1106).",
  }),
  request: route({
    method: 'POST',
    path: '/ums/web/probation/request',
    body: objectBody({ employeeId: id(), kind: oneOf(PROBATION_KINDS), newDate: day(), reason: paragraph(500) }, [
      'employeeId',
      'kind',
    ]),
    result: probationReview,
    errors: [MOVE.notFound, MOVE.hasLeft, MOVE.notYourReport, ...Object.values(PROBATION), WORKFLOW.noApprover],
    tenant: SCOPED,
    summary:
      'Asks to confirm, extend (no later than the law allows for the contract, once) or end a probation (with a reason and a last day), decided in the approval centre (function 1106).',
  }),
}
