import { route } from '../route'
import { bool, dict, id, integer, list, nullable, num, objectBody, oneOf, record, str, Type } from '../schema'
import { FORM } from './codes'
import { bizType, FIELD_TYPES, form, formId, RECORD_TENANT, TENANT } from './forms'

/** A field's value as a record holds it: text, a number, or null (empty). */
export const fieldValue = Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'] })

/** §7 form instances (a record's custom-form values) and the fields of a business type. */
export const formInstance = {
  create: route({
    method: 'POST',
    path: '/form/web/formInstance/create',
    body: objectBody(
      {
        formId: formId(),
        sourceId: id(),
        values: Type.Unsafe<Record<string, unknown>>({
          type: 'object',
          maxProperties: 100,
          additionalProperties: { type: ['string', 'number', 'null'], maxLength: 500 },
        }),
      },
      ['formId', 'sourceId', 'values'],
    ),
    result: record({ id: str() }),
    errors: [
      FORM.formNotFound,
      FORM.outOfRange,
      FORM.formNotAssigned,
      FORM.unknownField,
      FORM.fieldNotEditable,
      FORM.badFieldValue,
    ],
    tenant: RECORD_TENANT,
    summary: "Saves values of a record's form (the fields given; the others keep theirs).",
  }),
  find: route({
    method: 'POST',
    path: '/form/web/formInstance/find',
    body: objectBody({ bizTypeId: bizType(), sourceId: id() }, ['bizTypeId', 'sourceId']),
    result: nullable(
      record({
        id: nullable(str()),
        form,
        sourceId: integer(),
        /** The values by field key, hidden fields left out. */
        values: dict(fieldValue),
        hiddenFields: list(str()),
        updatedAt: nullable(num()),
      }),
    ),
    errors: [FORM.outOfRange],
    tenant: RECORD_TENANT,
    summary: "A record's form with its values and the caller's access (hidden fields left out); null: no form applies.",
    noScreen:
      "For sub-apps and vendor apps that read a record's custom form with its values; the portal's record screens read it with the record.",
  }),
}

/** A field of a business type, built in or custom, with its options' labels in both languages. */
export const bizTypeField = record({
  key: str(),
  label: str(),
  labelZh: str(),
  labelEn: str(),
  type: oneOf(FIELD_TYPES),
  options: list(record({ value: str(), labelZh: str(), labelEn: str() })),
  dictionary: nullable(str()),
  required: bool(),
  custom: bool(),
  formId: nullable(str()),
})

export const field = {
  listByBizType: route({
    method: 'POST',
    path: '/form/web/field/listByBizType',
    body: objectBody({ bizTypeId: bizType() }, ['bizTypeId']),
    result: list(bizTypeField),
    errors: [FORM.unknownBizType],
    tenant: TENANT,
    summary: 'Every field of a business type, built in and custom (the form designer).',
  }),
}
