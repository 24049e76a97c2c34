import type { Service } from '../../core/service'
import { categoryRoutes } from './category-routes'
import { itemRoutes } from './item-routes'

// The master data service's public interface: the record, its form, the import, the seed and tests import only these.
export { MASTERDATA_FUNCTIONS } from './functions'
export { masterdataCodes } from './texts'
export { SYSTEM_DICTIONARIES, ensureDictionaries } from './system'
export { dictionariesOf, choicesOf, matchValue, valueName, type Dictionary, type DictValue } from './store'

/**
 * Master data (segment joyhr, §7 itemMap and itemMapCategory): each tenant's dictionaries (nationality, education, marital
 * and political status, contract types, reasons for leaving, cost centres and those administrators add) with codes, names
 * in both languages, an order and an enabled flag. The employee record, its forms and the staff import read them.
 */
export const masterdata: Service = { segment: 'joyhr', routes: [categoryRoutes, itemRoutes] }

// The master data service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { DictCategoryTable, DictItemTable, DictAuditTable } from './tables'
export { migrations } from './migrations'
