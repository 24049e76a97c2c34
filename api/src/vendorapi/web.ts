import { route } from '../route'
import { id, nullable, num, objectBody, oneOf, optional, record, str, text } from '../schema'
import { VENDOR_API } from './codes'

/** The signed-in user as a third-party app may know them: its pseudonym, and what the consented scopes allow. */
export const appUser = record({
  id: str(),
  name: optional(str()),
  email: optional(str()),
  jobNumber: optional(str()),
})

/** An HR event's id as a third-party app may hear it: its pseudonymous staff id, its own approval's id, or null. */
export const appEventId = record({ id: nullable(str()) })

/** A workflow request's state. */
export const REQUEST_STATUSES = ['draft', 'running', 'returned', 'approved', 'rejected', 'cancelled'] as const

/** A request an app started, as its approvers and its requester read it (the page of intent `appRequest.view`). */
export const appRequestDetail = record({
  /** The workflow instance (its approval block and buttons: `/workflow/web/approveBlock`). */
  instanceId: str(),
  /** The app's names when it started the request; null when they are no longer known. */
  app: nullable(record({ zh: str(), en: str() })),
  applicantName: str(),
  title: str(),
  summary: str(),
  /** A decimal string as the app sent it (`"128.50"`), or null without an amount. */
  amount: nullable(str()),
  /** The app's own id of the thing to approve (an order number). */
  reference: str(),
  status: oneOf(REQUEST_STATUSES),
  submittedAt: num(),
})

/** What the portal's own pages read of the vendor apps (a staff session). */
export const web = {
  appUser: route({
    method: 'POST',
    path: '/vendor/web/appUser',
    body: objectBody({ appId: text(100, 1) }, ['appId']),
    result: appUser,
    errors: [],
    tenant: "the session tenant's pseudonym and consent (services/vendorapi/app-user.test.ts)",
    summary:
      "What the shell answers a third-party app's session.user: the user's pseudonym for the app, name, e-mail and job number only under the consented scopes (403001 for an app the user may not open).",
  }),
  appEvent: route({
    method: 'POST',
    path: '/vendor/web/appEvent',
    body: objectBody(
      {
        appId: text(100, 1),
        topic: oneOf(['staff.changed', 'approval.changed'] as const),
        /** staff.changed: the staff id the portal's own app published. */
        staffId: id(),
        /** approval.changed: the workflow instance the portal's own app published. */
        instanceId: text(36, 1),
      },
      ['appId', 'topic'],
    ),
    result: appEventId,
    errors: [],
    tenant:
      "the session tenant's staff and the app's own approvals only: another tenant's read as null (services/vendorapi/app-event.test.ts)",
    summary:
      "What the shell hands a third-party app of an HR event: the app's pseudonymous id of the staff (staff.changed), the approval if the app started it (approval.changed), else null; 403001 for an app the user may not open or without the topic's consented scope.",
  }),
  appRequest: route({
    method: 'POST',
    path: '/vendor/web/appRequest/detail',
    body: objectBody({ id: text(64, 1) }, ['id']),
    result: appRequestDetail,
    errors: [VENDOR_API.notFound],
    tenant:
      "the session tenant's requests only: another tenant's reads as missing (services/vendorapi/app-request.test.ts)",
    summary:
      'What an app sent with a request, for those who may see its approval (the requester, approvers, administrators).',
  }),
}
