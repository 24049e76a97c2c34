import { fieldView } from '../access/fields'
import { route } from '../route'
import { bool, id, integer, list, matching, nullable, num, objectBody, record, str, text, Type } from '../schema'
import { FORM } from './codes'

export const FIELD_TYPES = ['text', 'number', 'date', 'select'] as const
/** A business type's id (the employee record is 1). */
export const bizType = () => Type.Integer({ minimum: 1, maximum: 1000 })
/** A form's id (a UUID). */
export const formId = () => text(36, 1)
export const TENANT = "the session tenant's forms only (tenant-isolation/access.test.ts)"
/** Routes of a record: the session tenant's forms, and records in the caller's data range only. */
export const RECORD_TENANT =
  "the session tenant's forms and records in the caller's data range only (tenant-isolation/access.test.ts)"

/** A form as the routes answer it: its fields in the request's language, with the caller's access when known. */
export const form = record({
  id: str(),
  bizTypeId: integer(),
  name: str(),
  /** 1 effective, 0 disabled. */
  status: integer(),
  organIds: list(integer()),
  updatedAt: num(),
  fields: list(record({ ...fieldView.properties, dictionary: nullable(str()) })),
})

const option = objectBody({ value: text(100, 1), labelZh: text(100, 1), labelEn: text(100, 1) }, [
  'value',
  'labelZh',
  'labelEn',
])
/** A field as the form designer saves it: a select takes its own options or a dictionary's (its code). */
const fieldInput = objectBody(
  {
    key: matching('^[A-Za-z][A-Za-z0-9_]{0,59}$'),
    labelZh: text(100, 1),
    labelEn: text(100, 1),
    type: Type.Unsafe<(typeof FIELD_TYPES)[number]>({ type: 'string', enum: [...FIELD_TYPES] }),
    options: Type.Array(option, { maxItems: 100 }),
    dictionary: matching('^[A-Za-z][A-Za-z0-9_]{0,39}$'),
    required: Type.Boolean({ default: false }),
  },
  ['key', 'labelZh', 'labelEn', 'type'],
)

/** §7 custom forms (menu 1030; save and assign are buttons 103001 and 103002 checked with their auth flag). */
export const customForm = {
  save: route({
    method: 'POST',
    path: '/form/web/customForm/save',
    body: objectBody(
      {
        id: formId(),
        bizTypeId: bizType(),
        name: text(100, 1),
        status: Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1], default: 1 }),
        fields: Type.Array(fieldInput, { maxItems: 100 }),
      },
      ['bizTypeId', 'name', 'fields'],
    ),
    result: record({ id: str() }),
    errors: [FORM.unknownBizType, FORM.formNotFound, FORM.badFieldDefinition],
    tenant: TENANT,
    summary: "Adds or replaces a form of a business type and its fields (keys unique among the type's fields).",
  }),
  queryCustomForm: route({
    method: 'POST',
    path: '/form/web/customForm/queryCustomForm',
    body: objectBody({
      bizTypeId: bizType(),
      page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
      rows: Type.Integer({ minimum: 1, maximum: 200, default: 20 }),
    }),
    result: record({ total: integer(), page: integer(), totalPage: integer(), rows: list(form) }),
    errors: [],
    tenant: TENANT,
    summary: 'A page of the forms, of one business type or all.',
  }),
  getFormByAssign: route({
    method: 'POST',
    path: '/form/web/customForm/getFormByAssign',
    body: objectBody({ bizTypeId: bizType(), sourceId: id() }, ['bizTypeId', 'sourceId']),
    result: nullable(form),
    errors: [FORM.outOfRange],
    tenant: RECORD_TENANT,
    summary:
      "The form that applies to a record (a staff member in the caller's range), with the caller's access; null: none.",
    noScreen:
      "§7 form-assignment check for sub-apps and vendor apps that show a record's custom form; the portal's record screens read the form with its values.",
  }),
  hasEffectiveForm: route({
    method: 'POST',
    path: '/form/web/customForm/hasEffectiveForm',
    body: objectBody({ bizTypeId: bizType(), sourceId: id() }, ['bizTypeId']),
    result: bool(),
    errors: [FORM.outOfRange],
    tenant: RECORD_TENANT,
    summary: 'Whether a form applies to the record, or (no record) whether any effective form has a range.',
    noScreen: "§7 form-assignment check for sub-apps and vendor apps; the Custom forms pages show each form's range.",
  }),
  checkIsUserSameAssignedForm: route({
    method: 'POST',
    path: '/form/web/customForm/checkIsUserSameAssignedForm',
    body: objectBody({ bizTypeId: bizType(), sourceIds: Type.Array(id(), { minItems: 1, maxItems: 1000 }) }, [
      'bizTypeId',
      'sourceIds',
    ]),
    result: record({ same: bool(), formId: nullable(str()) }),
    errors: [FORM.outOfRange],
    tenant: RECORD_TENANT,
    summary: 'Whether the same form (or none) applies to all these records, and which.',
    noScreen:
      "§7 form-assignment check for sub-apps and vendor apps that edit several records' forms at once; the portal edits one record at a time.",
  }),
  dictionaries: route({
    method: 'POST',
    path: '/form/web/customForm/dictionaries',
    body: objectBody({}),
    result: list(record({ code: str(), name: str(), values: integer() })),
    errors: [],
    tenant: "the session tenant's dictionaries only (tenant-isolation/access.test.ts)",
    summary: "The dictionaries a select field may take its options from, with their enabled values' count.",
  }),
}
