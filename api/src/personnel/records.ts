import { FIELD_ACCESS } from '../access/fields'
import { form } from '../form/forms'
import { route } from '../route'
import {
  bool,
  dict,
  id,
  integer,
  list,
  literal,
  matching,
  nullable,
  num,
  objectBody,
  oneOf,
  optional,
  paragraph,
  record,
  str,
  text,
  Type,
} from '../schema'
import { COMMON } from '../accounts/codes'
import { ACCOUNT_TAKEN, RECORD, USER_NOT_FOUND } from './codes'
import { userPage } from './directory'

const named = record({ id: integer(), name: str() })
/** The choices of the record and onboarding forms: departments, a department's positions with their posts, every post, the roles. */
export const recordOptions = record({
  organs: list(record({ id: integer(), name: str(), parentId: nullable(integer()), level: integer() })),
  zhiweis: list(named),
  gangweis: list(record({ id: integer(), name: str(), zhiweiId: integer() })),
  roles: list(named),
  /** For a department (organId given): the line manager most of its staff report to, where the onboarding form starts. */
  usualManager: nullable(record({ id: integer(), name: str(), jobNumber: str() })),
})

/** A field's value as a record holds it: text (dates yyyy-mm-dd), a number (an id), or null (empty). */
const recordValue = Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'] })
/** Values to write, by field key (the gateway checks each against its field and the caller's access). */
const valuesInput = Type.Unsafe<Record<string, unknown>>({
  type: 'object',
  maxProperties: 40,
  additionalProperties: { type: ['string', 'number', 'null'], maxLength: 500 },
})

/** A field of the record as the caller sees it; a disabled dictionary value is listed only while it is the record's present value. */
export const recordField = record({
  key: str(),
  label: str(),
  type: oneOf(['text', 'number', 'date', 'select'] as const),
  options: list(record({ value: str(), label: str(), disabled: optional(literal(true)) })),
  required: bool(),
  access: oneOf(FIELD_ACCESS),
})
/**
 * One employee record as the caller may see it: hidden fields are left out of `values` and `names` and listed in
 * `hiddenFields`; `custom` holds the custom form that applies to the record's unit (null: none), the same way.
 */
export const employeeRecord = record({
  id: integer(),
  /** 1 on the job, 2 left. */
  status: integer(),
  leaveDate: nullable(str()),
  leaveReason: str(),
  values: dict(recordValue),
  /** The names of the unit, post and position the values hold by id. */
  names: dict(str()),
  hiddenFields: list(str()),
  fields: list(recordField),
  custom: nullable(record({ form, values: dict(recordValue), hiddenFields: list(str()) })),
  updatedAt: nullable(num()),
})

const SCOPED =
  "the session tenant's staff within the caller's data range (services/personnel/records/record-access.test.ts)"
/** What checking a record's values may refuse (record-changes.ts). */
const VALUE_ERRORS = [
  RECORD.fieldNotEditable,
  RECORD.badValue,
  RECORD.badIdNumber,
  RECORD.phoneTaken,
  RECORD.jobNumberTaken,
  RECORD.idNumberTaken,
  RECORD.badReference,
]
/** A password the policy refuses (uac's weakPassword), an account name taken, a role not the tenant's (the people commands). */
const ACCOUNT_ERRORS = [COMMON.weakPassword, RECORD.accountTaken, ACCOUNT_TAKEN, COMMON.roleNotFound, USER_NOT_FOUND]

/** The employee record (function 1101): the records list, one record, the caller's own, editing, onboarding and offboarding, and the choices of its forms. */
export const records = {
  page: route({
    method: 'POST',
    path: '/ums/web/entryUser/getRecordPage',
    body: objectBody({
      page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
      rows: Type.Integer({ minimum: 1, maximum: 200, default: 10 }),
      organId: id(),
      keyword: text(100),
      status: Type.Unsafe<1 | 2>({ type: 'integer', enum: [1, 2] }),
    }),
    result: userPage,
    errors: [],
    tenant: SCOPED,
    summary: 'A page of the records list by unit, keyword and status.',
  }),
  options: route({
    method: 'POST',
    path: '/ums/web/entryUser/recordOptions',
    body: objectBody({ organId: id() }),
    result: recordOptions,
    errors: [],
    tenant: "the session tenant's units, posts, positions and roles (services/personnel/records/record-access.test.ts)",
    summary:
      "The choices of the record and onboarding forms (a department's positions and usual line manager when organId is given).",
  }),
  get: route({
    method: 'POST',
    path: '/ums/web/entryUser/getRecord',
    body: objectBody({ id: id() }, ['id']),
    result: employeeRecord,
    errors: [RECORD.notFound],
    tenant: SCOPED,
    summary: 'One employee record with the fields the caller may see and edit (function 1101).',
  }),
  mine: route({
    method: 'POST',
    path: '/ums/web/entryUser/getMyRecord',
    body: objectBody({}),
    result: employeeRecord,
    errors: [RECORD.notFound],
    tenant: "the caller's own staff record in the session tenant (services/personnel/records/record-edits.test.ts)",
    summary: "The caller's own record ('My record', open to everyone signed in).",
  }),
  update: route({
    method: 'POST',
    path: '/ums/web/entryUser/updateRecord',
    body: objectBody({ id: id(), values: valuesInput }, ['id', 'values']),
    result: employeeRecord,
    errors: [RECORD.notFound, ...VALUE_ERRORS],
    tenant: SCOPED,
    summary: 'Changes the fields given (each one the caller may edit) and answers the record (function 110101).',
  }),
  onboard: route({
    method: 'POST',
    path: '/ums/web/entryUser/onboard',
    body: objectBody(
      {
        values: valuesInput,
        managerId: id(),
        account: objectBody(
          {
            userName: matching('^[A-Za-z0-9_.@-]{3,50}$'),
            password: text(20, 1),
            roleIds: Type.Array(id(), { maxItems: 20, uniqueItems: true, default: [] }),
          },
          ['userName', 'password'],
        ),
      },
      ['values'],
    ),
    result: record({ id: integer(), userId: nullable(integer()) }),
    errors: [...VALUE_ERRORS, ...ACCOUNT_ERRORS],
    tenant:
      "a new staff member (and account) of the session tenant, placed in the tenant's units and roles only (services/personnel/records/onboarding.test.ts)",
    summary:
      'Onboards a new hire with an optional line manager (a staff member on the job in the tenant) and an optional account and roles: the new staff id and account id (null: none).',
  }),
  offboard: route({
    method: 'POST',
    path: '/ums/web/entryUser/offboard',
    body: objectBody({ id: id(), leaveDate: matching('^\\d{4}-\\d{2}-\\d{2}$'), reason: paragraph(500, 1) }, [
      'id',
      'leaveDate',
      'reason',
    ]),
    result: record({ id: integer(), status: integer(), leaveDate: str() }),
    errors: [RECORD.notFound, RECORD.badOffboarding, RECORD.badValue],
    tenant: SCOPED,
    summary:
      'Offboards a staff member (status 2, leave date and reason): their sessions end and they can no longer sign in.',
  }),
}
