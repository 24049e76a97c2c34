import type { Db } from '../../../core/db/types'

/**
 * The kinds of quick filter: free text (contains), one value of a set (a master-data dictionary's or the list's own),
 * a range of dates (either end open) and a department (with the units under it).
 */
export type QuickKind = 'text' | 'select' | 'dateRange' | 'organ'

/** One value a select filter offers. */
export interface QuickChoice { value: string; labelZh: string; labelEn: string }

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

/** A list page whose quick filters HR chooses: its biz type (services/joyhr biz-fields.ts) and the fields it can filter by. */
export interface QuickList {
  bizTypeId: number
  /** The function of the list page: its holders read the list's quick filters. */
  readFunction: string
  fields: QuickField[]
}

const lists = new Map<number, QuickList>()

/**
 * Declares a list's quick-filterable fields. The service that owns the list calls it when loaded (ums: the staff list;
 * recruit: the candidates) and filters its own rows by what checkQuickFilters answers; master data sits below both and
 * does not import them.
 *
 * @example registerQuickList({ bizTypeId: STAFF_LIST, readFunction: '1002', fields: [{ key: 'education', labelZh: '学历', labelEn: 'Education', kind: 'select', dictionary: 'education' }] })
 */
export function registerQuickList(list: QuickList): void {
  lists.set(list.bizTypeId, list)
}

/** The list of a biz type, or undefined when no service declared one. */
export const quickListOf = (bizTypeId: number): QuickList | undefined => lists.get(bizTypeId)

/** A field's label in a language. */
export const labelOf = (field: { labelZh: string; labelEn: string }, en: boolean): string => (en ? field.labelEn : field.labelZh)

/** At most this many quick filters per list. */
export const MAX_QUICK_FIELDS = 10
