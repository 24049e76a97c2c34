import { route } from '../route'
import {
  bool,
  dict,
  id,
  int,
  integer,
  list,
  matching,
  nullable,
  num,
  objectBody,
  oneOf,
  optional,
  record,
  str,
  text,
  Type,
  literal,
} from '../schema'
import { SALARY } from './codes'
import { MONTH } from './runs'

const TENANT =
  "the session tenant's staff within the caller's data range; another tenant's person answers 410911 (tenant-isolation/payroll.test.ts)"
/** The fields of a salary profile, as field permissions key them (in the order of the table's columns). */
export const PROFILE_FIELDS = ['base', 'allowances', 'bank', 'costCentre'] as const
const ACCESS = oneOf(['hidden', 'read', 'edit'])
/** What the caller may do with each profile field: a hidden one is left out of the answers. */
export const profileFields = record({ base: ACCESS, allowances: ACCESS, bank: ACCESS, costCentre: ACCESS })
const AMOUNT = matching('^-?\\d{1,12}(\\.\\d{1,2})?$')
/** Who a profile pays: an employee (wages, the default) or a non-employee paid labour remuneration (劳务报酬). */
export const PAYEE_TYPES = ['employee', 'labour'] as const

/** A profile row: a field the caller may not see is left out and its key listed in `hiddenFields`. */
export const profile = record({
  effectiveMonth: str(),
  base: optional(str()),
  allowances: optional(dict(str())),
  bankName: optional(str()),
  bankAccount: optional(str()),
  bankAccountMasked: bool(),
  costCentre: optional(str()),
  /** The cost centre's name in the user's language (a value of the cost centre dictionary); null: text typed before it. */
  costCentreName: optional(nullable(str())),
  /** 'labour': tax withheld per payment on labour remuneration, no social insurance. */
  payeeType: oneOf(PAYEE_TYPES),
  hiddenFields: list(oneOf(PROFILE_FIELDS)),
  reason: str(),
  changedAt: num(),
  changedBy: str(),
})
/** A choice of a dictionary-backed field: a value's code and name; `disabled`: held by the record, no longer offered. */
export const choice = record({ value: str(), label: str(), disabled: optional(literal(true)) })
export const profileRow = record({
  employeeId: integer(),
  name: str(),
  jobNumber: str(),
  organName: str(),
  profile: nullable(profile),
})

/** Salary profiles (8203; 820301 changes them): each employee's effective-dated base pay, allowances, bank account and cost centre. */
export const profiles = {
  list: route({
    method: 'POST',
    path: '/salary/web/profile/list',
    body: objectBody({ keyword: text(50), page: int(1, 100000), rows: int(1, 100) }),
    errors: [],
    tenant: TENANT,
    result: record({
      total: integer(),
      month: str(),
      canSeeAccounts: bool(),
      fields: profileFields,
      costCentres: list(choice),
      rows: list(profileRow),
    }),
    summary:
      'A page of the staff in range with the profile in force this month; `costCentres`: the enabled values to choose from.',
  }),
  history: route({
    method: 'POST',
    path: '/salary/web/profile/history',
    body: objectBody({ employeeId: id() }, ['employeeId']),
    errors: [SALARY.employeeNotFound],
    tenant: TENANT,
    result: record({
      employeeId: integer(),
      name: str(),
      jobNumber: str(),
      canSeeAccounts: bool(),
      fields: profileFields,
      history: list(profile),
      /**
       * The months closed regular runs (locked or published) paid the person, oldest first: a change from one of them
       * is paid as back pay (the difference) by the next regular run.
       */
      paidMonths: list(str()),
    }),
    summary: "A person's profile rows, newest month first, and the months already paid.",
  }),
  save: route({
    method: 'POST',
    path: '/salary/web/profile/save',
    body: objectBody(
      {
        employeeId: id(),
        effectiveMonth: MONTH,
        base: AMOUNT,
        allowances: Type.Unsafe<Record<string, string>>({
          type: 'object',
          additionalProperties: AMOUNT,
          maxProperties: 50,
        }),
        bankName: text(60),
        bankAccount: matching('^[0-9 ]{0,40}$'),
        costCentre: text(40),
        payeeType: oneOf(PAYEE_TYPES),
        reason: text(200),
      },
      ['employeeId', 'effectiveMonth', 'reason'],
    ),
    result: record({ employeeId: integer(), effectiveMonth: str() }),
    tenant: TENANT,
    errors: [SALARY.employeeNotFound, SALARY.badProfile, SALARY.fieldNotEditable, SALARY.badAmount],
    summary:
      'A change from its month: only the fields the caller may edit are sent; the others keep their value in force.',
  }),
}
