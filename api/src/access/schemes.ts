import { route } from '../route'
import { bool, dict, flag, id, integer, list, objectBody, oneOf, optional, record, str, text, Type } from '../schema'
import { JOYHR } from './codes'

/**
 * The lists with saved schemes, by the §3 list query parameter `functionId` (the gateway's schemes/lists.ts SCHEME_LISTS):
 * 7, the default, is the staff list; 1101 employee records.
 */
export const SCHEME_LIST_IDS = [7, 1101] as const
const functionId = () =>
  Type.Unsafe<(typeof SCHEME_LIST_IDS)[number]>({ type: 'integer', enum: [...SCHEME_LIST_IDS], default: 7 })
const TENANT = "the caller's own schemes in the session tenant (services/access/schemes/schemes.test.ts)"

/** A quick filter's value (§7 quick query): text or a chosen value, or a range of days. */
const quickValue = { anyOf: [text(100), objectBody({ from: text(10), to: text(10) })] }
const conditionsInput = () =>
  objectBody({
    keyword: text(100),
    organId: id(),
    status: Type.Unsafe<1 | 2>({ type: 'integer', enum: [1, 2] }),
    quick: Type.Unsafe<Record<string, string | { from?: string; to?: string }>>({
      type: 'object',
      maxProperties: 20,
      propertyNames: { maxLength: 40 },
      additionalProperties: quickValue,
    }),
  })
const name = () => Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' })
const schemeId = () => text(36, 1)
const body = <P extends Record<string, import('typebox').TSchema>, R extends keyof P & string = never>(
  fields: P,
  required: R[] = [],
) => objectBody({ ...fields, functionId: functionId() }, required)

/** The filters a scheme saves (a string first: the serialiser tries the alternatives in order). */
export const schemeConditions = record({
  keyword: optional(str()),
  organId: optional(integer()),
  status: optional(integer()),
  quick: optional(dict(Type.Union([str(), record({ from: optional(str()), to: optional(str()) })]))),
})
export const scheme = record({ id: str(), name: str(), isDefault: bool(), conditions: schemeConditions })
export const conditionField = record({
  key: oneOf(['keyword', 'organId', 'status'] as const),
  type: oneOf(['text', 'organ', 'status'] as const),
  label: str(),
})
const BATCH_FIELDS = ['organ', 'zhiwei'] as const

/** §7 saved query schemes: each user's own named filter sets of a list (`functionId`), at most one default per list. */
export const schemes = {
  mine: route({
    method: 'POST',
    path: '/joyhr/web/selfSchemeQuery/findSelfSchemeQueryByUser',
    body: body({}),
    result: list(scheme),
    errors: [],
    tenant: TENANT,
    summary: "The caller's schemes of the list.",
  }),
  conditions: route({
    method: 'POST',
    path: '/joyhr/web/selfSchemeQuery/getQueryCondition',
    body: body({}),
    result: list(conditionField),
    errors: [],
    tenant: { none: 'the fixed list of filters a scheme may hold; no rows' },
    summary: 'The filters a scheme of the list may hold.',
  }),
  add: route({
    method: 'POST',
    path: '/joyhr/web/selfSchemeQuery/add',
    body: body({ name: name(), conditions: conditionsInput(), isDefault: flag() }, ['name']),
    result: scheme,
    errors: [JOYHR.duplicateName, JOYHR.tooManySchemes, JOYHR.tenantSchemesFull],
    tenant: TENANT,
    summary: 'Saves a new scheme (at most 50 a user).',
  }),
  detail: route({
    method: 'POST',
    path: '/joyhr/web/selfSchemeQuery/getSelfSchemeInfo',
    body: body({ id: schemeId() }, ['id']),
    result: scheme,
    errors: [JOYHR.schemeNotFound],
    tenant: TENANT,
    summary: "One of the caller's schemes.",
  }),
  update: route({
    method: 'POST',
    path: '/joyhr/web/selfSchemeQuery/updateSelfSchemeInfo',
    body: body({ id: schemeId(), name: name(), conditions: conditionsInput() }, ['id']),
    result: scheme,
    errors: [JOYHR.schemeNotFound, JOYHR.duplicateName],
    tenant: TENANT,
    summary: 'Renames a scheme or replaces its filters.',
  }),
  setDefault: route({
    method: 'POST',
    path: '/joyhr/web/selfSchemeQuery/updateDefaultScheme',
    body: body({ id: schemeId(), isDefault: flag() }, ['id']),
    result: list(scheme),
    errors: [JOYHR.schemeNotFound],
    tenant: TENANT,
    summary: 'Makes a scheme the default of its list (or not); answers the list.',
  }),
  remove: route({
    method: 'POST',
    path: '/joyhr/web/selfSchemeQuery/remove',
    body: body({ id: schemeId() }, ['id']),
    result: Type.Null(),
    errors: [JOYHR.schemeNotFound],
    tenant: TENANT,
    summary: "Deletes one of the caller's schemes.",
  }),
  batchConditions: route({
    method: 'POST',
    path: '/joyhr/web/batch/getBatchModifyCondition',
    body: objectBody({}),
    result: list(
      record({ key: oneOf(BATCH_FIELDS), label: str(), options: list(record({ id: integer(), name: str() })) }),
    ),
    errors: [],
    tenant: "the session tenant's departments and posts (services/access/schemes/batch.test.ts)",
    summary: 'The fields the caller may batch-change, with their values.',
  }),
  batchModify: route({
    method: 'POST',
    path: '/joyhr/web/batch/batchModify',
    body: objectBody(
      {
        ids: Type.Array(id(), { minItems: 1, maxItems: 500, uniqueItems: true }),
        field: oneOf(BATCH_FIELDS),
        value: id(),
      },
      ['ids', 'field', 'value'],
    ),
    result: record({ changed: integer(), skipped: integer() }),
    errors: [JOYHR.fieldNotEditable, JOYHR.badValue],
    tenant: "the session tenant's staff in the caller's data range (services/access/schemes/batch.test.ts)",
    summary:
      "Sets one field (department or post) of the selected staff; those outside the caller's data range are skipped.",
  }),
}
