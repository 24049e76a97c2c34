import { route } from '../route'
import { nullable, objectBody, paragraph, text, Type } from '../schema'
import { PAIBAN } from '../scheduling/codes'
import { LEAVE } from '../leave/codes'
import { EXPENSES } from '../expenses/codes'
import { WORKFLOW } from './codes'
import { BIZ_TYPE, flowDetail, INSTANCE_ID } from './fields'

const TENANT =
  'a request of the session tenant the caller may see: applicant, approver, delegate or workflow admin (workflow/transitions.test.ts, tenant-isolation/hr-work.test.ts)'

const eventBody = objectBody(
  {
    instanceId: INSTANCE_ID(),
    comment: paragraph(500),
    title: text(200, 1),
    summary: paragraph(1000),
    amount: Type.Number({ minimum: 0, maximum: 100_000 }),
  },
  ['instanceId'],
)

/** What a moving event may answer: the engine's refusals and those of the business type's handler (leave, shift swaps). */
const MOVING_ERRORS = [
  WORKFLOW.instanceNotFound,
  WORKFLOW.illegalTransition,
  WORKFLOW.notCandidate,
  WORKFLOW.notApplicant,
  WORKFLOW.noApprover,
  LEAVE.notEnough,
  LEAVE.notEnoughInYear,
  LEAVE.blackout,
  LEAVE.monthLocked,
  PAIBAN.monthLocked,
  EXPENSES.notEditable,
  EXPENSES.notWithdrawable,
]

const event = (name: string, summary: string, errors: number[] = MOVING_ERRORS) =>
  route({
    method: 'POST',
    path: `/workflow/web/approveForm/${name}`,
    body: eventBody,
    result: flowDetail,
    errors,
    tenant: TENANT,
    summary: `${summary} Answers the request as the caller now sees it.`,
  })

/**
 * §4 approval-form button events, one route each, with {instanceId, comment?} (save, repeatCommit and backRepeatCommit
 * also take title, summary, amount; a business type with a handler reads them from its record). Approvers' events need
 * function 700101 and a pending task; the applicant's need the applicant; preview needs to be able to see the request.
 */
export const form = {
  preview: event('preview', 'The request.', [WORKFLOW.instanceNotFound]),
  save: event('save', "Saves the applicant's draft."),
  resolve: event('resolve', 'Approves the current step (700101).'),
  reject: event('reject', 'Rejects the request (700101).'),
  repeatCommit: event('repeatCommit', 'Submits a draft or a rejected request again (the applicant).'),
  backRepeatResolve: event('backRepeatResolve', 'Sends the request back to the applicant (700101).'),
  backRepeatCommit: event('backRepeatCommit', 'Submits a request sent back again (the applicant).'),
  cancel: event('cancel', 'Recalls the request (the applicant).'),
}

/** §2 the approval block of a business record. */
export const block = {
  get: route({
    method: 'POST',
    path: '/workflow/web/approveBlock',
    body: objectBody(
      {
        bizType: BIZ_TYPE(),
        bizId: Type.Unsafe<string | number>({ type: ['string', 'integer'], minLength: 1, maxLength: 64 }),
      },
      ['bizType', 'bizId'],
    ),
    result: nullable(flowDetail),
    errors: [],
    tenant: TENANT,
    summary: "A business record's latest request with its history and candidates (null: none the caller may see).",
  }),
}
