// The master data service's narrow interface: what other services use (this file loads no routes).
export { MASTERDATA_FUNCTIONS } from './functions'
export { masterdataCodes } from './texts'
export { SYSTEM_DICTIONARIES, ensureDictionaries } from './system'
export { dictionariesOf, choicesOf, matchValue, valueName, type Dictionary, type DictValue } from './store'
export {
  QUICK_LISTS,
  quickList,
  type QuickChoice,
  type QuickField,
  type QuickKind,
  type QuickList,
} from './quick-query/lists'
export { checkQuickFilters, QUICK_FILTERS_SCHEMA, QUICK_TEXT_MAX, type QuickFilter } from './quick-query/filters'
// The master data service's tables: their row types (merged into core's Database).
export type { DictCategoryTable, DictItemTable, DictAuditTable, QuickQueryFieldTable } from './tables'
