import { route } from '../route'
import {
  bool,
  flag,
  integer,
  list,
  matching,
  nullable,
  num,
  objectBody,
  oneOf,
  record,
  str,
  text,
  Type,
} from '../schema'
import { LEAVE } from './codes'

const TENANT =
  "the session tenant's leave types (vacation/leave-types.test.ts, 'keeps each tenant's leave types to itself')"
export const UNITS = ['day', 'hour'] as const
export const ENTITLEMENTS = ['none', 'fixed', 'statutory', 'table'] as const
export const ACCRUALS = ['yearly', 'monthly'] as const
export const COUNTS = ['working', 'calendar'] as const
/** Days neither taken nor carried at a year's end: expire, or paid out in January's payroll. */
export const YEAR_ENDS = ['expire', 'pay'] as const
/**
 * A type's policy: the days a year (none, a fixed number, the statutory annual leave 5/10/15 by years of work, or a
 * table by years of work), granted on 1 January or month by month, prorated for joiners and leavers, the days carried
 * into the next year and the day (MM-DD) they expire, working or calendar days, whether a balance may go below zero,
 * what becomes of the days neither taken nor carried at a year's end (expire, or paid out in January's payroll) and
 * the contract types that may take it (null: every one).
 */
export const leavePolicy = record({
  entitlement: oneOf(ENTITLEMENTS),
  days: num(),
  table: list(record({ years: integer(), days: num() })),
  accrual: oneOf(ACCRUALS),
  prorate: bool(),
  carryDays: num(),
  carryExpiry: nullable(str()),
  countDays: oneOf(COUNTS),
  allowNegative: bool(),
  yearEnd: oneOf(YEAR_ENDS),
  contractTypes: nullable(list(str())),
})
const policyInput = objectBody(
  {
    entitlement: oneOf(ENTITLEMENTS),
    days: Type.Number({ minimum: 0, maximum: 1000 }),
    table: Type.Array(
      objectBody(
        { years: Type.Integer({ minimum: 0, maximum: 100 }), days: Type.Number({ minimum: 0, maximum: 1000 }) },
        ['years', 'days'],
      ),
      { maxItems: 20, default: [] },
    ),
    accrual: oneOf(ACCRUALS),
    prorate: flag(),
    carryDays: Type.Number({ minimum: 0, maximum: 1000 }),
    carryExpiry: nullable(matching('^\\d{2}-\\d{2}$')),
    countDays: oneOf(COUNTS),
    allowNegative: flag(),
    /** Left out: expire. */
    yearEnd: Type.Optional(oneOf(YEAR_ENDS)),
    contractTypes: nullable(Type.Array(text(40, 1), { maxItems: 50 })),
  },
  ['entitlement', 'days', 'accrual', 'prorate', 'carryDays', 'carryExpiry', 'countDays', 'allowNegative'],
)

/** A leave type with every setting, what a built-in type must keep (`fixed`), and the requests of it waiting. */
export const leaveTypeSettings = record({
  code: str(),
  nameZh: str(),
  nameEn: str(),
  unit: oneOf(UNITS),
  tracked: bool(),
  paid: bool(),
  sort: integer(),
  backdateDays: nullable(integer()),
  gender: nullable(integer()),
  minServiceMonths: integer(),
  fixed: nullable(record({ unit: oneOf(UNITS), tracked: Type.Optional(Type.Literal(true)) })),
  pendingRequests: integer(),
  policy: leavePolicy,
  updatedAt: nullable(num()),
  updatedBy: nullable(str()),
})

/** Leave types (function 8011, HR): list, and save one (create with a new code, or change one). */
export const leaveTypes = {
  list: route({
    method: 'POST',
    path: '/vacation/web/leaveType/list',
    body: objectBody({}),
    result: list(leaveTypeSettings),
    errors: [],
    tenant: TENANT,
    summary: "The tenant's leave types with all their settings.",
  }),
  save: route({
    method: 'POST',
    path: '/vacation/web/leaveType/save',
    body: objectBody(
      {
        code: text(40, 1),
        nameZh: text(200),
        nameEn: text(200),
        unit: oneOf(UNITS),
        tracked: flag(),
        paid: flag(),
        backdateDays: nullable(Type.Integer()),
        gender: Type.Unsafe<1 | 2 | null>({ type: ['integer', 'null'], enum: [1, 2, null] }),
        minServiceMonths: Type.Integer(),
        /** Not given: an existing type keeps its policy, a new one gives no yearly days. */
        policy: Type.Optional(policyInput),
        create: flag(),
      },
      ['code', 'nameZh', 'nameEn', 'unit', 'tracked', 'paid', 'backdateDays', 'gender', 'minServiceMonths'],
    ),
    result: leaveTypeSettings,
    tenant: TENANT,
    errors: [
      LEAVE.typeCode,
      LEAVE.typeCodeTaken,
      LEAVE.tooManyTypes,
      LEAVE.unknownType,
      LEAVE.typeNames,
      LEAVE.typeLimits,
      LEAVE.toilType,
      LEAVE.unitInUse,
      LEAVE.carryTooLarge,
      LEAVE.carryExpiry,
      LEAVE.hoursByCalendar,
      LEAVE.entitlementTable,
      LEAVE.entitlementDays,
    ],
    summary: 'Creates a type with a new code or changes one; its unit does not change while requests of it wait.',
  }),
}
