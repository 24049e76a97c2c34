import { call } from '@hr-portal/kit'

export interface DictValue {
  code: string
  nameZh: string
  nameEn: string
  sort: number
  enabled: boolean
}
export interface Dictionary {
  code: string
  nameZh: string
  nameEn: string
  system: boolean
  values: DictValue[]
}
export interface Names {
  code: string
  nameZh: string
  nameEn: string
}
/** A list page whose quick filters HR chooses, by its biz type: the staff list, the recruitment candidates. */
export type QuickList = 7 | 8
/** A field a list can offer as a quick filter (labels in the user's language); `chosen`: it does now. */
export interface CatalogueField {
  key: string
  label: string
  kind: 'text' | 'select' | 'dateRange' | 'organ'
  chosen: boolean
  dictionary: { code: string; name: string } | null
}
export interface QuickQuery {
  bizTypeId: QuickList
  fields: Array<{ key: string }>
  catalogue: CatalogueField[]
}

/** §7 itemMapCategory and itemMap (services/masterdata). */
export const api = {
  dictionaries: () =>
    call<{ dictionaries: Dictionary[] }>('/joyhr/web/itemMapCategory/list').then((r) => r.dictionaries),
  saveDictionary: (names: Names, create: boolean) => call('/joyhr/web/itemMapCategory/save', { ...names, create }),
  saveValue: (category: string, names: Names, create: boolean) =>
    call('/joyhr/web/itemMap/save', { category, ...names, create }),
  move: (category: string, code: string, direction: 'up' | 'down') =>
    call('/joyhr/web/itemMap/move', { category, code, direction }),
  setEnabled: (category: string, code: string, enabled: boolean) =>
    call('/joyhr/web/itemMap/setEnabled', { category, code, enabled }),
  /** §7 quickQuery getQuery with every field the list could offer. */
  quickQuery: (bizTypeId: QuickList) =>
    call<QuickQuery>('/joyhr/web/quickQuery/getQuery', { bizTypeId, catalogue: true }),
  /** The candidates' range is §7 updateZPCustFieldRage (招聘 custom field range); the other lists' is update. */
  saveQuickQuery: (bizTypeId: QuickList, fields: string[]) =>
    bizTypeId === 8
      ? call('/joyhr/web/quickQuery/updateZPCustFieldRage', { fields })
      : call('/joyhr/web/quickQuery/update', { bizTypeId, fields }),
}

/** A name in the user's language, else the other one. */
export const nameOf = (item: { nameZh: string; nameEn: string }, en: boolean) =>
  en ? item.nameEn || item.nameZh : item.nameZh || item.nameEn
