import { route } from '../route'
import { integer, list, matching, nullable, num, objectBody, oneOf, record, str, text, Type } from '../schema'
import { RECORD, SELF_SERVICE } from './codes'

/** A record field staff may be offered for self-service: its key and label in the caller's language. */
const openField = record({ key: str(), label: str() })

/** The self-service setting: the fields open now, and every field HR may open. */
export const selfServiceSetting = record({ fields: list(openField), openable: list(openField) })

export const PROPOSAL_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'failed'] as const

/** A change of one field of their own record a staff member proposed, and where its decision stands. */
export const recordProposal = record({
  id: str(),
  field: str(),
  label: str(),
  value: str(),
  beforeValue: str(),
  status: oneOf(PROPOSAL_STATUSES),
  instanceId: nullable(str()),
  createdAt: num(),
  decidedAt: nullable(num()),
})

/** What checking a proposed value may refuse (the record's own checks, services/personnel/records/record-changes.ts). */
const VALUE_ERRORS = [RECORD.badValue, RECORD.badIdNumber, RECORD.phoneTaken, RECORD.idNumberTaken]
const OWN = "the caller's own staff record in the session tenant (services/personnel/self-service/proposals.test.ts)"

/** Self-service on one's own record: the fields HR opens, and the changes staff propose for HR to approve. */
export const selfService = {
  setting: route({
    method: 'POST',
    path: '/ums/web/selfService/setting',
    body: objectBody({}),
    result: selfServiceSetting,
    errors: [],
    tenant: "the session tenant's setting (services/personnel/self-service/proposals.test.ts)",
    summary: 'The record fields open for self-service, and those HR may open (open to everyone signed in).',
  }),
  saveSetting: route({
    method: 'POST',
    path: '/ums/web/selfService/saveSetting',
    body: objectBody({ fields: Type.Array(matching('^[A-Za-z]{1,40}$'), { maxItems: 20, uniqueItems: true }) }, [
      'fields',
    ]),
    result: selfServiceSetting,
    errors: [SELF_SERVICE.fieldNotOpenable],
    tenant: "the session tenant's setting (services/personnel/self-service/proposals.test.ts)",
    summary: 'Opens these record fields (and only these) for self-service (function 110101).',
  }),
  propose: route({
    method: 'POST',
    path: '/ums/web/selfService/propose',
    body: objectBody({ field: matching('^[A-Za-z]{1,40}$'), value: text(500) }, ['field', 'value']),
    result: recordProposal,
    errors: [RECORD.notFound, SELF_SERVICE.fieldNotOpen, SELF_SERVICE.proposalPending, ...VALUE_ERRORS],
    tenant: OWN,
    summary: "Proposes a new value of one open field of the caller's own record; HR decides it in the approval centre.",
  }),
  mine: route({
    method: 'POST',
    path: '/ums/web/selfService/myProposals',
    body: objectBody({}),
    result: list(recordProposal),
    errors: [RECORD.notFound],
    tenant: OWN,
    summary: "The caller's proposals, newest first (at most 100).",
  }),
  proposal: route({
    method: 'POST',
    path: '/ums/web/selfService/proposal',
    body: objectBody({ id: text(36, 1) }, ['id']),
    result: record({ ...recordProposal.properties, employeeId: integer(), employeeName: str() }),
    errors: [SELF_SERVICE.proposalNotFound],
    tenant:
      'a proposal of the session tenant, for those who may see its request (the applicant, its approvers, a workflow admin)',
    summary: 'One proposal with whose record it changes (intent recordProposal.view of the approval centre).',
  }),
}
