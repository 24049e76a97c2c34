import { route } from '../route'
import {
  bool,
  dict,
  flag,
  integer,
  list,
  literal,
  objectBody,
  oneOf,
  optional,
  record,
  str,
  text,
  Type,
} from '../schema'
import { MASTERDATA } from './codes'

const TENANT = "the session tenant's dictionaries only (tenant-isolation/masterdata.test.ts)"
const CODE = text(60, 1)
const NAMES = { nameZh: text(200), nameEn: text(200) }

/** A dictionary value as the gateway answers it. */
export const dictValue = record({ code: str(), nameZh: str(), nameEn: str(), sort: integer(), enabled: bool() })
/** A dictionary with its values in their order. */
export const dictionary = record({ code: str(), nameZh: str(), nameEn: str(), system: bool(), values: list(dictValue) })
/** A choice a form offers: an enabled value, or the disabled one a record holds now. */
export const dictChoice = record({ value: str(), label: str(), disabled: optional(literal(true)) })

/** §7 itemMapCategory: the tenant's dictionaries (8701); adding or renaming one (870101). */
export const categories = {
  list: route({
    method: 'POST',
    path: '/joyhr/web/itemMapCategory/list',
    body: objectBody({}),
    result: record({ dictionaries: list(dictionary) }),
    errors: [],
    tenant: TENANT,
    summary: "The tenant's dictionaries (system ones added when missing), each with its values in order.",
  }),
  save: route({
    method: 'POST',
    path: '/joyhr/web/itemMapCategory/save',
    body: objectBody({ code: CODE, ...NAMES, create: flag() }, ['code', 'nameZh', 'nameEn']),
    result: record({ code: str() }),
    errors: [
      MASTERDATA.badCode,
      MASTERDATA.badName,
      MASTERDATA.codeTaken,
      MASTERDATA.tooMany,
      MASTERDATA.dictionaryNotFound,
    ],
    tenant: TENANT,
    summary: 'Adds a dictionary (`create`) or renames one.',
  }),
}

/** §7 itemMap: a dictionary's values (8701); adding, renaming, ordering, enabling and disabling them (870101). */
export const items = {
  list: route({
    method: 'POST',
    path: '/joyhr/web/itemMap/list',
    body: objectBody({ category: CODE }, ['category']),
    result: dictionary,
    errors: [MASTERDATA.dictionaryNotFound],
    tenant: TENANT,
    summary: 'One dictionary with its values in order.',
  }),
  options: route({
    method: 'POST',
    path: '/joyhr/web/itemMap/options',
    body: objectBody({ categories: Type.Array(CODE, { maxItems: 20 }) }, ['categories']),
    result: dict(list(dictChoice)),
    errors: [],
    tenant: TENANT,
    summary:
      "The choices of dictionaries for any signed-in form: each dictionary's enabled values in order, by its code.",
  }),
  save: route({
    method: 'POST',
    path: '/joyhr/web/itemMap/save',
    body: objectBody({ category: CODE, code: CODE, ...NAMES, create: flag() }, [
      'category',
      'code',
      'nameZh',
      'nameEn',
    ]),
    result: record({ code: str() }),
    errors: [
      MASTERDATA.dictionaryNotFound,
      MASTERDATA.badCode,
      MASTERDATA.badName,
      MASTERDATA.codeTaken,
      MASTERDATA.tooMany,
      MASTERDATA.valueNotFound,
    ],
    tenant: TENANT,
    summary: 'Adds a value (`create`) or renames one.',
  }),
  move: route({
    method: 'POST',
    path: '/joyhr/web/itemMap/move',
    body: objectBody({ category: CODE, code: CODE, direction: oneOf(['up', 'down'] as const) }, [
      'category',
      'code',
      'direction',
    ]),
    result: record({ order: list(str()) }),
    errors: [MASTERDATA.dictionaryNotFound, MASTERDATA.valueNotFound, MASTERDATA.atEdge],
    tenant: TENANT,
    summary: "Moves a value one place up or down; answers the dictionary's codes in their new order.",
  }),
  setEnabled: route({
    method: 'POST',
    path: '/joyhr/web/itemMap/setEnabled',
    body: objectBody({ category: CODE, code: CODE, enabled: flag() }, ['category', 'code', 'enabled']),
    result: record({ code: str(), enabled: bool() }),
    errors: [MASTERDATA.dictionaryNotFound, MASTERDATA.valueNotFound],
    tenant: TENANT,
    summary: 'Enables or disables a value (records holding it keep it; forms no longer offer it).',
  }),
}
