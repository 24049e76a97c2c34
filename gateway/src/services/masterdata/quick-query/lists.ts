import type { Db } from '../../../core/db/types'
import { handle, hookOf, wiringOf, type Handler } from '../../../core/service'

/**
 * The kinds of quick filter: free text (contains), one value of a set (a master-data dictionary's or the list's own),
 * a range of dates (either end open) and a department (with the units under it).
 */
export type QuickKind = 'text' | 'select' | 'dateRange' | 'organ'

/** One value a select filter offers. */
export interface QuickChoice {
  value: string
  labelZh: string
  labelEn: string
}

/** A field a list offers to HR as a quick filter. */
export interface QuickField {
  key: string
  labelZh: string
  labelEn: string
  kind: QuickKind
  /** `select`: the tenant's dictionary (services/masterdata) whose values are the choices. */
  dictionary?: string
  /** `select` without a dictionary: the list's own choices, read per tenant (the recruitment channels) or fixed. */
  choices?: (db: Db, tenantId: number) => Promise<QuickChoice[]>
}

/** A list page whose quick filters HR chooses: its biz type (services/access biz-fields.ts) and the fields it can filter by. */
export interface QuickList {
  bizTypeId: number
  /** The function of the list page: its holders read the list's quick filters. */
  readFunction: string
  fields: QuickField[]
}

/** The lists whose quick filters HR chooses, handed by the services owning them (see quickList). */
export const QUICK_LISTS = hookOf<QuickList>('masterdata.quickList')

/**
 * A list's quick-filterable fields, for the `handlers` of the service that owns the list (ums: the staff list;
 * recruit: the candidates) and filters its own rows by what checkQuickFilters answers; master data sits below both and
 * does not import them.
 *
 * @example quickList({ bizTypeId: STAFF_LIST, readFunction: '1002', fields: [{ key: 'education', labelZh: '学历', labelEn: 'Education', kind: 'select', dictionary: 'education' }] })
 */
export const quickList = (list: QuickList): Handler => handle(QUICK_LISTS, list)

/** The list of a biz type, or undefined when no service declared one. */
export const quickListOf = (db: Db, bizTypeId: number): QuickList | undefined =>
  wiringOf(db)
    .all(QUICK_LISTS)
    .find((list) => list.bizTypeId === bizTypeId)

/** A field's label in a language. */
export const labelOf = (field: { labelZh: string; labelEn: string }, en: boolean): string =>
  en ? field.labelEn : field.labelZh

/** At most this many quick filters per list. */
export const MAX_QUICK_FIELDS = 10
