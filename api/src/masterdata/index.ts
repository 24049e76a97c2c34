import { categories, items } from './dictionaries'
import { quickQuery } from './quick-query'

/** Master data (gateway services/masterdata, §7 itemMap, itemMapCategory, quickQuery): dictionaries and quick filters. */
export const masterdata = { categories, items, quickQuery }

export { MASTERDATA } from './codes'
export { QUICK_KINDS } from './quick-query'
