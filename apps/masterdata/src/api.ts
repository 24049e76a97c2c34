import { callThrough } from '@hr-portal/api/client'
import { masterdataApi, type Names } from '@hr-portal/api/client/masterdata'
import { http } from '@hr-portal/kit'

// The master data service's answers, typed by the contract (api/src/masterdata).
export type {
  DictValue,
  Dictionary,
  Names,
  QuickCatalogueField as CatalogueField,
  QuickQuery,
} from '@hr-portal/api/client/masterdata'
/** A list page whose quick filters HR chooses, by its biz type: the staff list, the recruitment candidates. */
export type QuickList = 7 | 8

const masterdata = masterdataApi(callThrough(http))

/** §7 itemMapCategory and itemMap (services/masterdata). */
export const api = {
  dictionaries: () => masterdata.categories.list().then((r) => r.dictionaries),
  saveDictionary: (names: Names, create: boolean) => masterdata.categories.save({ ...names, create }),
  saveValue: (category: string, names: Names, create: boolean) => masterdata.items.save({ category, ...names, create }),
  move: (category: string, code: string, direction: 'up' | 'down') =>
    masterdata.items.move({ category, code, direction }),
  setEnabled: (category: string, code: string, enabled: boolean) =>
    masterdata.items.setEnabled({ category, code, enabled }),
  /** §7 quickQuery getQuery with every field the list could offer. */
  quickQuery: (bizTypeId: QuickList) => masterdata.quickQuery.getQuery({ bizTypeId, catalogue: true }),
  /** The candidates' range is §7 updateZPCustFieldRage (招聘 custom field range); the other lists' is update. */
  saveQuickQuery: (bizTypeId: QuickList, fields: string[]) =>
    bizTypeId === 8
      ? masterdata.quickQuery.updateZPCustFieldRage({ fields })
      : masterdata.quickQuery.update({ bizTypeId, fields }),
}

/** A name in the user's language, else the other one. */
export const nameOf = (item: { nameZh: string; nameEn: string }, en: boolean) =>
  en ? item.nameEn || item.nameZh : item.nameZh || item.nameEn
