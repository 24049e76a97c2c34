import { route } from '../route'
import { FILES } from '../files/codes'
import { id, int, integer, list, nullable, num, objectBody, oneOf, paragraph, record, str, text, Type } from '../schema'
import { CONTRACT } from './codes'

export const TERMS = ['fixed', 'open', 'project'] as const
export const STATUSES = ['draft', 'active', 'expired', 'terminated', 'renewed'] as const
/** A renewal (a new contract), a termination, or a decision not to renew (the contract ends on its end date). */
export const CHANGE_KINDS = ['renewal', 'termination', 'nonRenewal'] as const
/** Longest probation a contract may carry, in months. */
export const MAX_PROBATION_MONTHS = 6
/** Most documents one contract keeps. */
export const MAX_DOCUMENTS = 10

const TENANT = "the session tenant's contracts within the caller's data range (tenant-isolation/contracts.test.ts)"
const day = () => Type.String({ maxLength: 10 })
const FILE_ID = Type.String({ pattern: '^[0-9a-f-]{36}$' })
const CONTRACT_FIELDS = {
  typeCode: text(40, 1),
  term: oneOf(TERMS),
  startDate: text(10, 10),
  endDate: day(),
  project: text(100),
  probationMonths: int(0, MAX_PROBATION_MONTHS),
  probationEnd: day(),
  signDate: day(),
  documents: Type.Array(FILE_ID, { maxItems: MAX_DOCUMENTS }),
  status: oneOf(['draft', 'active'] as const),
}
const WRITE_ERRORS = [
  CONTRACT.badType,
  CONTRACT.badDates,
  CONTRACT.badProbation,
  CONTRACT.probationOverLimit,
  CONTRACT.badDocument,
  CONTRACT.overlap,
]

export const contractDocument = record({ fileId: str(), name: str() })
/** A contract as the routes answer it: its term and probation with the employee, type, status and documents. */
export const contractView = record({
  id: integer(),
  employeeId: integer(),
  employeeName: str(),
  jobNumber: str(),
  typeCode: str(),
  typeName: str(),
  term: oneOf(TERMS),
  startDate: str(),
  endDate: nullable(str()),
  project: str(),
  probationMonths: integer(),
  probationEnd: nullable(str()),
  signDate: nullable(str()),
  status: oneOf(STATUSES),
  documents: list(contractDocument),
  previousId: nullable(integer()),
  terminatedOn: nullable(str()),
  terminationReason: str(),
  /** Days from today to the end (negative once past), null without an end. */
  daysLeft: nullable(integer()),
  /** The renewal or termination waiting for approval, if any. */
  pending: nullable(record({ id: str(), kind: oneOf(CHANGE_KINDS), instanceId: nullable(str()) })),
  updatedAt: num(),
})
/** A renewal or termination of a contract, as requested and decided in the workflow. */
export const contractChange = record({
  id: str(),
  kind: oneOf(CHANGE_KINDS),
  status: str(),
  newTerm: nullable(oneOf(TERMS)),
  newEndDate: nullable(str()),
  effectiveDate: str(),
  reason: str(),
  instanceId: nullable(str()),
  newContractId: nullable(integer()),
  createdAt: num(),
})
/** A change just requested: its workflow request waits for approval. */
export const changeStarted = record({
  id: str(),
  instanceId: str(),
  status: Type.Literal('pending'),
  kind: oneOf(CHANGE_KINDS),
  effectiveDate: str(),
  newEndDate: nullable(str()),
})

