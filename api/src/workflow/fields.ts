import { conditions } from '../rules/fields'
import { integer, list, nullable, num, oneOf, optional, record, str, text, Type } from '../schema'

/** Request pieces of the workflow routes. */
export const INSTANCE_ID = () => text(36, 36)
export const BIZ_TYPE = () => Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]{0,39}$' })

export const STATUSES = ['draft', 'running', 'returned', 'approved', 'rejected', 'cancelled'] as const
/** The §4 events that move a request (preview only reads). */
export const MOVING_EVENTS = [
  'save',
  'resolve',
  'reject',
  'repeatCommit',
  'backRepeatResolve',
  'backRepeatCommit',
  'cancel',
] as const

const names = () => record({ zh: str(), en: str() })
const person = () => record({ id: integer(), name: str() })

/** Who approves a step: a manager `level` up the reporting line, a role's members, or one named account (a request's own first steps). */
export const approver = record({
  type: oneOf(['manager', 'role', 'user']),
  level: optional(integer()),
  roleId: optional(integer()),
  userId: optional(integer()),
})
/** A step of a definition; with `minAmount` it applies only when the request's amount is above it, with `conditions` only when all hold. */
export const step = record({
  nameZh: str(),
  nameEn: str(),
  approver,
  minAmount: optional(num()),
  conditions: conditions(),
})

/** A step of a saved definition: its approver a manager level or a role (a named account is only ever a request's own). */
export const definitionStep = record({
  nameZh: str(),
  nameEn: str(),
  approver: record({ type: oneOf(['manager', 'role']), level: optional(integer()), roleId: optional(integer()) }),
  minAmount: optional(num()),
  conditions: conditions(),
})

/** A current step's approver with their task state. */
export const candidate = record({ userId: integer(), name: str(), status: str() })

/**
 * The approval form's view of a request: the request, its steps, history, current candidates and the events the caller
 * may fire now (`onBehalfOf`: the away approver the caller decides for as delegate, null otherwise).
 */
export const flowDetail = record({
  id: str(),
  tenantId: integer(),
  bizType: str(),
  bizId: str(),
  applicantId: integer(),
  applicantName: str(),
  title: str(),
  titleMessage: str(),
  summary: str(),
  summaryMessage: str(),
  amount: num(),
  status: oneOf(STATUSES),
  steps: list(
    record({
      nameZh: str(),
      nameEn: str(),
      approver,
      minAmount: optional(num()),
      conditions: conditions(),
      index: integer(),
    }),
  ),
  currentStep: integer(),
  round: integer(),
  createdAt: num(),
  updatedAt: num(),
  finishedAt: nullable(num()),
  currentStepName: nullable(names()),
  history: list(
    record({
      seq: integer(),
      event: str(),
      actorId: nullable(integer()),
      actorName: str(),
      stepNo: integer(),
      round: integer(),
      comment: str(),
      fromStatus: str(),
      toStatus: str(),
      createdAt: num(),
      onBehalfOf: nullable(person()),
    }),
  ),
  candidates: list(candidate),
  events: list(oneOf(MOVING_EVENTS)),
  onBehalfOf: nullable(person()),
})

export { names, person }
