import { route } from '../route'
import { int, integer, list, nullable, num, objectBody, oneOf, paragraph, record, str, text } from '../schema'
import { WORKFLOW } from './codes'
import { BIZ_TYPE, candidate, INSTANCE_ID, names, person, STATUSES } from './fields'

const TENANT =
  "the caller's own tabs in the session tenant, without requests of apps the session's brand hides (workflow/center-types.test.ts, tenant-isolation/hr-work.test.ts)"
const SEEN =
  'a request of the session tenant the caller may see (workflow/transitions.test.ts, tenant-isolation/hr-work.test.ts)'

export const TABS = ['todo', 'done', 'started'] as const

/** A request in a tab of the approval centre (`onBehalfOf`, in todo: the away approver the caller holds it for as delegate). */
export const centerRow = record({
  id: str(),
  bizType: str(),
  bizId: str(),
  title: str(),
  summary: str(),
  applicantId: integer(),
  applicantName: str(),
  status: oneOf(STATUSES),
  currentStepName: nullable(names()),
  createdAt: num(),
  updatedAt: num(),
  finishedAt: nullable(num()),
  onBehalfOf: nullable(person()),
})
/** An approval (business) type among the caller's requests: `name`, the one its workflow was saved under (null: none). */
export const centerType = record({ bizType: str(), name: nullable(str()) })
export const tabCounts = record({ todo: integer(), done: integer(), started: integer() })

/**
 * §7 approveCenter (function 7001): the caller's own tabs, waiting for me (todo, with what I hold as a delegate), done by
 * me, started by me; paged, by approval type (`approvalType`; `bizType` is its older name) and a keyword.
 */
export const center = {
  list: route({
    method: 'POST',
    path: '/workflow/web/approveCenter/list',
    body: objectBody(
      {
        tab: oneOf(TABS),
        page: int(1, 100_000),
        rows: int(1, 200),
        approvalType: BIZ_TYPE(),
        bizType: BIZ_TYPE(),
        keyword: text(100),
      },
      ['tab'],
    ),
    result: record({ total: integer(), page: integer(), totalPage: integer(), rows: list(centerRow) }),
    errors: [],
    tenant: TENANT,
    summary: "A page of one of the caller's tabs, newest change first.",
  }),
  findCount: route({
    method: 'POST',
    path: '/workflow/web/approveCenter/findCount',
    body: objectBody({ approvalType: BIZ_TYPE(), bizType: BIZ_TYPE() }),
    result: tabCounts,
    errors: [],
    tenant: TENANT,
    summary: "The count of each of the caller's tabs (sends the notices waiting in the outbox first).",
  }),
  types: route({
    method: 'POST',
    path: '/workflow/web/approveCenter/types',
    body: objectBody({}),
    result: list(centerType),
    errors: [],
    tenant: TENANT,
    summary: "The approval types among the caller's requests, for the filter.",
  }),
}

/** §7 workflow: reminding the current approvers (700102), and who they are. */
export const reminders = {
  sendRemindMsg: route({
    method: 'POST',
    path: '/workflow/web/workflow/sendRemindMsg',
    body: objectBody({ instanceId: INSTANCE_ID(), comment: paragraph(500) }, ['instanceId']),
    result: record({ recipients: integer(), nextAt: num() }),
    errors: [WORKFLOW.instanceNotFound, WORKFLOW.notApplicant, WORKFLOW.illegalTransition, WORKFLOW.remindTooSoon],
    tenant: SEEN,
    summary:
      "A notice to the current step's pending approvers (the applicant or a workflow admin), at most once in 10 minutes.",
  }),
  getCandidates: route({
    method: 'POST',
    path: '/workflow/web/workflow/getCandidates',
    body: objectBody({ instanceId: INSTANCE_ID() }, ['instanceId']),
    result: record({
      status: oneOf(STATUSES),
      stepNo: nullable(integer()),
      stepName: nullable(names()),
      candidates: list(candidate),
    }),
    errors: [WORKFLOW.instanceNotFound],
    tenant: SEEN,
    summary: "The current step's approvers of a request the caller may see.",
  }),
}
