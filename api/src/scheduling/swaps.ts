import { route } from '../route'
import {
  bool,
  dict,
  flag,
  id,
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
  text,
} from '../schema'
import { WORKFLOW } from '../workflow/codes'
import { STATUSES } from '../workflow/fields'
import { PAIBAN } from './codes'
import { DATE } from './fields'

const TENANT =
  "the caller's own swaps and those asking them, in the session tenant (paiban/swap.test.ts; tenant 2 never answers, recalls or asks tenant 1's, nor names tenant 1's staff: tenant-isolation/scheduling.test.ts)"
const SWAP_ID = () => text(36, 36)
/** What firing the swap's workflow event may answer: the engine's refusals, and a locked month from the swap's handler. */
const EVENT_ERRORS = [
  WORKFLOW.instanceNotFound,
  WORKFLOW.illegalTransition,
  WORKFLOW.notCandidate,
  WORKFLOW.notApplicant,
  WORKFLOW.noApprover,
  PAIBAN.monthLocked,
]

export const colleague = record({ id: integer(), name: str(), jobNumber: str(), organ: str() })
const swapFields = {
  id: str(),
  /** The caller asked it. */
  mine: bool(),
  name: str(),
  day: str(),
  otherName: str(),
  otherDay: str(),
  reason: str(),
  status: oneOf(['pending', 'approved', 'rejected', 'cancelled']),
  instanceId: nullable(str()),
  createdAt: num(),
}
export const swapDetail = record(swapFields)
/** A swap in the caller's list: `waitingForMe` while the caller, as the colleague, is asked to agree. */
export const swap = record({ ...swapFields, waitingForMe: bool() })
/** Per day a shift id, 0 for rest or a holiday. */
export const swapDays = record({
  month: str(),
  days: list(str()),
  mine: dict(integer()),
  theirs: nullable(dict(integer())),
  shifts: list(record({ id: integer(), nameZh: str(), nameEn: str(), startTime: str(), endTime: str() })),
})
const moved = record({ id: str(), status: oneOf(STATUSES) })

/**
 * Shift swaps (function 8104, every member of staff): colleagues to pick, the two people's planned shifts of a month,
 * asking a swap (the workflow 'shiftSwap': the colleague agrees first, then the line manager), the swaps I asked and
 * those asking me, agreeing or declining as the colleague, recalling my own.
 */
export const swaps = {
  colleagues: route({
    method: 'POST',
    path: '/paiban/web/swap/colleagues',
    body: objectBody({ keyword: text(40) }),
    result: list(colleague),
    errors: [],
    tenant: TENANT,
    summary: 'At most 20 colleagues on the job with an account, by name or job number.',
  }),
  days: route({
    method: 'POST',
    path: '/paiban/web/swap/days',
    body: objectBody({ month: matching('^\\d{4}-\\d{2}$'), otherEmployeeId: id() }, ['month']),
    result: swapDays,
    errors: [PAIBAN.badMonth, PAIBAN.noStaffRecord],
    tenant: TENANT,
    summary: "The caller's planned shifts of a month and, with a colleague, theirs.",
  }),
  apply: route({
    method: 'POST',
    path: '/paiban/web/swap/apply',
    body: objectBody({ day: DATE, otherEmployeeId: id(), otherDay: DATE, reason: paragraph(500, 1) }, [
      'day',
      'otherEmployeeId',
      'otherDay',
      'reason',
    ]),
    result: record({ id: str(), instanceId: str(), status: oneOf(['pending']) }),
    errors: [PAIBAN.noStaffRecord, PAIBAN.badSwap, PAIBAN.monthLocked, WORKFLOW.noApprover, WORKFLOW.unknownApplicant],
    tenant: TENANT,
    summary:
      "Asks a swap of the caller's day with a colleague's, within 92 days: the colleague agrees, then the line manager.",
  }),
  mine: route({
    method: 'POST',
    path: '/paiban/web/swap/mine',
    body: objectBody({}),
    result: list(swap),
    errors: [],
    tenant: TENANT,
    summary: 'The last 100 swaps the caller asked or is asked, newest first.',
  }),
  answer: route({
    method: 'POST',
    path: '/paiban/web/swap/answer',
    body: objectBody({ id: SWAP_ID(), agree: flag(), comment: paragraph(500) }, ['id', 'agree']),
    result: moved,
    errors: [PAIBAN.swapNotFound, PAIBAN.badSwap, ...EVENT_ERRORS],
    tenant: TENANT,
    summary: 'The colleague agrees (the first step resolves) or declines (the request is rejected).',
  }),
  cancel: route({
    method: 'POST',
    path: '/paiban/web/swap/cancel',
    body: objectBody({ id: SWAP_ID() }, ['id']),
    result: moved,
    errors: [PAIBAN.swapNotFound, PAIBAN.badSwap, ...EVENT_ERRORS],
    tenant: TENANT,
    summary: 'The applicant recalls a swap still waiting.',
  }),
  detail: route({
    method: 'POST',
    path: '/paiban/web/swap/detail',
    body: objectBody({ id: SWAP_ID() }, ['id']),
    result: swapDetail,
    errors: [PAIBAN.swapNotFound],
    tenant: TENANT,
    summary: 'A swap, for its two people and whoever may see its request (its approvers).',
  }),
}