/** Employment contracts (1104 reads within the data range; 110401 adds, edits, renews and terminates). */
export const contracts = {
  list: route({
    method: 'POST',
    path: '/contract/web/contract/list',
    body: objectBody({
      page: int(1, 100_000),
      rows: int(1, 200),
      keyword: text(50),
      status: oneOf(['', ...STATUSES] as const),
      expiringWithin: int(1, 366),
      employeeId: id(),
    }),
    result: record({ total: integer(), page: integer(), totalPage: integer(), rows: list(contractView) }),
    errors: [],
    tenant: TENANT,
    summary: 'Contracts in the caller\'s data range, paged, by keyword, status, employee or "ending within n days".',
  }),
  detail: route({
    method: 'POST',
    path: '/contract/web/contract/detail',
    body: objectBody({ id: id() }, ['id']),
    result: record({ ...contractView.properties, changes: list(contractChange) }),
    errors: [CONTRACT.notFound],
    tenant: TENANT,
    summary: 'One contract with its renewals and terminations, newest first.',
  }),
  mine: route({
    method: 'POST',
    path: '/contract/web/contract/mine',
    result: list(contractView),
    errors: [],
    tenant: "the caller's own contracts in the session tenant (tenant-isolation/contracts.test.ts)",
    summary: "The caller's own contracts (never drafts), newest first.",
  }),
  document: route({
    method: 'POST',
    path: '/contract/web/contract/document',
    body: objectBody({ id: id(), fileId: FILE_ID }, ['id', 'fileId']),
    file: true,
    errors: [CONTRACT.notFound, FILES.fileNotFound],
    tenant: TENANT,
    summary: "A contract's document: for its employee (not a draft) and for those who read the contract.",
  }),
  add: route({
    method: 'POST',
    path: '/contract/web/contract/addContractSelf',
    body: objectBody({ employeeId: id(), ...CONTRACT_FIELDS }, ['employeeId', 'typeCode', 'term', 'startDate']),
    result: contractView,
    errors: [CONTRACT.employeeNotFound, ...WRITE_ERRORS],
    tenant: TENANT,
    summary: 'Adds a contract (draft or active) of an employee in the data range.',
  }),
  update: route({
    method: 'POST',
    path: '/contract/web/contract/updateContractSelf',
    body: objectBody({ id: id(), ...CONTRACT_FIELDS }, ['id', 'typeCode', 'term', 'startDate']),
    result: contractView,
    errors: [CONTRACT.notFound, CONTRACT.notEditable, CONTRACT.changePending, ...WRITE_ERRORS],
    tenant: TENANT,
    summary: 'Edits a draft or active contract without a change waiting (an active one does not go back to draft).',
  }),
  renew: route({
    method: 'POST',
    path: '/contract/web/contract/renew',
    body: objectBody(
      { id: id(), term: oneOf(TERMS), endDate: text(10), project: text(100), reason: paragraph(500, 1) },
      ['id', 'term', 'reason'],
    ),
    result: changeStarted,
    errors: [
      CONTRACT.notFound,
      CONTRACT.notChangeable,
      CONTRACT.changePending,
      CONTRACT.badDates,
      CONTRACT.badProbation,
    ],
    tenant: TENANT,
    summary: 'Requests a renewal of an active contract with an end (a workflow request; it takes effect on approval).',
  }),
  terminate: route({
    method: 'POST',
    path: '/contract/web/contract/terminate',
    body: objectBody({ id: id(), date: text(10, 10), reason: paragraph(500, 1) }, ['id', 'date', 'reason']),
    result: changeStarted,
    errors: [CONTRACT.notFound, CONTRACT.notChangeable, CONTRACT.changePending, CONTRACT.badDates],
    tenant: TENANT,
    summary: 'Requests the termination of an active contract on a day within it (a workflow request).',
  }),
  notRenew: route({
    method: 'POST',
    path: '/contract/web/contract/notRenew',
    body: objectBody({ id: id(), reason: paragraph(500, 1) }, ['id', 'reason']),
    result: changeStarted,
    errors: [CONTRACT.notFound, CONTRACT.notChangeable, CONTRACT.changePending],
    tenant: TENANT,
    summary:
      'Requests that an active contract with an end is not renewed (a workflow request of the termination type); on approval it ends on its end date and is reminded of no more.',
  }),
  change: route({
    method: 'POST',
    path: '/contract/web/contract/change',
    body: objectBody({ id: Type.String({ minLength: 36, maxLength: 36 }) }, ['id']),
    result: record({ ...contractChange.properties, contract: contractView }),
    errors: [CONTRACT.changeNotFound],
    tenant:
      "the session tenant's changes, for those who may see its workflow request (tenant-isolation/contracts.test.ts)",
    summary: "One renewal or termination with its contract, for its workflow request's readers.",
  }),
}
