import type { Service } from '../../core/service'
import { categoryRoutes } from './category-routes'
import { itemRoutes } from './item-routes'
import { quickQueryRoutes } from './quick-query/routes'

// The master data service's public interface: the record, its form, the import, the seed and tests import only these.
export { MASTERDATA_FUNCTIONS } from './functions'
export { masterdataCodes } from './texts'
export { SYSTEM_DICTIONARIES, ensureDictionaries } from './system'
export { dictionariesOf, choicesOf, matchValue, valueName, type Dictionary, type DictValue } from './store'
export { registerQuickList, type QuickChoice, type QuickField, type QuickKind, type QuickList } from './quick-query/lists'
export { checkQuickFilters, QUICK_FILTERS_SCHEMA, QUICK_TEXT_MAX, type QuickFilter } from './quick-query/filters'

/**
 * Master data (segment joyhr, §7 itemMap and itemMapCategory): each tenant's dictionaries (nationality, education, marital
 * and political status, contract types, reasons for leaving, cost centres and those administrators add) with codes, names
 * in both languages, an order and an enabled flag. The employee record, its forms and the staff import read them.
 * §7 quickQuery: the quick filters HR chooses for each list page (the staff list, the recruitment candidates); the
 * services owning the lists declare their fields (registerQuickList) and filter by checkQuickFilters' answer.
 */
export const masterdata: Service = { segment: 'joyhr', routes: [categoryRoutes, itemRoutes, quickQueryRoutes] }

// The master data service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { DictCategoryTable, DictItemTable, DictAuditTable, QuickQueryFieldTable } from './tables'
export { migrations } from './migrations'
