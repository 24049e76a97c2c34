import { route } from '../route'
import { list, matching, num, objectBody, oneOf, optional, paragraph, record, str, text, Type } from '../schema'
import { WORKFLOW } from '../workflow/codes'
import { VENDOR_API } from './codes'
import { CALLER_REFUSALS, TENANT } from './tokens'

/** An approval as the app that started it reads it (withdrawn: the requester recalled it). */
export const APPROVAL_STATES = ['pending', 'approved', 'rejected', 'withdrawn'] as const

/** Portal approvals started by the vendor backends (scope approvals.start; an API token; every call audited). */
export const approvals = {
  start: route({
    method: 'POST',
    path: '/vendor/api/approvals/start',
    body: objectBody(
      {
        title: text(100, 1),
        summary: paragraph(500),
        amount: matching('^\\d{1,12}(\\.\\d{1,4})?$'),
        reference: matching('^[A-Za-z0-9._:-]{1,64}$'),
      },
      ['title', 'summary', 'reference'],
    ),
    result: record({ approvalId: str() }),
    errors: [...CALLER_REFUSALS, VENDOR_API.needsUser, WORKFLOW.unknownApplicant, WORKFLOW.noApprover],
    tenant: TENANT,
    summary:
      "Starts an approval for the token's user, waiting for their approver; the same reference again answers the first.",
  }),
  state: route({
    method: 'POST',
    path: '/vendor/api/approvals/state',
    body: objectBody({ ids: Type.Array(Type.String({ maxLength: 36 }), { minItems: 1, maxItems: 100 }) }, ['ids']),
    result: record({
      rows: list(record({ approvalId: str(), state: oneOf(APPROVAL_STATES), decidedAt: optional(num()) })),
    }),
    errors: CALLER_REFUSALS,
    tenant: TENANT,
    summary: 'The state of approvals this app started in this tenant (other ids are left out).',
  }),
}
