import type { Static } from 'typebox'
import type { BodyOf, ResultOf } from '../route'
import type { categories, dictChoice, dictionary, dictValue } from './dictionaries'
import type { quickCatalogueField, quickFieldView, quickQuery, QUICK_KINDS } from './quick-query'

// The master data service's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/masterdata).
export type DictValue = Static<typeof dictValue>
export type Dictionary = Static<typeof dictionary>
export type DictChoice = Static<typeof dictChoice>
export type QuickKind = (typeof QUICK_KINDS)[number]
export type QuickFieldView = Static<typeof quickFieldView>
export type QuickCatalogueField = Static<typeof quickCatalogueField>
export type QuickQuery = ResultOf<typeof quickQuery.getQuery>
/** A dictionary's or a value's code and names, as the save routes take them. */
export type Names = Omit<BodyOf<typeof categories.save>, 'create'>
