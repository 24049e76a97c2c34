import { route } from '../route'
import {
  id,
  ids,
  int,
  integer,
  list,
  nullable,
  num,
  objectBody,
  oneOf,
  paragraph,
  record,
  str,
  text,
  Type,
} from '../schema'
import { blackoutHit } from './blackouts'
import { LEAVE } from './codes'
import { DATE, HALF, TIME } from './fields'

export const ENTRY_KINDS = [
  'grant',
  'accrual',
  'correction',
  'leaver',
  'carry',
  'expire',
  'forfeit',
  'adjust',
  'payout',
  'opening',
  'taken',
  'returned',
] as const

/** What a request would take from each year it falls in, what each year has left before it, and the blackouts it meets. */
export const leavePreview = record({
  unit: oneOf(['day', 'hour'] as const),
  days: num(),
  hours: num(),
  parts: list(record({ year: integer(), amount: num(), left: num() })),
  /** The blackout periods of its type and the applicant's department that it touches: it would be refused. */
  blackouts: list(blackoutHit),
})

/** One change of a balance: its kind, amount in the type's unit, the reason HR gave, who made it and when. */
export const ledgerEntry = record({
  year: integer(),
  kind: oneOf(ENTRY_KINDS),
  amount: num(),
  reason: str(),
  byName: nullable(str()),
  createdAt: num(),
})

/** A person's balance of a type in a year, for HR. */
export const balanceRow = record({
  userId: integer(),
  name: str(),
  jobNumber: str(),
  typeCode: str(),
  unit: oneOf(['day', 'hour'] as const),
  total: num(),
  used: num(),
  pending: num(),
  left: num(),
})

const HR_TENANT = "the session tenant's staff in the caller's data range (vacation/entitlement/balance-routes.test.ts)"
const span = {
  typeCode: text(20, 1),
  startDate: DATE,
  startHalf: HALF,
  endDate: DATE,
  endHalf: HALF,
  startTime: TIME,
  endTime: TIME,
}

/**
 * Balances: what a request would take from each year (the caller's own, before submitting, and an approver's view of
 * a request); HR's balances of the staff (function 8012), a person's ledger, and adjustments with a reason (801201).
 */
export const balances = {
  preview: route({
    method: 'POST',
    path: '/vacation/web/leave/preview',
    body: objectBody(span, ['typeCode', 'startDate', 'startHalf', 'endDate', 'endHalf']),
    result: leavePreview,
    errors: [LEAVE.unknownType, LEAVE.badDates, LEAVE.badTimes, LEAVE.noWorkingDays],
    tenant: "the caller's own balances in the session tenant",
    summary: 'The days (hours) a request would take from each year, and what each year has left before it.',
  }),
  ofRequest: route({
    method: 'POST',
    path: '/vacation/web/leave/requestYears',
    body: objectBody({ id: text(36, 1) }, ['id']),
    result: leavePreview,
    errors: [LEAVE.notFound],
    tenant: 'a request of the session tenant that the caller may see (its applicant, approvers, workflow admins)',
    summary: "What a request takes from each year of its span, and what the applicant's years have left besides it.",
  }),
  page: route({
    method: 'POST',
    path: '/vacation/web/leaveBalance/page',
    body: objectBody(
      {
        organId: id(),
        year: int(2000, 2100),
        typeCode: text(20, 1),
        keyword: text(50),
        page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
        rows: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
      },
      ['organId', 'year'],
    ),
    result: record({ total: integer(), rows: list(balanceRow) }),
    errors: [LEAVE.organNotFound],
    tenant: HR_TENANT,
    summary: "The balances of a department's staff (and its sub-departments') in a year, by type.",
  }),
  ledger: route({
    method: 'POST',
    path: '/vacation/web/leaveBalance/ledger',
    body: objectBody({ userId: id(), typeCode: text(20, 1), year: int(2000, 2100) }, ['userId', 'typeCode', 'year']),
    result: list(ledgerEntry),
    errors: [LEAVE.outOfScope],
    tenant: HR_TENANT,
    summary: "Every change of one person's balance of a type in a year, oldest first.",
  }),
  adjust: route({
    method: 'POST',
    path: '/vacation/web/leaveBalance/adjust',
    body: objectBody(
      {
        userIds: ids(500),
        typeCode: text(20, 1),
        year: int(2000, 2100),
        amount: Type.Number({ minimum: -365, maximum: 365 }),
        reason: paragraph(200, 1),
      },
      ['userIds', 'typeCode', 'year', 'amount', 'reason'],
    ),
    result: record({ adjusted: integer() }),
    errors: [LEAVE.unknownType, LEAVE.outOfScope, LEAVE.adjustNegative, LEAVE.adjustAmount],
    tenant: HR_TENANT,
    summary: 'Adds (or takes away) days of a type in a year for each person given, with the reason, audited.',
  }),
}
