import { route } from '../route'
import {
  bool,
  flag,
  int,
  integer,
  list,
  nullable,
  objectBody,
  oneOf,
  optional,
  record,
  str,
  text,
  Type,
} from '../schema'
import { MASTERDATA } from './codes'

const TENANT = "the session tenant's quick filters only (tenant-isolation/quick-query.test.ts)"
export const QUICK_KINDS = ['text', 'select', 'dateRange', 'organ'] as const
const FIELD_KEYS = Type.Array(text(40, 1), { maxItems: 50 })
const SAVE_ERRORS = [MASTERDATA.unknownList, MASTERDATA.unknownField, MASTERDATA.repeatedField, MASTERDATA.tooMany]

/** A quick filter as a list page draws it: its label and choices in the reader's language (`depth`: a unit's level). */
export const quickFieldView = record({
  key: str(),
  label: str(),
  kind: oneOf(QUICK_KINDS),
  options: optional(list(record({ value: str(), label: str(), depth: optional(integer()) }))),
})
/** A field the list could offer, on the configuring page. */
export const quickCatalogueField = record({
  key: str(),
  label: str(),
  kind: oneOf(QUICK_KINDS),
  chosen: bool(),
  dictionary: nullable(record({ code: str(), name: str() })),
})
const saved = record({ bizTypeId: integer(), fields: list(str()) })

/** §7 quickQuery: the quick filters of each list page, chosen and ordered per tenant (8702; 870201 saves). */
export const quickQuery = {
  getQuery: route({
    method: 'POST',
    path: '/joyhr/web/quickQuery/getQuery',
    body: objectBody({ bizTypeId: int(1, 1000), catalogue: flag() }, ['bizTypeId']),
    result: record({
      bizTypeId: integer(),
      fields: list(quickFieldView),
      catalogue: optional(list(quickCatalogueField)),
    }),
    errors: [MASTERDATA.unknownList],
    tenant: TENANT,
    summary:
      "A list's quick filters with their choices (to the list's readers); with `catalogue` (the configuring page's) every field it could offer.",
  }),
  update: route({
    method: 'POST',
    path: '/joyhr/web/quickQuery/update',
    body: objectBody({ bizTypeId: int(1, 1000), fields: FIELD_KEYS }, ['bizTypeId', 'fields']),
    result: saved,
    errors: SAVE_ERRORS,
    tenant: TENANT,
    summary: "Saves a list's quick filters in order.",
  }),
  updateZPCustFieldRage: route({
    method: 'POST',
    path: '/joyhr/web/quickQuery/updateZPCustFieldRage',
    body: objectBody({ fields: FIELD_KEYS }, ['fields']),
    result: saved,
    errors: SAVE_ERRORS,
    tenant: TENANT,
    summary: "Saves the recruitment candidates' quick filters in order.",
  }),
}
